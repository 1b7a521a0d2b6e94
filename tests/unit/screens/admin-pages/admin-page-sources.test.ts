import { describe, expect, it, vi } from 'vitest';
import type { DictionaryApi } from '../../../../api/dictionary-client';
import type { ResourceClient } from '../../../../api/resource-client';
import { checkPageSchema } from '../../../../engine/page';
import { cachedLookup } from '../../../../engine/lookups/lookup-cache';
import { createMemoryDataSource } from '../../../../engine/memory-data-source';
import { billRulePage, billRulePickerPage } from '../../../../schemas/pages/bill-rule';
import { billRuleResource } from '../../../../schemas/resources/bill-rule';
import { createResourceSource, resourceBody, resourceHandlers } from '../../../../screens/resource/resource-source';
import { dictionaryItemsPage, dictionaryPage } from '../../../../schemas/pages/dictionary';
import { createDictionarySource, itemBody, typeBody } from '../../../../screens/system-data/dictionary/dictionary-source';

describe('administration page schemas', () => {
  it.each([
    ['dictionary', dictionaryPage],
    ['dictionary of a type-4 menu', dictionaryItemsPage('$param')],
    ['bill rules', billRulePage],
    ['bill-rule picker', billRulePickerPage],
  ])('the %s page is a valid page schema', (_, page) => {
    expect(checkPageSchema(page)).toEqual([]);
  });
});

describe('dictionary source', () => {
  it('sends an entry whose parent is its category with parentId 0, and keeps other parents', () => {
    expect(
      itemBody({ dictionaryTypeId: 't1', parentId: 't1', fullName: '甲', enCode: 'a', sortCode: 3, enabledMark: 0, description: '' }),
    ).toEqual({
      dictionaryTypeId: 't1',
      parentId: '0',
      fullName: '甲',
      enCode: 'a',
      sortCode: 3,
      enabledMark: 0,
    });
    expect(itemBody({ dictionaryTypeId: 't1', parentId: 'p', fullName: '乙', enCode: 'b' })).toMatchObject({
      parentId: 'p',
      enabledMark: 1,
    });
    expect(typeBody({ fullName: '分类', enCode: 'c', isTree: 1, description: '说明' })).toEqual({
      parentId: '-1',
      fullName: '分类',
      enCode: 'c',
      isTree: 1,
      description: '说明',
    });
  });

  it('asks for a page of entries (a level of a large tree when a row opens) and answers its total', async () => {
    const page = {
      list: [{ id: 'e', fullName: '城东', hasChildren: true, children: [] }],
      pagination: { currentPage: 2, pageSize: 50, total: 51 },
    };
    const api = { itemsPage: vi.fn(async () => page) } as unknown as DictionaryApi;
    const source = createDictionarySource({ api, form: createMemoryDataSource(), resolveUrl: (path) => path });
    expect(await source.list('items.list', { typeId: 't1', isTree: 1, keyword: '', currentPage: 2, pageSize: 50 })).toEqual({
      list: page.list,
      total: 51,
    });
    expect(api.itemsPage).toHaveBeenLastCalledWith('t1', { keyword: '', isTree: 1, currentPage: 2, pageSize: 50 });
    await source.list('items.list', { typeId: 't1', isTree: 1, currentPage: 1, pageSize: 1000, parentId: 'e' });
    expect(api.itemsPage).toHaveBeenLastCalledWith('t1', { keyword: '', isTree: 1, currentPage: 1, pageSize: 1000, parentId: 'e' });
  });

  it('clears the cached dictionaries after a change, shows the server message, and downloads exports', async () => {
    const api = {
      createItem: vi.fn(async () => ({ msg: '新建成功', data: { id: 'n' } })),
      itemInfo: vi.fn(async () => ({
        id: 'i',
        dictionaryTypeId: 't1',
        parentId: '0',
        fullName: '甲',
        enCode: 'a',
        sortCode: 0,
        enabledMark: 1,
        description: null,
      })),
      exportType: vi.fn(async () => ({ url: '/api/file/Download/x', name: '性别.bdd' })),
      typeSelector: vi.fn(async () => [{ id: 't2', fullName: '子' }]),
    } as unknown as DictionaryApi;
    const source = createDictionarySource({ api, form: createMemoryDataSource(), resolveUrl: (path) => `http://host${path}` });
    const load = vi.fn(async () => ['old']);
    await cachedLookup('dictionaries', load, 'sex');
    expect(await source.call('items.create', { values: { dictionaryTypeId: 't1', parentId: 't1', fullName: '甲', enCode: 'a' } })).toEqual({
      msg: '新建成功',
    });
    expect(api.createItem).toHaveBeenCalledWith(expect.objectContaining({ parentId: '0', dictionaryTypeId: 't1' }));
    await cachedLookup('dictionaries', load, 'sex');
    expect(load).toHaveBeenCalledTimes(2);
    expect((await source.call('items.info', { id: 'i' })).data).toMatchObject({ parentId: 't1' });
    expect(await source.call('types.export', { id: 't1' })).toEqual({
      download: { url: 'http://host/api/file/Download/x', name: '性别.bdd' },
    });
    expect((await source.call('types.parents', { id: 't1' })).data).toEqual([
      { id: '-1', fullName: '顶级节点', children: [{ id: 't2', fullName: '子' }] },
    ]);
    expect(api.typeSelector).toHaveBeenCalledWith('t1');
  });
});

describe('bill-rule source', () => {
  it('computes the live example: prefix, today in the chosen format, start number padded to the digits', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30) });
    try {
      const example = resourceHandlers.billRule!.derive!.billRuleExample!;
      expect(example({ prefix: 'GD', dateFormat: 'yyyyMMdd', digit: '4', startNumber: '1' })).toBe('GD202611220001');
      expect(example({ prefix: 'GD', dateFormat: 'yyyyMM', digit: '4', startNumber: '1' })).toBe('GD2026110001');
      expect(example({ prefix: 'GD', dateFormat: 'yyyy', digit: '6', startNumber: '12' })).toBe('GD2026000012');
      expect(example({ prefix: 'GD', dateFormat: 'no', digit: '3', startNumber: '7' })).toBe('GD007');
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps dialog values to the body and lists to rows with their total', async () => {
    // The form's fields as given (the server recomputes the example; a left-out state is the schema's 1).
    expect(
      resourceBody(billRuleResource, {
        fullName: '工单',
        enCode: 'GD',
        category: 'c',
        prefix: 'GD',
        dateFormat: 'no',
        digit: '4',
        startNumber: '0001',
        example: 'GD0001',
        sortCode: 2,
      }),
    ).toEqual({
      fullName: '工单',
      enCode: 'GD',
      category: 'c',
      prefix: 'GD',
      dateFormat: 'no',
      digit: '4',
      startNumber: '0001',
      example: 'GD0001',
      sortCode: 2,
    });
    const page = { list: [{ id: 'r' }], pagination: { currentPage: 2, pageSize: 20, total: 21 } };
    const client = {
      list: vi.fn(async () => page),
      get: vi.fn(async (subPath: string) => (subPath === '/Selector' ? page : { url: '/api/file/Download/t', name: '工单编号.bbr' })),
      info: vi.fn(async () => ({ id: 'r', digit: '4', description: null })),
      resolveUrl: (path: string) => `http://host${path}`,
    } as unknown as ResourceClient;
    const form = createMemoryDataSource({ dictionaries: { businessType: [{ id: 'c', fullName: '通用' }] } });
    const source = createResourceSource(billRuleResource, client, form);
    const query = { keyword: 'x', categoryId: 'c', currentPage: 2, pageSize: 20, sort: 'desc' as const };
    expect(await source.list('billRule.list', query)).toEqual({ list: [{ id: 'r' }], total: 21 });
    expect(client.list).toHaveBeenCalledWith({ keyword: 'x', categoryId: 'c', currentPage: 2, pageSize: 20, sort: 'desc' });
    expect(await source.list('billRule.selector', query)).toEqual({ list: [{ id: 'r' }], total: 21 });
    expect(client.get).toHaveBeenCalledWith('/Selector', { keyword: 'x', categoryId: 'c', currentPage: 2, pageSize: 20, sort: 'desc' });
    expect(await source.list('billRule.categories', {})).toEqual({ list: [{ id: 'c', fullName: '通用' }] });
    expect((await source.call('billRule.info', { id: 'r' })).data).toEqual({ id: 'r', digit: '4', description: null });
    expect(await source.call('billRule.export', { id: 'r' })).toEqual({
      download: { url: 'http://host/api/file/Download/t', name: '工单编号.bbr' },
    });
    expect(client.get).toHaveBeenLastCalledWith('/r/Action/Export');
  });
});
