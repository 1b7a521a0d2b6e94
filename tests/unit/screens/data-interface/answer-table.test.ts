import { describe, expect, it } from 'vitest';
import { checkPageSchema } from '../../../../engine/page';
import { dataInterfaceLogPage, dataInterfacePage } from '../../../../schemas/pages/data-interface';
import { TABLE_ROW_LIMIT, answerTable, cellText } from '../../../../screens/system-data/data-interface/answer-table';

describe('the test dialog answer as a table', () => {
  it('shows the records of a list, or of a page holding one, with every column in order of appearance', () => {
    expect(answerTable([{ a: 1 }, { b: 2, a: 3 }])).toEqual({ columns: ['a', 'b'], rows: [{ a: 1 }, { b: 2, a: 3 }], total: 2 });
    expect(answerTable({ list: [{ id: 'x' }], pagination: { total: 1 } })?.columns).toEqual(['id']);
    expect(answerTable({ total: 3 })).toBeUndefined();
    expect(answerTable(['a', 'b'])).toBeUndefined();
    expect(answerTable('text')).toBeUndefined();
  });

  it('cuts long answers at the limit but counts them all', () => {
    const table = answerTable(Array.from({ length: TABLE_ROW_LIMIT + 5 }, (_, n) => ({ n })));
    expect(table?.rows).toHaveLength(TABLE_ROW_LIMIT);
    expect(table?.total).toBe(TABLE_ROW_LIMIT + 5);
  });

  it('writes objects as JSON and nothing for null', () => {
    expect(cellText({ x: [1] })).toBe('{"x":[1]}');
    expect(cellText(null)).toBe('');
    expect(cellText(0)).toBe('0');
  });

  it('has valid page schemas for the list and the log', () => {
    expect(checkPageSchema(dataInterfacePage, 'data interfaces')).toEqual([]);
    expect(checkPageSchema(dataInterfaceLogPage, 'call log')).toEqual([]);
  });
});
