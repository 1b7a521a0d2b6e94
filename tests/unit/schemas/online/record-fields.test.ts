import { describe, expect, it } from 'vitest';
import calcTable from '../../../fixtures/forms/e2-calc-table-new.json';
import containers from '../../../fixtures/forms/containers-new.json';
import system from '../../../fixtures/forms/e2-system.json';
import { checkRecord, regexOf } from '../../../../schemas/online/check-record';
import { fieldsByKey, recordFields } from '../../../../schemas/online/record-fields';

describe('recordFields', () => {
  it('finds the data fields inside every container, in order', () => {
    expect(recordFields(containers).map((field) => field.vModel)).toEqual([
      'rowLeft',
      'rowRight',
      'cardPhone',
      'tabFirst',
      'tabSecond',
      'collapseFirst',
      'collapseSecond',
      'gridTall',
      'gridTopRight',
      'gridBottomRight',
      'hiddenByNoShow',
      'appOnly',
    ]);
  });

  it('keeps sub-table columns under their table and addresses them as table-column', () => {
    const fields = recordFields(calcTable);
    const table = fields.find((field) => field.vModel === 'tableField150');
    expect(table?.shape).toBe('rows');
    expect(table?.children?.map((column) => column.vModel)).toEqual(['name', 'price', 'qty', 'amount']);
    expect(fieldsByKey(fields).get('tableField150-qty')?.label).toBe('数量');
  });

  it('marks the system fields and reads the bill rule code', () => {
    const fields = recordFields(system);
    expect(fields.every((field) => field.shape === 'system')).toBe(true);
    expect(fields.find((field) => field.jnpfKey === 'billRule')?.rule).toBe('WorkOrder');
  });

  it('leaves out a calculation that only shows its result', () => {
    const form = { fields: [{ __vModel__: 'shown', __config__: { jnpfKey: 'calculate', isStorage: 0 } }] };
    expect(recordFields(form)).toEqual([]);
  });
});

describe('checkRecord', () => {
  const form = {
    fields: [
      {
        __vModel__: 'name',
        __config__: { jnpfKey: 'input', label: '名称', required: true, regList: [{ pattern: '/^\\S+$/', message: '名称不能有空格' }] },
        maxlength: 5,
      },
      { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
      { __vModel__: 'tags', __config__: { jnpfKey: 'checkbox', label: '标签', required: true } },
      { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
      {
        __vModel__: 'rows',
        __config__: {
          jnpfKey: 'table',
          label: '明细',
          children: [{ __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量', required: true } }],
        },
      },
    ],
  };
  const fields = recordFields(form);

  it('keeps the data fields and drops system fields and unknown keys', () => {
    const checked = checkRecord(fields, {
      name: '一号站',
      area: 12.5,
      tags: ['a'],
      creator: 'someone',
      extra: 1,
      rows: [{ qty: 2, other: 1 }],
    });
    expect(checked.problems).toEqual([]);
    expect(checked.values).toEqual({ name: '一号站', area: 12.5, tags: ['a'], rows: [{ qty: 2 }] });
  });

  it('answers the form messages: required, regList, maxlength, wrong values, sub-table rows', () => {
    expect(checkRecord(fields, { tags: ['a'] }).problems[0]?.message).toBe('名称不能为空');
    expect(checkRecord(fields, { name: 'a', tags: [] }).problems[0]?.message).toBe('请至少选择一个标签');
    expect(checkRecord(fields, { name: 'a b', tags: ['a'] }).problems[0]?.message).toBe('名称不能有空格');
    expect(checkRecord(fields, { name: '一二三四五六', tags: ['a'] }).problems[0]?.message).toBe('名称最多5个字符');
    expect(checkRecord(fields, { name: 'a', area: '12', tags: ['a'] }).problems[0]?.message).toBe('面积的值不正确');
    expect(checkRecord(fields, { name: 'a', tags: ['a'], rows: [{ qty: 1 }, {}] }).problems[0]).toEqual({
      field: 'rows[2].qty',
      message: '数量不能为空',
    });
  });

  it('reads regList patterns written as JS literals or bare', () => {
    expect(regexOf('/^\\d+$/')?.test('123')).toBe(true);
    expect(regexOf('^\\d+$')?.test('12a')).toBe(false);
    expect(regexOf('/(/')).toBeUndefined();
  });
});
