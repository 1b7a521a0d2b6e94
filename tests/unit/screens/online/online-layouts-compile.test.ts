/**
 * The tree table (type 5) and the inline-edit table (type 4) as the list compiles them: the tree's
 * rows load their children through the list call, with the same body; the inline row edits the
 * columns that hold one value a cell can edit, and shows the others as the list does.
 */
import '../../helpers/kinds';
import { describe, expect, it } from 'vitest';
import { compileJnpfForm, type JnpfField } from '../../../../engine';
import { checkPageSchema } from '../../../../engine/page';
import { readColumnData } from '../../../../schemas/online/column-data';
import { rowEditableFields } from '../../../../screens/online/inline-row';
import { onlineListPage, TREE_PARENT } from '../../../../screens/online/list-page';
import { listBody } from '../../../../screens/online/online-source';

const fields = [
  { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '站名' } },
  { __vModel__: 'area', __config__: { jnpfKey: 'numInput', label: '面积' } },
  { __vModel__: 'built', __config__: { jnpfKey: 'date', label: '建成日期' } },
  { __vModel__: 'keeper', __config__: { jnpfKey: 'userSelect', label: '负责人' } },
  { __vModel__: 'parentId', __config__: { jnpfKey: 'comInput', label: '上级' } },
  { __vModel__: 'notes', __config__: { jnpfKey: 'editor', label: '说明' } },
  { __vModel__: 'photos', __config__: { jnpfKey: 'uploadImg', label: '照片' } },
  { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
  {
    __vModel__: 'meters',
    __config__: {
      jnpfKey: 'table',
      label: '表计',
      children: [{ __vModel__: 'code', __config__: { jnpfKey: 'comInput', label: '表号' } }],
    },
  },
] as unknown as JnpfField[];
const form = compileJnpfForm({ fields });
const columnList = ['name', 'area', 'built', 'keeper', 'notes', 'photos', 'creator', 'meters-code'].map((prop) => ({ prop }));

describe('a tree table (type 5)', () => {
  it('nests its rows, closed, loading a row’s children through the list call with the row’s id', () => {
    const columnData = readColumnData({ type: 5, parentField: 'parentId', columnList });
    const page = onlineListPage({ id: 'tree', columnData, form });
    expect(checkPageSchema(page)).toEqual([]);
    expect(page.list).toMatchObject({ tree: true, expandAll: false, lazy: { param: TREE_PARENT } });
    expect(page.list.paging).toEqual({ pageSize: 20 });
    // Without a parent field it is a plain list.
    expect(onlineListPage({ id: 'flat', columnData: readColumnData({ type: 5, columnList }), form }).list.tree).toBeUndefined();
  });

  it('sends a level’s body as the list’s: the row’s id is not a search value', () => {
    expect(listBody({ currentPage: 1, pageSize: 1000, name: '东', [TREE_PARENT]: 'east' }, 'menu-1')).toEqual({
      currentPage: 1,
      pageSize: 1000,
      menuId: 'menu-1',
      queryJson: JSON.stringify({ name: '东' }),
    });
  });
});

describe('an inline-edit table (type 4)', () => {
  it('edits in the row the columns holding one value; files, rich text, system values and sub-table columns stay as shown', () => {
    expect([...rowEditableFields(form, readColumnData({ type: 4, columnList }))]).toEqual(['name', 'area', 'built', 'keeper']);
  });
});
