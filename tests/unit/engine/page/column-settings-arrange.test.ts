import { describe, expect, it } from 'vitest';
import { arrangeColumns, shownColumns, type ArrangedColumn } from '../../../../engine/page';
import { reorderPart, settingsOf } from '../../../../engine/page/column-settings/arrange';

const columns = [
  { prop: 'no', label: '编号' },
  { prop: 'name', label: '名称' },
  { prop: 'phone', label: '电话' },
  { prop: 'area', label: { zh: '面积', en: 'Area' } },
];
const props = (arranged: ArrangedColumn[]) => arranged.map(({ column, visible }) => `${column.prop}${visible ? '' : '(hidden)'}`);

describe('applying column settings to a list’s columns', () => {
  it('keeps the default order, every column shown, when no settings are kept', () => {
    expect(props(arrangeColumns(columns, undefined))).toEqual(['no', 'name', 'phone', 'area']);
  });

  it('orders and hides as the settings say; a column they no longer match is ignored, a new one follows at the end', () => {
    const arranged = arrangeColumns(columns, [
      { prop: 'phone', label: '电话', visible: true },
      { prop: 'removed', label: '已删除', visible: true },
      { prop: 'no', label: '编号', visible: false },
      { prop: 'phone', label: '电话', visible: false },
      { prop: 'name', label: '名称', visible: true },
    ]);
    expect(props(arranged)).toEqual(['phone', 'no(hidden)', 'name', 'area']);
    expect(shownColumns(arranged).map((column) => column.prop)).toEqual(['phone', 'name', 'area']);
  });

  it('writes the settings of an arrangement with labels in the interface language', () => {
    const arranged = arrangeColumns(columns, [{ prop: 'area', label: '', visible: false }]);
    expect(settingsOf(arranged, (label) => (typeof label === 'string' ? label : (label.en ?? label.zh)))).toEqual([
      { prop: 'area', label: 'Area', visible: false },
      { prop: 'no', label: '编号', visible: true },
      { prop: 'name', label: '名称', visible: true },
      { prop: 'phone', label: '电话', visible: true },
    ]);
  });

  it('reorders the columns a user sees in their places, the others staying where they were', () => {
    const all = ['a', 'b', 'c', 'd', 'e'].map((prop) => ({ prop }));
    const seen = [{ prop: 'd' }, { prop: 'b' }, { prop: 'e' }];
    expect(reorderPart(all, seen).map((item) => item.prop)).toEqual(['a', 'd', 'c', 'b', 'e']);
  });
});
