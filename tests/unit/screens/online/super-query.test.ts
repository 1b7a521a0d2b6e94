/**
 * The advanced query's pure parts: the fields it offers, the rows as JNPF's `superQueryJson`, the
 * condition tree the server reads from each of JNPF's shapes, and the list page's button and param.
 */
import '../../helpers/kinds';
import { describe, expect, it } from 'vitest';
import { compileJnpfForm, type JnpfField } from '../../../../engine';
import { readColumnData } from '../../../../schemas/online/column-data';
import { readConditionTree } from '../../../../schemas/online/query-conditions';
import { onlineListPage } from '../../../../screens/online/list-page';
import { listBody } from '../../../../screens/online/online-source';
import {
  completeRows,
  newRow,
  superQueryFields,
  superQueryJson,
  withField,
  withSuperQueryCount,
  withSymbol,
  type SuperQueryState,
} from '../../../../screens/online/super-query';

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    { __vModel__: 'tags', __config__: { jnpfKey: 'checkbox', label: '标签' } },
    { __vModel__: 'built', __config__: { jnpfKey: 'datePicker', label: '建成日期' } },
    { __vModel__: 'open', __config__: { jnpfKey: 'switch', label: '开通' } },
    { __vModel__: 'photos', __config__: { jnpfKey: 'uploadImg', label: '照片' } },
    { __config__: { jnpfKey: 'card', children: [{ __vModel__: 'note', __config__: { jnpfKey: 'textarea', label: '备注' } }] } },
    { __vModel__: 'rows', __config__: { jnpfKey: 'table', label: '明细', children: [] } },
  ],
};

describe('the fields of the advanced query', () => {
  it('offers the searchable data fields through containers, each with how it compares', () => {
    const fields = superQueryFields(formData);
    expect(fields.map((field) => [field.vModel, field.kind])).toEqual([
      ['name', 'text'],
      ['area', 'number'],
      ['tags', 'list'],
      ['built', 'date'],
      ['note', 'text'],
    ]);
    expect(superQueryFields(formData, (vModel) => vModel !== 'area').map((field) => field.vModel)).not.toContain('area');
  });
});

describe('the rows as superQueryJson', () => {
  const fields = superQueryFields(formData);
  const byKey = (key: string) => fields.find((field) => field.vModel === key);

  it('gives a chosen field its first symbol and drops the value of 为空', () => {
    const row = withField(newRow(), byKey('area'));
    expect(row).toMatchObject({ field: 'area', symbol: '==' });
    expect(withSymbol({ ...row, fieldValue: 3 }, 'null')).not.toHaveProperty('fieldValue');
    expect(withSymbol({ ...row, fieldValue: 3 }, '>')).toMatchObject({ symbol: '>', fieldValue: 3 });
  });

  it('writes the complete rows as JNPF does, and nothing when none is complete', () => {
    const state: SuperQueryState = {
      matchLogic: 'OR',
      rows: [
        { id: 1, field: 'area', symbol: '>', fieldValue: 100 },
        { id: 2, field: 'name', symbol: 'like' },
        { id: 3, field: 'tags', symbol: 'notNull' },
        { id: 4, field: '', symbol: '' },
        { id: 5, field: 'tags', symbol: 'like', fieldValue: 'a' },
      ],
    };
    expect(completeRows(state, fields).map((row) => row.id)).toEqual([1, 3]);
    expect(JSON.parse(superQueryJson(state, fields)!)).toEqual({
      matchLogic: 'OR',
      condition: [
        { field: 'area', symbol: '>', fieldValue: 100, jnpfKey: 'inputNumber' },
        { field: 'tags', symbol: 'notNull', fieldValue: '', jnpfKey: 'checkbox' },
      ],
    });
    expect(superQueryJson({ matchLogic: 'AND', rows: [{ id: 6, field: 'name', symbol: '==', fieldValue: '' }] }, fields)).toBeUndefined();
  });

  it('is read back by the server’s reader, as are V3’s groups and 3.4.7’s rule lists', () => {
    const text = superQueryJson({ matchLogic: 'OR', rows: [{ id: 1, field: 'area', symbol: '>', fieldValue: 1 }] }, fields)!;
    expect(readConditionTree(JSON.parse(text))).toEqual({
      matchLogic: 'or',
      groups: [{ logic: 'or', conditions: [{ field: 'area', symbol: '>', fieldValue: 1, jnpfKey: 'inputNumber' }] }],
    });
    const a = { field: 'a', symbol: '==', fieldValue: 1 };
    expect(readConditionTree([a])).toEqual({ matchLogic: 'and', groups: [{ logic: 'and', conditions: [a] }] });
    expect(readConditionTree({ matchLogic: 'and', conditionList: [{ logic: 'or', groups: [a, a] }] })).toEqual({
      matchLogic: 'and',
      groups: [{ logic: 'or', conditions: [a, a] }],
    });
    expect(readConditionTree({ matchLogic: 'xor', condition: [] })).toBeUndefined();
    expect(readConditionTree([{ field: 'a' }])).toBeUndefined();
    expect(readConditionTree('')).toEqual({ matchLogic: 'and', groups: [] });
  });
});

describe('the list page’s 高级查询', () => {
  const form = compileJnpfForm(formData as { fields: JnpfField[] });
  const pageOf = (columnData: Record<string, unknown>) => onlineListPage({ id: 'p', columnData: readColumnData(columnData), form });

  it('adds the button and sends the query the screen holds, unless hasSuperQuery is off', () => {
    const page = pageOf({});
    expect(page.toolbar?.buttons?.map((button) => button.id)).toEqual(['add', 'superQuery']);
    expect(page.list.params).toEqual({ superQueryJson: '$param.superQueryJson' });
    expect(page.actions?.superQuery).toEqual({ type: 'custom', handler: 'superQuery' });
    const off = pageOf({ hasSuperQuery: false });
    expect(off.toolbar?.buttons?.map((button) => button.id)).toEqual(['add']);
    expect(off.list.params).toBeUndefined();
  });

  it('shows how many conditions are on in the button', () => {
    const counted = withSuperQueryCount(pageOf({}), 2);
    expect(counted.toolbar?.buttons?.find((button) => button.id === 'superQuery')?.label).toEqual({
      zh: '高级查询 (2)',
      en: 'Advanced query (2)',
      zhtw: '高級查詢 (2)',
    });
  });

  it('sends the query as superQueryJson beside queryJson', () => {
    expect(listBody({ currentPage: 1, pageSize: 20, name: 'x', superQueryJson: '{"matchLogic":"AND","condition":[]}' }, 'm')).toEqual({
      currentPage: 1,
      pageSize: 20,
      menuId: 'm',
      queryJson: '{"name":"x"}',
      superQueryJson: '{"matchLogic":"AND","condition":[]}',
    });
  });
});
