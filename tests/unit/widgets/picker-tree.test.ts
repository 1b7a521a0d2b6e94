import { describe, expect, it } from 'vitest';
import type { SelectorNode } from '../../../engine';
import { matchingRows, searchIndex, type ChildrenOf, type TreeRow } from '../../../widgets/kit/unit-picker/picker-tree';
import { organisationTree } from '../../../stories/fixtures/organisation-data-source';

/** The plain recursive search the index replaces: the reference the index must agree with. */
function reference(roots: readonly SelectorNode[], keyword: string, childrenOf: ChildrenOf = (node) => node.children): TreeRow[] {
  const needle = keyword.trim().toLowerCase();
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly SelectorNode[], parents: SelectorNode[]): boolean => {
    let any = false;
    for (const node of nodes) {
      const path = [...parents, node];
      const children = childrenOf(node);
      const row: TreeRow = {
        node,
        path,
        depth: parents.length,
        branch: children ? children.length > 0 : node.isLeaf === false,
        open: false,
      };
      rows.push(row);
      const below = children ? walk(children, path) : false;
      row.open = below;
      if (below || node.fullName.toLowerCase().includes(needle)) any = true;
      else rows.pop();
    }
    return any;
  };
  walk(roots, []);
  return rows;
}

const names = (rows: TreeRow[]) => rows.map((row) => [row.node.fullName, row.depth, row.open, row.path.map((node) => node.id).join('/')]);

/** A deterministic tree of `count` nodes, names drawn from a few syllables (mixed case). */
function tree(count: number): SelectorNode[] {
  const syllables = ['运行', '客服', 'Ops', '调度', 'ops', '站', '维修', 'A区'];
  let made = 0;
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const level = (depth: number): SelectorNode[] => {
    const list: SelectorNode[] = [];
    const width = depth === 0 ? 3 : 1 + Math.floor(next() * 4);
    for (let i = 0; i < width && made < count; i++) {
      const id = `n${++made}`;
      const name = `${syllables[Math.floor(next() * syllables.length)]}${syllables[Math.floor(next() * syllables.length)]}`;
      list.push({ id, fullName: name, children: depth < 6 ? level(depth + 1) : [], ...(next() < 0.1 ? { isLeaf: false } : {}) });
    }
    return list;
  };
  return level(0);
}

describe('picker search (searchIndex + matchingRows)', () => {
  it('keeps the matches and their ancestors, unfolded, with their paths', () => {
    const rows = matchingRows(searchIndex(organisationTree), '维修');
    expect(names(rows)).toEqual([
      ['城东智慧供热有限公司', 0, true, 'c1'],
      ['城西分公司', 1, true, 'c1/c2'],
      ['维修部', 2, false, 'c1/c2/d21'],
    ]);
    expect(matchingRows(searchIndex(organisationTree), '无此部门')).toEqual([]);
  });

  it('agrees with the plain recursive search, in any case, with lazy levels not loaded', () => {
    const roots = tree(2000);
    const index = searchIndex(roots);
    // Some levels not loaded yet (a lazy tree): their nodes are not searched.
    const lazy: ChildrenOf = (node) => (node.id.endsWith('3') ? undefined : node.children);
    const lazyIndex = searchIndex(roots, lazy);
    expect(index.nodes.length).toBeGreaterThan(500);
    expect(matchingRows(index, 'OPS').length).toBeGreaterThan(100);
    expect(matchingRows(lazyIndex, 'OPS').length).toBeLessThan(matchingRows(index, 'OPS').length);
    for (const keyword of ['运行', '客服调度', 'OPS', 'ops', ' 站 ', 'a区', '无']) {
      expect(names(matchingRows(index, keyword))).toEqual(names(reference(roots, keyword)));
      expect(matchingRows(index, keyword).map((row) => row.branch)).toEqual(reference(roots, keyword).map((row) => row.branch));
      expect(names(matchingRows(lazyIndex, keyword))).toEqual(names(reference(roots, keyword, lazy)));
    }
  });
});
