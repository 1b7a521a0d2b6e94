import { describe, expect, it } from 'vitest';
import { isOn, matches, resolveBinding, resolveBindings } from '../../../../engine/page/bindings';
import { checkPageSchema } from '../../../../engine/page';
import { derivedValues, dialogUiSchema } from '../../../../engine/page/dialog-form';
import { pageWindow } from '../../../../engine/page/kit';
import { branchKeys, filterTree, updateRow, visibleRows } from '../../../../engine/page/tree-rows';
import { buildQuery } from '../../../../engine/page/use-page-list';
import { localText, pageWord } from '../../../../engine/page/words';
import { categoryPage, pickerPage } from '../../../../stories/engine/page-demo';
import { testPage } from './fixture';

const tree = [
  {
    id: 'a',
    fullName: '城东',
    children: [
      { id: 'a1', fullName: '东一站', children: [] },
      { id: 'a2', fullName: '东二站' },
    ],
  },
  { id: 'b', fullName: '城西', children: [] },
];
const keys = { value: 'id', children: 'children', label: 'fullName' };

describe('page helpers', () => {
  it('resolves bindings from the node, row, params and search, and leaves literals alone', () => {
    const scope = { node: { id: 't1', isTree: 1 }, row: { id: 'r' }, param: { typeId: 'x' }, search: { keyword: 'k' } };
    expect(resolveBinding('$node.isTree', scope)).toBe(1);
    expect(resolveBindings({ a: '$row.id', b: '$param.typeId', c: '$search.keyword', d: '-1', e: 0, f: '$node.missing' }, scope)).toEqual({
      a: 'r',
      b: 'x',
      c: 'k',
      d: '-1',
      e: 0,
    });
    expect([isOn(1), isOn('1'), isOn(true), isOn(0), isOn(undefined)]).toEqual([true, true, true, false, false]);
    expect(matches({ field: 'enabledMark', equals: 1 }, { enabledMark: '1' })).toBe(true);
    expect(matches({ field: 'enabledMark', notEquals: 1 }, { enabledMark: 1 })).toBe(false);
  });

  it('builds the query from search values, bound params, paging and sort', () => {
    expect(
      buildQuery(
        { call: 'x', params: { typeId: '$node.id' }, sort: { sort: 'desc', sidx: 'creatorTime' } },
        { node: { id: 't' }, search: { keyword: 'k' } },
        2,
        50,
      ),
    ).toEqual({
      keyword: 'k',
      typeId: 't',
      currentPage: 2,
      pageSize: 50,
      sort: 'desc',
      sidx: 'creatorTime',
    });
    expect(buildQuery({ call: 'x', paging: false }, {}, 1, 20)).toEqual({});
  });

  it('shows open branches only, lists branch keys, filters with ancestors and patches one row', () => {
    expect(visibleRows(tree, keys, new Set(), true).map((r) => r.key)).toEqual(['a', 'b']);
    expect(visibleRows(tree, keys, new Set(['a']), true).map((r) => [r.key, r.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a2', 1],
      ['b', 0],
    ]);
    expect(visibleRows(tree, keys, new Set(['a']), false).map((r) => r.key)).toEqual(['a', 'b']);
    expect(branchKeys(tree, keys)).toEqual(['a']);
    expect(filterTree(tree, keys, '二').map((r) => [r.id, (r.children as { id: string }[]).map((c) => c.id)])).toEqual([['a', ['a2']]]);
    expect(filterTree(tree, keys, '')).toHaveLength(2);
    const patched = updateRow(tree, keys, 'a2', (row) => ({ ...row, fullName: '改' }));
    expect((patched[0]!.children as { fullName: string }[])[1]!.fullName).toBe('改');
    expect(tree[0]!.children[1]!.fullName).toBe('东二站');
  });

  it('lays out page numbers with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 12]);
  });

  it('speaks three languages', () => {
    expect([pageWord('zh', 'empty'), pageWord('en', 'empty'), pageWord('zhtw', 'noData')]).toEqual(['暂无数据', 'No data', '無數據']);
    expect(pageWord('zh', 'total', { total: 3 })).toBe('共 3 条');
    expect(localText({ zh: '新建', en: 'New' }, 'en')).toBe('New');
    expect(localText({ zh: '新建' }, 'zhtw')).toBe('新建');
  });

  it('prepares dialog forms: loaded options, locked and computed fields', () => {
    const dialog = testPage.dialogs!.item!;
    const ui = dialogUiSchema(
      { ...dialog, enabledWhen: { parentId: '$node.isTree' } },
      'edit',
      { parentId: [{ id: 'p' }] },
      { node: { isTree: 0 } },
    );
    expect(ui.parentId['ui:options']).toMatchObject({ dataType: 'static', options: [{ id: 'p' }], disabled: true });
    expect(ui.enCode['ui:options']).toMatchObject({ disabled: true, readonly: true });
    expect(
      derivedValues(dialog, { derive: { upperName: (v) => String(v.fullName).toUpperCase() } }, { fullName: 'ab', enCode: 'AB' }),
    ).toEqual({});
    expect(() => derivedValues(dialog, {}, {})).toThrow('page handler derive.upperName is not given');
  });

  it('checks page schemas against their JSON Schema and their own names', () => {
    for (const page of [testPage, categoryPage, pickerPage]) expect(checkPageSchema(page)).toEqual([]);
    expect(checkPageSchema({ id: 'x', list: {}, columns: [] })[0]).toMatch(/^page\/list: /);
    const broken = {
      ...testPage,
      rowActions: [{ id: 'x', label: 'x', action: 'nothing' }],
      actions: { ...testPage.actions, open: { type: 'dialog', dialog: 'none', mode: 'create' } },
    };
    expect(checkPageSchema(broken)).toEqual([
      'page: button x names action nothing, which is not defined',
      'page: action open opens dialog none, which is not defined',
    ]);
  });
});
