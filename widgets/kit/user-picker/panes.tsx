/**
 * The sources a user or role picker dialog offers, one per tab (TabbedPickerDialog): a whole tree
 * filtered in memory (roles), the lazy user tree searched on the server, a paged user list loaded as
 * it is scrolled (20 at a time, the next page when within 200 px of the bottom: spec 002 section 9.2),
 * and the system variables. Each draws only the rows in view (32 px rows in a 384 px window).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Input, Text } from '@chakra-ui/react';
import { isAbortError, type DataSource, type SelectorNode } from '../../../engine/data-source';
import { matchingRows, searchIndex, visibleRows, type TreeRow } from '../unit-picker/picker-tree';
import { useWidgetWords } from '../words';
import type { PaneProps, PickedItem } from './TabbedPickerDialog';
import { useUserPages, type UserPageLoader } from './use-user-pages';

const ROW_HEIGHT = 32;
const VIEW_HEIGHT = 384;
const OVERSCAN = 8;

/** What every pane needs besides the dialog's: which nodes may be picked and what they store. */
export interface NodeChoice {
  selectable: (node: SelectorNode) => boolean;
  toItem: (node: SelectorNode) => PickedItem;
}

interface ViewRow {
  key: string;
  node: SelectorNode;
  depth: number;
  branch: boolean;
  open: boolean;
  loading: boolean;
}

interface RowsViewProps {
  kind: 'tree' | 'list';
  label: string;
  multiple: boolean;
  rows: ViewRow[];
  /** Shown instead of rows: loading or no data. */
  note?: string;
  /** Shown below the rows (a next page loading). */
  footer?: string;
  choice: NodeChoice;
  isChosen: (stored: string) => boolean;
  pick: (item: PickedItem) => void;
  onToggle?: (row: ViewRow) => void;
  onScroll?: (element: HTMLElement) => void;
}

/** The windowed rows of a pane: a tree (treeitems) or a flat list (options). */
function RowsView({ kind, label, multiple, rows, note, footer, choice, isChosen, pick, onToggle, onScroll }: RowsViewProps) {
  const w = useWidgetWords();
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return (
    <Box
      role={kind === 'tree' ? 'tree' : 'listbox'}
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      height={`${VIEW_HEIGHT}px`}
      overflowY="auto"
      position="relative"
      onScroll={(e) => {
        setScrollTop(e.currentTarget.scrollTop);
        onScroll?.(e.currentTarget);
      }}
    >
      {note !== undefined || rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" p="2">
          {note ?? w('noData')}
        </Text>
      ) : (
        <div style={{ height: (rows.length + (footer ? 1 : 0)) * ROW_HEIGHT, position: 'relative' }}>
          {rows.slice(first, last).map((row, offset) => {
            const item = choice.toItem(row.node);
            return (
              <Row
                key={row.key}
                kind={kind}
                row={row}
                top={(first + offset) * ROW_HEIGHT}
                selectable={choice.selectable(row.node)}
                chosen={isChosen(item.entry.stored)}
                expandLabel={row.open ? w('collapse') : w('expand')}
                onToggle={onToggle}
                onPick={() => choice.selectable(row.node) && pick(item)}
              />
            );
          })}
          {footer && (
            <Text position="absolute" top={`${rows.length * ROW_HEIGHT}px`} fontSize="sm" color="fg.muted" px="2" lineHeight={`${ROW_HEIGHT}px`}>
              {footer}
            </Text>
          )}
        </div>
      )}
    </Box>
  );
}

interface RowProps {
  kind: 'tree' | 'list';
  row: ViewRow;
  top: number;
  selectable: boolean;
  chosen: boolean;
  expandLabel: string;
  onToggle?: (row: ViewRow) => void;
  onPick: () => void;
}

const Row = memo(function Row({ kind, row, top, selectable, chosen, expandLabel, onToggle, onPick }: RowProps) {
  const { node, depth, branch, open, loading } = row;
  const tree = kind === 'tree';
  return (
    <div
      role={tree ? 'treeitem' : 'option'}
      aria-level={tree ? depth + 1 : undefined}
      aria-expanded={tree && branch ? open : undefined}
      aria-selected={chosen}
      aria-disabled={!selectable || undefined}
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
      {tree && (
        <button
          type="button"
          aria-label={expandLabel}
          tabIndex={-1}
          style={{ width: '1rem', visibility: branch ? 'visible' : 'hidden', color: 'var(--chakra-colors-fg-muted)' }}
          onClick={() => onToggle?.(row)}
        >
          {loading ? '…' : open ? '▾' : '▸'}
        </button>
      )}
      <span
        tabIndex={selectable ? 0 : -1}
        title={typeof node.organize === 'string' && node.organize ? node.organize : undefined}
        onClick={onPick}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onPick();
          } else if (tree && branch && ((e.key === 'ArrowRight' && !open) || (e.key === 'ArrowLeft' && open))) {
            onToggle?.(row);
          }
        }}
        style={{
          flex: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          cursor: selectable ? 'pointer' : 'default',
          color: selectable ? (chosen ? 'var(--chakra-colors-blue-600)' : undefined) : 'var(--chakra-colors-fg-subtle)',
          fontWeight: chosen ? 600 : undefined,
        }}
      >
        {node.fullName}
      </span>
    </div>
  );
});

function KeywordBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const w = useWidgetWords();
  return (
    <Input size="sm" mb="2" aria-label={w('search')} placeholder={w('pickerKeyword')} value={value} onChange={(e) => onChange(e.target.value)} />
  );
}

const fromTreeRow = (row: TreeRow, loading = false): ViewRow => ({
  key: row.path.map((node) => node.id).join('/'),
  node: row.node,
  depth: row.depth,
  branch: row.branch,
  open: row.open,
  loading,
});

const flatRow = (node: SelectorNode, index: number): ViewRow => ({
  key: `${index}:${node.id}`,
  node,
  depth: 0,
  branch: false,
  open: false,
  loading: false,
});

const branchIds = (nodes: readonly SelectorNode[], into = new Set<string>()): Set<string> => {
  for (const node of nodes) {
    if (!node.children?.length) continue;
    into.add(node.id);
    branchIds(node.children, into);
  }
  return into;
};

/** A whole tree (the role picker's branches), unfolded, filtered by keyword in memory. */
export function StaticTreePane({ roots, choice, ...pane }: PaneProps & { roots: SelectorNode[] | undefined; choice: NodeChoice }) {
  const w = useWidgetWords();
  const [keyword, setKeyword] = useState('');
  const [unfolded, setUnfolded] = useState<ReadonlySet<string> | null>(null);
  // Everything comes unfolded: roles sit at every level of the organisation.
  const expanded = useMemo(() => unfolded ?? branchIds(roots ?? []), [unfolded, roots]);
  const index = useMemo(() => searchIndex(roots ?? []), [roots]);
  const needle = keyword.trim();
  const rows = useMemo(
    () => (needle ? matchingRows(index, needle) : visibleRows(roots ?? [], expanded)).map((row) => fromTreeRow(row)),
    [needle, index, roots, expanded],
  );
  const toggle = (row: ViewRow) => {
    const next = new Set(expanded);
    if (next.has(row.node.id)) next.delete(row.node.id);
    else next.add(row.node.id);
    setUnfolded(next);
  };
  return (
    <>
      <KeywordBox value={keyword} onChange={setKeyword} />
      <RowsView
        kind="tree"
        label={pane.title}
        multiple={pane.multiple}
        rows={rows}
        note={roots ? undefined : w('loading')}
        choice={choice}
        isChosen={pane.isChosen}
        pick={pane.pick}
        onToggle={toggle}
      />
    </>
  );
}

/**
 * The user tree one level at a time (`DataSource.userTree`): organisations unfold to their
 * sub-organisations and users; a single top organisation comes unfolded. A keyword asks the server
 * for matching users, a flat list paged as the other flat lists are (`DataSource.userPage` of `all`,
 * use-user-pages.ts); a newer keyword drops the older answer.
 */
export function LazyUserTreePane({
  dataSource,
  choice,
  ...pane
}: PaneProps & { dataSource: Pick<DataSource, 'userTree' | 'userPage'>; choice: NodeChoice }) {
  const w = useWidgetWords();
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim();
  const [roots, setRoots] = useState<SelectorNode[] | undefined>();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, SelectorNode[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const alive = useRef<AbortController | null>(null);
  const searchAll = useCallback<UserPageLoader>((request, signal) => dataSource.userPage({ kind: 'all' }, request, signal), [dataSource]);
  const found = useUserPages(searchAll, needle ? needle : null, needle);

  const loadChildren = (node: SelectorNode) => {
    const id = node.id;
    setLoading((set) => new Set(set).add(id));
    dataSource
      .userTree(id, undefined, alive.current?.signal)
      .then(
        (children) => setLoaded((map) => new Map(map).set(id, children)),
        (error: unknown) => {
          if (!isAbortError(error)) setLoaded((map) => new Map(map).set(id, []));
        },
      )
      .finally(() =>
        setLoading((set) => {
          const next = new Set(set);
          next.delete(id);
          return next;
        }),
      );
  };

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    dataSource.userTree('0', undefined, controller.signal).then(
      (top) => {
        if (controller.signal.aborted) return;
        setRoots(top);
        if (top.length === 1 && top[0]!.isLeaf === false) {
          setExpanded(new Set([top[0]!.id]));
          loadChildren(top[0]!);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setRoots([]);
      },
    );
    return () => controller.abort();
    // Once per opening of the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataSource]);

  const childrenOf = useMemo(() => (node: SelectorNode) => loaded.get(node.id), [loaded]);
  const rows = useMemo(() => {
    if (needle) return (found.users ?? []).map(flatRow);
    return visibleRows(roots ?? [], expanded, childrenOf).map((row) => fromTreeRow(row, loading.has(row.node.id)));
  }, [needle, found.users, roots, expanded, childrenOf, loading]);
  const searching = !!needle && !found.users;

  const toggle = (row: ViewRow) => {
    const id = row.node.id;
    const opening = !expanded.has(id);
    setExpanded((set) => {
      const next = new Set(set);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening && !loaded.has(id) && !loading.has(id)) loadChildren(row.node);
  };

  return (
    <>
      <KeywordBox value={keyword} onChange={setKeyword} />
      <RowsView
        kind={needle ? 'list' : 'tree'}
        label={pane.title}
        multiple={pane.multiple}
        rows={rows}
        note={!roots || searching || (rows.length === 0 && loading.size > 0) ? w('loading') : undefined}
        footer={needle && found.loadingMore ? w('loading') : undefined}
        choice={choice}
        isChosen={pane.isChosen}
        pick={pane.pick}
        onToggle={toggle}
        onScroll={needle ? found.onScroll : undefined}
      />
    </>
  );
}

/**
 * A flat, paged user list (`DataSource.userPage`): the first 20 at opening and at each keyword, the next
 * 20 when the list is scrolled within 200 px of its end, until every user is in (use-user-pages.ts).
 */
export function PagedUsersPane({
  load,
  sourceKey,
  choice,
  ...pane
}: PaneProps & {
  load: UserPageLoader;
  /** Stands for what `load` asks (a new key starts again from the first page). */
  sourceKey: string;
  choice: NodeChoice;
}) {
  const w = useWidgetWords();
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim();
  const pages = useUserPages(load, `${sourceKey}\u0000${needle}`, needle);

  return (
    <>
      <KeywordBox value={keyword} onChange={setKeyword} />
      <RowsView
        kind="list"
        label={pane.title}
        multiple={pane.multiple}
        rows={(pages.users ?? []).map(flatRow)}
        note={pages.users ? undefined : w('loading')}
        footer={pages.loadingMore ? w('loading') : undefined}
        choice={choice}
        isChosen={pane.isChosen}
        pick={pane.pick}
        onScroll={pages.onScroll}
      />
    </>
  );
}

/** Fixed rows (the system variables): no search. */
export function FixedRowsPane({ nodes, choice, ...pane }: PaneProps & { nodes: SelectorNode[]; choice: NodeChoice }): ReactNode {
  return (
    <RowsView
      kind="list"
      label={pane.title}
      multiple={pane.multiple}
      rows={nodes.map(flatRow)}
      choice={choice}
      isChosen={pane.isChosen}
      pick={pane.pick}
    />
  );
}
