import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCandidates, searchTypesOf } from '../../../../../screens/visual-dev/list-designer/list-candidates';
import { listGenerationOf } from '../../../../../screens/visual-dev/list-designer/list-generation';
import {
  columnItem,
  designHints,
  newColumnData,
  readListDesign,
  searchItem,
  withButton,
  withButtonLabel,
  withItem,
  withItemPatch,
  withMoved,
  withoutItem,
  withSort,
  withTreeRelation,
  withTreeSync,
  type Json,
} from '../../../../../screens/visual-dev/list-designer/list-model';

const root = join(__dirname, '../../../../..');
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Json;

/** Every stored list the project has, with its form when known. */
const fixtures: { name: string; columnData: Json; form: unknown }[] = [
  ...readdirSync(join(root, 'tests/fixtures/forms/online'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `online/${file}`,
      columnData: read(`tests/fixtures/forms/online/${file}`),
      form: file.startsWith('v3-purchase-invoice') ? read('tests/fixtures/forms/real/v3-purchase-invoice.json') : undefined,
    })),
  ...readdirSync(join(root, 'server/seed/visual-dev'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const { definition } = read(`server/seed/visual-dev/${file}`) as { definition: { columnData: Json; formData: unknown } };
      return { name: `seed/${file}`, columnData: definition.columnData, form: definition.formData };
    }),
];

/** What the designer saves: the JSON text the editor sends (compacted). */
const saved = (value: Json) => JSON.stringify(value);

describe('the list designer model', () => {
  it.each(fixtures)('reads $name and, unchanged, gives back the same JSON', ({ columnData, form }) => {
    const text = JSON.stringify(columnData);
    const generation = listGenerationOf(columnData, form);
    const design = readListDesign(columnData, generation);
    expect(design.columns.map((column) => column.prop)).toEqual((columnData.columnList as Json[]).map((item) => item.prop));
    expect(saved(columnData)).toBe(text);
  });

  it.each(fixtures)('changes only what an edit is about in $name', ({ columnData, form }) => {
    const generation = listGenerationOf(columnData, form);
    const first = (columnData.columnList as Json[])[0]!;
    const widened = withItemPatch(columnData, 'columnList', String(first.prop), { width: 222 });
    const columns = widened.columnList as Json[];
    expect(columns[0]).toEqual({ ...first, width: 222 });
    expect(columns.slice(1)).toEqual((columnData.columnList as Json[]).slice(1));
    expect({ ...widened, columnList: columnData.columnList }).toEqual(columnData);
    // Moving a column down and back, a button off and on, give back the same text.
    const moved = withMoved(withMoved(columnData, 'columnList', 0, 1), 'columnList', 1, 0);
    expect(saved(moved)).toBe(saved(columnData));
    const toggled = withButton(withButton(columnData, 'btnsList', 'add', false, generation), 'btnsList', 'add', true, generation);
    expect(saved(toggled)).toBe(saved(columnData));
  });

  it('adds a column in the shape JNPF’s column designer saves: its settings, then the whole field object', () => {
    const { definition } = read('server/seed/visual-dev/heat-customer.json') as { definition: { columnData: Json; formData: Json } };
    const { columnData, formData } = definition;
    const generation = listGenerationOf(columnData, formData);
    expect(generation).toBe('old');
    const candidate = listCandidates(formData, generation).columns.find((item) => item.prop === 'customerName')!;
    const list = columnData.columnList as Json[];
    const index = list.findIndex((item) => item.prop === 'customerName');
    const removed = withoutItem(columnData, 'columnList', 'customerName');
    const added = withItem(removed, 'columnList', columnItem(candidate, generation));
    const back = withMoved(added, 'columnList', list.length - 1, index);
    expect(saved(back)).toBe(saved(columnData));
    // A search field likewise (3.4.7 starts it empty, fuzzy for text).
    const search = searchItem(candidate, generation);
    expect(Object.keys(search).slice(0, 7)).toEqual(['label', 'prop', 'jnpfKey', 'value', 'searchType', 'searchMultiple', '__vModel__']);
    expect(search).toMatchObject({ value: '', searchType: 2, searchMultiple: false });
  });

  it('finds candidates by JNPF’s rules: files are not searched, sub-table columns are shown but not searched or grouped', () => {
    const { definition } = read('server/seed/visual-dev/heat-customer.json') as { definition: { formData: Json } };
    const candidates = listCandidates(definition.formData, 'old');
    const props = (items: { prop: string }[]) => items.map((item) => item.prop);
    expect(props(candidates.columns)).not.toContain('contractFile');
    expect(props(candidates.search)).not.toContain('contractFile');
    expect(props(candidates.columns).filter((prop) => prop.startsWith('payments-'))).toEqual([
      'payments-season',
      'payments-payDate',
      'payments-amount',
      'payments-payMethod',
      'payments-receiptNo',
    ]);
    expect(props(candidates.search).some((prop) => prop.includes('-'))).toBe(false);
    expect(props(candidates.group).some((prop) => prop.includes('-'))).toBe(false);
    expect(props(candidates.sum)).toEqual(['heatingArea']);
    expect(candidates.columns.find((item) => item.prop === 'payments-amount')!.label).toBe('缴费记录-缴费金额(元)');
    expect(searchTypesOf('numInput')).toEqual([3, 1]);
    expect(searchTypesOf('comInput')).toEqual([2, 1]);
    expect(searchTypesOf('select')).toEqual([1]);
  });

  it('writes the default order in the generation the list came with', () => {
    const old = newColumnData('old');
    expect(withSort(old, [{ field: 'meterNo', sort: 'asc' }], 'old')).toMatchObject({ defaultSidx: 'meterNo', sort: 'asc' });
    expect(withSort(old, [], 'old')).toMatchObject({ defaultSidx: '', sort: 'desc' });
    expect('defaultSortConfig' in withSort(old, [], 'old')).toBe(false);
    const v3 = newColumnData('new');
    const sorted = withSort(
      v3,
      [
        { field: 'a', sort: 'desc' },
        { field: 'b', sort: 'asc' },
      ],
      'new',
    );
    expect(sorted.defaultSortConfig).toEqual([
      { field: 'a', sort: 'desc' },
      { field: 'b', sort: 'asc' },
    ]);
    expect('defaultSidx' in sorted).toBe(false);
    expect(readListDesign(sorted, 'new').sort).toHaveLength(2);
  });

  it('knows the generation from the list, else from its form', () => {
    expect(listGenerationOf({ defaultSortConfig: [] }, undefined)).toBe('new');
    expect(listGenerationOf({ defaultSidx: '' }, undefined)).toBe('old');
    expect(listGenerationOf({ btnsList: [{ value: 'add', icon: 'el-icon-plus' }] }, undefined)).toBe('old');
    expect(listGenerationOf(null, { fields: [{ __config__: { jnpfKey: 'comInput' } }] })).toBe('old');
    expect(listGenerationOf(null, { fields: [{ __config__: { jnpfKey: 'input' } }] })).toBe('new');
    expect(listGenerationOf({}, { fields: [] })).toBe('new');
  });

  it('puts a button back in JNPF’s order with the generation’s icon, and renames it', () => {
    const list = newColumnData('old');
    const withExport = withButton(withButton(list, 'btnsList', 'batchRemove', true, 'old'), 'btnsList', 'download', true, 'old');
    expect((withExport.btnsList as Json[]).map((item) => item.value)).toEqual(['add', 'download', 'batchRemove']);
    expect((withExport.btnsList as Json[])[1]).toEqual({ value: 'download', icon: 'el-icon-download', label: '导出' });
    const renamed = withButtonLabel(withExport, 'btnsList', 'download', '导出数据');
    expect(readListDesign(renamed, 'old').toolbar.find((button) => button.value === 'download')).toEqual({
      value: 'download',
      label: '导出数据',
      on: true,
    });
  });

  it('drops the left tree’s field from the search, keeps the load mode in the list’s own spelling, and hints what is missing', () => {
    const list = { ...newColumnData('old'), type: 2, searchList: [{ prop: 'station', label: '换热站' }] };
    const related = withTreeRelation(list, 'station');
    expect(related.searchList).toEqual([]);
    expect(withTreeSync(related, 'old', { synType: 1 })).toMatchObject({ treeSynType: 1 });
    expect(withTreeSync(newColumnData('new'), 'new', { synType: 1, asyncInterfaceId: 'i1' })).toMatchObject({
      treeSyncType: 1,
      treeSyncInterfaceId: 'i1',
    });
    expect(designHints(readListDesign(list, 'old'))).toEqual(['noColumns', 'noDictionary', 'noRelation']);
    expect(designHints(readListDesign({ type: 3, columnList: [{ prop: 'a' }] }, 'old'))).toEqual(['noGroupField']);
  });
});
