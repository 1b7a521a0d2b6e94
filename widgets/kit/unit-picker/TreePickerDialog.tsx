/**
 * The 800 px picker dialog of spec 002 section 2.6: a tree with keyword search on the left, the chosen
 * items on the right with a clear-list action; confirm emits them, cancel restores what was there
 * (section 4.2). Trees may be whole (organisations, positions, groups) or lazy (areas: a node's
 * children load when it is unfolded). Only the rows in view are rendered, so a 10,000-node tree
 * opens and filters without painting 10,000 rows.
 */
import { memo, useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex, Input, Portal, Text } from '@chakra-ui/react';
import { isAbortError, type SelectorNode } from '../../../engine/data-source';
import { useInWarmUp } from '../dialog-warm-up';
import { useWidgetWords } from '../words';
import { matchingRows, searchIndex, visibleRows, type SearchIndex, type TreeRow } from './picker-tree';

/** One chosen item: `value` is what the field stores for it, `key` tells duplicates apart. */
export interface Chosen {
  key: string;
  value: unknown;
  label: string;
}

export interface TreePickerDialogProps {
  open: boolean;
  title: string;
  multiple: boolean;
  /** The tree; undefined while it loads. */
  roots: SelectorNode[] | undefined;
  /** Lazy trees: the children of an unfolded row not loaded yet. */
  loadChildren?: (row: TreeRow) => Promise<SelectorNode[]>;
  selectable: (row: TreeRow) => boolean;
  choose: (row: TreeRow) => Chosen;
  initial: Chosen[];
  onConfirm: (chosen: Chosen[]) => void;
  onCancel: () => void;
}

const ROW_HEIGHT = 32;
const VIEW_HEIGHT = 384;
const OVERSCAN = 8;

function TreePickerDialogImpl(props: TreePickerDialogProps) {
  const warmUp = useInWarmUp();
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onCancel()} placement="center" lazyMount unmountOnExit>
      <Portal disabled={warmUp}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="800px" width="calc(100vw - 2rem)" aria-label={props.title}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted at each opening: it starts from the field's value (cancel restores it). */}
            <PickerBody {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/** The top level unfolds by itself when it is one node, or when the whole tree is there. */
const firstUnfolded = (roots: SelectorNode[] | undefined, lazy: boolean): ReadonlySet<string> =>
  new Set(roots && (roots.length === 1 || !lazy) ? roots.map((node) => node.id) : []);

function PickerBody({ title, multiple, roots, loadChildren, selectable, choose, initial, onConfirm, onCancel }: TreePickerDialogProps) {
  const w = useWidgetWords();
  const [chosen, setChosen] = useState<Chosen[]>(initial);

  const pick = (row: TreeRow) => {
    if (!selectable(row)) return;
    const item = choose(row);
    if (!multiple) setChosen([item]);
    // Duplicates (the same node or path) are ignored (spec 002 section 5.4).
    else setChosen((list) => (list.some((c) => c.key === item.key) ? list : [...list, item]));
  };
  const isChosen = (row: TreeRow) => chosen.some((c) => c.key === choose(row).key);

  return (
    <>
      <Dialog.Body>
        <Flex gap="4" align="stretch">
          <TreePane
            title={title}
            multiple={multiple}
            roots={roots}
            loadChildren={loadChildren}
            selectable={selectable}
            isChosen={isChosen}
            onPick={pick}
          />
          <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="2" display="flex" flexDirection="column">
            <Flex justify="space-between" align="center" mb="2" minH="8">
              <Text fontSize="sm" fontWeight="medium">
                {w('pickerChosen')}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => setChosen([])} disabled={chosen.length === 0}>
                {w('pickerClearList')}
              </Button>
            </Flex>
            <Box as="ul" role="list" aria-label={w('pickerChosen')} height={`${VIEW_HEIGHT}px`} overflowY="auto">
              {chosen.map((item) => (
                <Flex
                  as="li"
                  key={item.key}
                  align="center"
                  justify="space-between"
                  gap="2"
                  px="2"
                  py="1"
                  fontSize="sm"
                  _hover={{ bg: 'bg.muted' }}
                >
                  <Text truncate title={item.label}>
                    {item.label}
                  </Text>
                  <Button
                    size="2xs"
                    variant="ghost"
                    aria-label={`${w('pickerRemove')} ${item.label}`}
                    onClick={() => setChosen((list) => list.filter((c) => c.key !== item.key))}
                  >
                    ×
                  </Button>
                </Flex>
              ))}
            </Box>
          </Box>
        </Flex>
      </Dialog.Body>
      <Dialog.Footer>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {w('cancel')}
        </Button>
        <Button size="sm" colorPalette="blue" onClick={() => onConfirm(chosen)}>
          {w('confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

interface TreePaneProps extends Pick<TreePickerDialogProps, 'title' | 'multiple' | 'roots' | 'loadChildren' | 'selectable'> {
  isChosen: (row: TreeRow) => boolean;
  onPick: (row: TreeRow) => void;
}

/**
 * The search box and the windowed tree. Its own component, so a keystroke renders only it and the
 * rows in view, not the chosen list and the dialog around them.
 */
function TreePane({ title, multiple, roots, loadChildren, selectable, isChosen, onPick }: TreePaneProps) {
  const w = useWidgetWords();
  const [keyword, setKeyword] = useState('');
  // Null until the user unfolds or folds something: the default follows the tree as it arrives.
  const [unfolded, setUnfolded] = useState<ReadonlySet<string> | null>(null);
  const lazy = !!loadChildren;
  const firstOpen = useMemo(() => firstUnfolded(roots, lazy), [roots, lazy]);
  const expanded = unfolded ?? firstOpen;
  const [loaded, setLoaded] = useState<ReadonlyMap<string, SelectorNode[]>>(new Map());
  const [scrollTop, setScrollTop] = useState(0);

  const childrenOf = useMemo(() => (node: SelectorNode) => loaded.get(node.id) ?? node.children, [loaded]);
  const needle = keyword.trim();
  // The search index: one per tree (and per lazy level loaded), built while the dialog sits idle after
  // opening, or at the first keyword if that comes sooner; never per keystroke.
  const search = useMemo(() => {
    let index: SearchIndex | undefined;
    const indexed = () => (index ??= searchIndex(roots ?? [], childrenOf));
    return { indexed, rows: (keyword: string) => matchingRows(indexed(), keyword) };
  }, [roots, childrenOf]);
  useEffect(() => {
    if (!roots) return;
    return whenIdle(search.indexed);
  }, [roots, search]);
  const rows = useMemo(
    () => (!roots ? [] : needle ? search.rows(needle) : visibleRows(roots, expanded, childrenOf)),
    [roots, needle, expanded, childrenOf, search],
  );

  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const toggle = (row: TreeRow) => {
    const id = row.node.id;
    const opening = !expanded.has(id);
    const next = new Set(expanded);
    if (opening) next.add(id);
    else next.delete(id);
    setUnfolded(next);
    if (opening && loadChildren && !childrenOf(row.node) && !loading.has(id)) {
      setLoading((set) => new Set(set).add(id));
      loadChildren(row)
        .then((children) => setLoaded((map) => new Map(map).set(id, children)))
        .catch((error: unknown) => {
          if (!isAbortError(error)) setLoaded((map) => new Map(map).set(id, []));
        })
        .finally(() =>
          setLoading((set) => {
            const next = new Set(set);
            next.delete(id);
            return next;
          }),
        );
    }
  };

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);

  return (
    <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="2">
      <Input
        size="sm"
        mb="2"
        aria-label={w('search')}
        placeholder={w('pickerKeyword')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          setScrollTop(0);
        }}
      />
      <Box
        role="tree"
        aria-label={title}
        aria-multiselectable={multiple || undefined}
        height={`${VIEW_HEIGHT}px`}
        overflowY="auto"
        position="relative"
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        {!roots || (rows.length === 0 && loading.size > 0) ? (
          <Text fontSize="sm" color="fg.muted" p="2">
            {w('loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" p="2">
            {w('noData')}
          </Text>
        ) : (
          <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(first, last).map((row, offset) => (
              <PickerRow
                key={row.path.map((node) => node.id).join('/')}
                row={row}
                top={(first + offset) * ROW_HEIGHT}
                selectable={selectable(row)}
                chosen={isChosen(row)}
                loading={loading.has(row.node.id)}
                onToggle={toggle}
                onPick={onPick}
                expandLabel={row.open ? w('collapse') : w('expand')}
              />
            ))}
          </div>
        )}
      </Box>
    </Box>
  );
}

interface PickerRowProps {
  row: TreeRow;
  top: number;
  selectable: boolean;
  chosen: boolean;
  loading: boolean;
  expandLabel: string;
  onToggle: (row: TreeRow) => void;
  onPick: (row: TreeRow) => void;
}

const PickerRow = memo(function PickerRow({ row, top, selectable, chosen, loading, expandLabel, onToggle, onPick }: PickerRowProps) {
  const { node, depth, branch, open } = row;
  return (
    <div
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={branch ? open : undefined}
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
      <button
        type="button"
        aria-label={expandLabel}
        tabIndex={-1}
        style={{ width: '1rem', visibility: branch ? 'visible' : 'hidden', color: 'var(--chakra-colors-fg-muted)' }}
        onClick={() => onToggle(row)}
      >
        {loading ? '…' : open ? '▾' : '▸'}
      </button>
      <span
        tabIndex={selectable ? 0 : -1}
        onClick={() => onPick(row)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onPick(row);
          } else if ((e.key === 'ArrowRight' && !open) || (e.key === 'ArrowLeft' && open)) {
            if (branch) onToggle(row);
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

export const TreePickerDialog = memo(TreePickerDialogImpl);
