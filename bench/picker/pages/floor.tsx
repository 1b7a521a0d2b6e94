/**
 * The floor: the least a React picker of the same tree can do, without the engine, Chakra or a dialog
 * library. The tree comes from the same data source on the first click, is flattened once per tree (preorder,
 * parent indices, lower-case names), and a keyword marks its matches and their ancestors in one pass
 * (memoised on the keyword). The dialog is a plain portalled box showing the same windowed rows (32 px
 * each in a 384 px view, 8 rows of overscan), each a memoised component with stable callbacks.
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DataSource, SelectorNode } from '../../../engine/data-source';
import type { PickerPage } from './page';

const ROW_HEIGHT = 32;
const VIEW_HEIGHT = 384;
const OVERSCAN = 8;

interface Flat {
  nodes: SelectorNode[];
  depth: number[];
  parent: number[];
  /** Index just past the node's subtree. */
  end: number[];
  lower: string[];
}

function flatten(roots: readonly SelectorNode[]): Flat {
  const flat: Flat = { nodes: [], depth: [], parent: [], end: [], lower: [] };
  const walk = (list: readonly SelectorNode[], depth: number, parent: number) => {
    for (const node of list) {
      const index = flat.nodes.length;
      flat.nodes.push(node);
      flat.depth.push(depth);
      flat.parent.push(parent);
      flat.lower.push(node.fullName.toLowerCase());
      flat.end.push(0);
      if (node.children) walk(node.children, depth + 1, index);
      flat.end[index] = flat.nodes.length;
    }
  };
  walk(roots, 0, -1);
  return flat;
}

interface Row {
  index: number;
  open: boolean;
}

function visible(flat: Flat, expanded: ReadonlySet<number>): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < flat.nodes.length;) {
    const open = expanded.has(i);
    rows.push({ index: i, open });
    i = open ? i + 1 : flat.end[i]!;
  }
  return rows;
}

function matching(flat: Flat, needle: string): Row[] {
  const count = flat.nodes.length;
  const keep = new Uint8Array(count);
  const below = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    if (!flat.lower[i]!.includes(needle)) continue;
    keep[i] = 1;
    for (let p = flat.parent[i]!; p >= 0 && !below[p]; p = flat.parent[p]!) {
      below[p] = 1;
      keep[p] = 1;
    }
  }
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) if (keep[i]) rows.push({ index: i, open: below[i] === 1 });
  return rows;
}

const FloorRow = memo(function FloorRow({
  index,
  node,
  depth,
  branch,
  open,
  top,
  chosen,
  onToggle,
  onPick,
}: {
  index: number;
  node: SelectorNode;
  depth: number;
  branch: boolean;
  open: boolean;
  top: number;
  chosen: boolean;
  onToggle: (index: number) => void;
  onPick: (index: number) => void;
}) {
  const selectable = node.type === 'department';
  return (
    <div
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={branch ? open : undefined}
      aria-selected={chosen}
      style={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: '0.35rem',
        paddingInlineStart: `${0.25 + depth * 1.1}rem`,
        fontSize: '0.875rem',
      }}
    >
      <button
        type="button"
        tabIndex={-1}
        style={{ width: '1rem', visibility: branch ? 'visible' : 'hidden' }}
        onClick={() => onToggle(index)}
      >
        {open ? '▾' : '▸'}
      </button>
      <span
        onClick={() => selectable && onPick(index)}
        style={{
          flex: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          cursor: selectable ? 'pointer' : 'default',
          fontWeight: chosen ? 600 : undefined,
        }}
      >
        {node.fullName}
      </span>
    </div>
  );
});

function FloorDialog({ flat, onClose }: { flat: Flat | undefined; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set([0]));
  const [scrollTop, setScrollTop] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const needle = keyword.trim().toLowerCase();
  const rows = useMemo(() => (!flat ? [] : needle ? matching(flat, needle) : visible(flat, expanded)), [flat, needle, expanded]);
  const onToggle = useCallback(
    (index: number) =>
      setExpanded((set) => {
        const next = new Set(set);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    [],
  );
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return createPortal(
    <div
      style={{
        position: 'fixed',
        inset: 0,
        background: 'rgba(0,0,0,0.3)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <div
        role="dialog"
        aria-label="选择部门"
        style={{ background: 'white', width: 800, maxWidth: 'calc(100vw - 2rem)', padding: 16, borderRadius: 6 }}
      >
        <div style={{ display: 'flex', gap: 16 }}>
          <div style={{ flex: 1, minWidth: 0, border: '1px solid #ddd', padding: 8 }}>
            <input
              aria-label="搜索"
              placeholder="请输入关键词查询"
              style={{ width: '100%', marginBottom: 8 }}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                setScrollTop(0);
              }}
            />
            <div
              role="tree"
              style={{ height: VIEW_HEIGHT, overflowY: 'auto', position: 'relative' }}
              onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
            >
              {!flat ? (
                <p>加载中</p>
              ) : (
                <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
                  {rows.slice(first, last).map((row, offset) => (
                    <FloorRow
                      key={row.index}
                      index={row.index}
                      node={flat.nodes[row.index]!}
                      depth={flat.depth[row.index]!}
                      branch={flat.end[row.index]! > row.index + 1}
                      open={row.open}
                      top={(first + offset) * ROW_HEIGHT}
                      chosen={chosen === row.index}
                      onToggle={onToggle}
                      onPick={setChosen}
                    />
                  ))}
                </div>
              )}
            </div>
          </div>
          <div style={{ flex: 1, minWidth: 0, border: '1px solid #ddd', padding: 8 }}>
            {chosen === null ? '' : flat?.nodes[chosen]?.fullName}
          </div>
        </div>
        <button type="button" onClick={onClose}>
          取消
        </button>
      </div>
    </div>,
    document.body,
  );
}

function FloorPicker({ dataSource }: { dataSource: DataSource }) {
  const [open, setOpen] = useState(false);
  const [roots, setRoots] = useState<SelectorNode[]>();
  const flat = useMemo(() => (roots ? flatten(roots) : undefined), [roots]);
  useEffect(() => {
    if (!open || roots) return;
    const controller = new AbortController();
    void dataSource.selectorTree('organize', {}, controller.signal).then(setRoots, () => undefined);
    return () => controller.abort();
  }, [open, roots, dataSource]);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <label id="dep-label">部门</label>
      <span
        role="combobox"
        aria-labelledby="dep-label"
        aria-expanded={open}
        tabIndex={0}
        style={{ border: '1px solid #ccc', minWidth: 200, padding: 4 }}
        onClick={() => setOpen(true)}
      >
        请选择
      </span>
      {open && <FloorDialog flat={flat} onClose={() => setOpen(false)} />}
    </div>
  );
}

export const floorPage: PickerPage = {
  build: (dataSource) => <FloorPicker dataSource={dataSource} />,
};
