/** Tree helpers for tree tables and the side tree (pure): visible rows, branch keys, filtering. */
import type { PageRow } from './page-data-source';

export interface TreeKeys {
  value: string;
  children: string;
}

export interface VisibleRow {
  row: PageRow;
  key: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

export function childrenOf(row: PageRow, keys: TreeKeys): PageRow[] {
  const children = row[keys.children];
  return Array.isArray(children) ? (children as PageRow[]) : [];
}

export function keyOf(row: PageRow, keys: TreeKeys): string {
  return String(row[keys.value] ?? '');
}

/** A row whose children are still to load: it says it has some and holds none (lists with `lazy`). */
export const awaitsChildren = (row: PageRow, keys: TreeKeys): boolean => row.hasChildren === true && childrenOf(row, keys).length === 0;

/**
 * Rows in display order: children follow their parent while it is expanded. With `lazy`, a row whose
 * children are still to load shows as a closed branch.
 */
export function visibleRows(
  rows: readonly PageRow[],
  keys: TreeKeys,
  expanded: ReadonlySet<string>,
  tree: boolean,
  lazy = false,
): VisibleRow[] {
  const out: VisibleRow[] = [];
  const walk = (list: readonly PageRow[], depth: number) => {
    for (const row of list) {
      const key = keyOf(row, keys);
      const children = tree ? childrenOf(row, keys) : [];
      const open = expanded.has(key) && children.length > 0;
      const hasChildren = children.length > 0 || (tree && lazy && awaitsChildren(row, keys));
      out.push({ row, key, depth, hasChildren, expanded: open });
      if (open) walk(children, depth + 1);
    }
  };
  walk(rows, 0);
  return out;
}

/** Keys of every row that has children (what "expand all" opens). */
export function branchKeys(rows: readonly PageRow[], keys: TreeKeys): string[] {
  const out: string[] = [];
  const walk = (list: readonly PageRow[]) => {
    for (const row of list) {
      const children = childrenOf(row, keys);
      if (children.length > 0) {
        out.push(keyOf(row, keys));
        walk(children);
      }
    }
  };
  walk(rows);
  return out;
}

/** Rows whose label contains `text` (case-insensitive), with their ancestors; all rows when empty. */
export function filterTree(rows: readonly PageRow[], keys: TreeKeys & { label: string }, text: string): PageRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  const walk = (list: readonly PageRow[]): PageRow[] =>
    list.flatMap((row) => {
      const children = walk(childrenOf(row, keys));
      const hit = String(row[keys.label] ?? '')
        .toLowerCase()
        .includes(needle);
      if (!hit && children.length === 0) return [];
      return [{ ...row, [keys.children]: hit && children.length === 0 ? childrenOf(row, keys) : children }];
    });
  return walk(rows);
}

/** A copy of the tree with the row of `key` changed by `update`. */
export function updateRow(rows: readonly PageRow[], keys: TreeKeys, key: string, update: (row: PageRow) => PageRow): PageRow[] {
  return rows.map((row) => {
    const changed = keyOf(row, keys) === key ? update(row) : row;
    const children = childrenOf(changed, keys);
    return children.length > 0 ? { ...changed, [keys.children]: updateRow(children, keys, key, update) } : changed;
  });
}

export function findRow(rows: readonly PageRow[], keys: TreeKeys, key: string): PageRow | undefined {
  for (const row of rows) {
    if (keyOf(row, keys) === key) return row;
    const found = findRow(childrenOf(row, keys), keys, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first node without children, depth first: the first that holds rows of its own. A node with
 * children usually only groups them (the dictionary's 系统字典 above 性别, 民族 …).
 */
export function firstLeaf(rows: readonly PageRow[], keys: TreeKeys): PageRow | undefined {
  for (const row of rows) {
    const children = childrenOf(row, keys);
    if (children.length === 0) return row;
    const leaf = firstLeaf(children, keys);
    if (leaf) return leaf;
  }
  return undefined;
}
