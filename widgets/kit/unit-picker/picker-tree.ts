/**
 * The rows a picker dialog shows: the tree flattened to what is unfolded (or, with a keyword, the
 * matches and their ancestors), so a 10,000-node tree costs only the rows in view (TreeRows windows
 * them). Pure functions over SelectorNode trees.
 */
import type { SelectorNode } from '../../../engine/data-source';

export interface TreeRow {
  node: SelectorNode;
  /** The nodes from the root down to this one, itself included. */
  path: SelectorNode[];
  depth: number;
  /** Has children, or may have (a lazy node not yet loaded). */
  branch: boolean;
  open: boolean;
}

/** Children of a node: the loaded ones (lazy trees fill `loaded` as nodes are opened). */
export type ChildrenOf = (node: SelectorNode) => SelectorNode[] | undefined;

export const ownChildren: ChildrenOf = (node) => node.children;

const isBranch = (node: SelectorNode, children: SelectorNode[] | undefined) => (children ? children.length > 0 : node.isLeaf === false);

/** The unfolded rows, depth first. */
export function visibleRows(
  roots: readonly SelectorNode[],
  expanded: ReadonlySet<string>,
  childrenOf: ChildrenOf = ownChildren,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly SelectorNode[], parents: SelectorNode[]) => {
    for (const node of nodes) {
      const children = childrenOf(node);
      const open = expanded.has(node.id);
      const path = [...parents, node];
      rows.push({ node, path, depth: parents.length, branch: isBranch(node, children), open });
      if (open && children) walk(children, path);
    }
  };
  walk(roots, []);
  return rows;
}

/**
 * The tree in preorder as plain arrays (each node's parent, depth and lower-case name), built once per
 * tree, so that each keyword costs one pass over strings already lowered, and no allocation for the
 * nodes that do not match (10,000 nodes: well under a millisecond per keystroke).
 */
export interface SearchIndex {
  nodes: SelectorNode[];
  /** Index of the parent in `nodes`, -1 at the top. */
  parent: number[];
  depth: number[];
  branch: boolean[];
  names: string[];
}

export function searchIndex(roots: readonly SelectorNode[], childrenOf: ChildrenOf = ownChildren): SearchIndex {
  const index: SearchIndex = { nodes: [], parent: [], depth: [], branch: [], names: [] };
  const walk = (nodes: readonly SelectorNode[], parent: number, depth: number) => {
    for (const node of nodes) {
      const at = index.nodes.length;
      const children = childrenOf(node);
      index.nodes.push(node);
      index.parent.push(parent);
      index.depth.push(depth);
      index.branch.push(isBranch(node, children));
      index.names.push(node.fullName.toLowerCase());
      if (children) walk(children, at, depth + 1);
    }
  };
  walk(roots, -1, 0);
  return index;
}

const KEPT = 1;
/** Kept, with kept nodes below (shown unfolded). */
const OPEN = 2;

/** Rows of the nodes whose name contains the keyword (any case), with their ancestors, all unfolded. */
export function matchingRows(index: SearchIndex, keyword: string): TreeRow[] {
  const needle = keyword.trim().toLowerCase();
  const { nodes, parent, names } = index;
  const mark = new Uint8Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    if (!names[i]!.includes(needle)) continue;
    if (mark[i] === 0) mark[i] = KEPT;
    // Ancestors already OPEN have theirs marked too.
    for (let p = parent[i]!; p >= 0 && mark[p] !== OPEN; p = parent[p]!) mark[p] = OPEN;
  }
  const rows: TreeRow[] = [];
  // A kept node's parent is kept and comes first: its path is the parent's and the node.
  const paths = new Array<SelectorNode[]>(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    if (mark[i] === 0) continue;
    const node = nodes[i]!;
    const path = parent[i]! >= 0 ? [...paths[parent[i]!]!, node] : [node];
    paths[i] = path;
    rows.push({ node, path, depth: index.depth[i]!, branch: index.branch[i]!, open: mark[i] === OPEN });
  }
  return rows;
}
