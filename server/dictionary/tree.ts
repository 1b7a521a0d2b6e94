/** Nests flat rows by parentId; a row whose parent is not among them becomes a root. Keeps row order. */
export type TreeNode<T> = T & { hasChildren: boolean; children: TreeNode<T>[] };

export function buildTree<T extends { id: string; parentId: string }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, hasChildren: false, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** Ids of `rootId` and everything under it. */
export function subtreeIds<T extends { id: string; parentId: string }>(rows: readonly T[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const list = children.get(row.parentId);
    if (list) list.push(row.id);
    else children.set(row.parentId, [row.id]);
  }
  const found = new Set<string>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** `rows` whose id matches, with every ancestor of each, in the original order (a filtered tree keeps its paths). */
export function withAncestors<T extends { id: string; parentId: string }>(rows: readonly T[], matches: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!matches(row)) continue;
    let current: T | undefined = row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return rows.filter((row) => keep.has(row.id));
}

/** The tree without the nodes `keep` refuses, and without everything under them. */
export function pruneTree<T>(nodes: readonly TreeNode<T>[], keep: (node: TreeNode<T>) => boolean): TreeNode<T>[] {
  return nodes.filter(keep).map((node) => {
    const children = pruneTree(node.children, keep);
    return { ...node, children, hasChildren: children.length > 0 };
  });
}

/** Rows as tree nodes without nesting (a flat list answered in the same shape as a tree). */
export const flatNodes = <T>(rows: readonly T[]): TreeNode<T>[] => rows.map((row) => ({ ...row, hasChildren: false, children: [] }));
