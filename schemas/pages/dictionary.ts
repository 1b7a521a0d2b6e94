/**
 * The data dictionary as page schemas (spec 001 section 2): entries of the selected category on the
 * right, categories in the left tree and in the 700 px management drawer, and the two dialogs of
 * schemas/dictionary.ts. `dictionaryItemsPage('$param')` is the same entry list for a type-4 menu,
 * whose category comes from the menu (`params.typeId`, `params.isTree`).
 */
import { dictionaryConfirmTexts } from '../../api/dictionary';
import type { PageSchema } from '../page-types';
import { dictionaryItemFormSchema, dictionaryItemFormUiSchema, dictionaryTypeFormSchema, dictionaryTypeFormUiSchema } from '../dictionary';
import { keywordSearch, removeConfirm, stateConfirm, t, words } from './page-texts';

/** The category management drawer: a tree table with add, import, refresh, and edit, delete, export per row. */
export const dictionaryTypesPage: PageSchema = {
  id: 'dictionary-types',
  list: { call: 'types.tree', tree: true, paging: false },
  toolbar: {
    buttons: [
      { id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' },
      { id: 'import', label: words.import, action: 'import', permission: 'btn_upload' },
    ],
    tools: ['expand', 'refresh'],
  },
  columns: [
    { prop: 'fullName', label: words.name },
    { prop: 'enCode', label: words.code },
    { prop: 'sortCode', label: words.sort, width: 70 },
    {
      prop: 'isTree',
      label: t('树形', 'Tree', '樹形'),
      kind: 'tag',
      width: 70,
      options: { map: { 1: { label: words.yes, color: 'green' }, 0: { label: words.no, color: 'gray' } } },
    },
  ],
  rowActions: [
    { id: 'edit', label: words.edit, action: 'edit', permission: 'btn_edit' },
    { id: 'remove', label: words.remove, action: 'remove', permission: 'btn_remove', variant: 'danger' },
    { id: 'export', label: words.export, action: 'export', permission: 'btn_download' },
  ],
  actions: {
    add: { type: 'dialog', dialog: 'type', mode: 'create' },
    edit: { type: 'dialog', dialog: 'type', mode: 'edit' },
    remove: { type: 'call', call: 'types.remove', confirm: removeConfirm },
    export: { type: 'call', call: 'types.export', confirm: { message: dictionaryConfirmTexts.exportType }, refresh: false },
    import: { type: 'import', call: 'types.import', accept: '.bdd' },
  },
  dialogs: {
    type: {
      title: { create: t('新建分类', 'New category', '新建分類'), edit: t('编辑分类', 'Edit category', '編輯分類') },
      width: 600,
      form: { schema: dictionaryTypeFormSchema, uiSchema: dictionaryTypeFormUiSchema },
      load: 'types.info',
      save: { create: 'types.create', update: 'types.update' },
      optionSources: { parentId: { call: 'types.parents' } },
      disabledOnEdit: ['isTree'],
    },
  },
};

/** Entries of one category; `from` says where the category comes from: the left tree or the menu. */
export function dictionaryItemsPage(from: '$node' | '$param'): PageSchema {
  const typeId = `${from}.id`;
  const isTree = `${from}.isTree`;
  return {
    id: from === '$node' ? 'dictionary-items' : 'dictionary-menu-items',
    search: keywordSearch,
    // Paged (spec 000 section 9 sizes); a large tree category loads each level as its rows open.
    list: { call: 'items.list', tree: isTree, params: { typeId, isTree }, lazy: { param: 'parentId' }, requireNode: from === '$node' },
    toolbar: {
      buttons: [{ id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' }],
      tools: ['expand', 'refresh'],
    },
    columns: [
      { prop: 'fullName', label: words.name },
      { prop: 'enCode', label: words.code },
      { prop: 'sortCode', label: words.sort, width: 80 },
      { prop: 'enabledMark', label: words.status, kind: 'switch', action: 'state', permission: 'btn_edit', width: 110 },
    ],
    rowActions: [
      { id: 'edit', label: words.edit, action: 'edit', permission: 'btn_edit' },
      { id: 'remove', label: words.remove, action: 'remove', permission: 'btn_remove', variant: 'danger' },
    ],
    actions: {
      add: { type: 'dialog', dialog: 'item', mode: 'create', initial: { dictionaryTypeId: typeId, parentId: typeId } },
      edit: { type: 'dialog', dialog: 'item', mode: 'edit' },
      remove: { type: 'call', call: 'items.remove', confirm: removeConfirm },
      state: { type: 'toggle', call: 'items.state', field: 'enabledMark', confirm: stateConfirm },
    },
    dialogs: {
      item: {
        title: { create: t('新建字典', 'New entry', '新建字典'), edit: t('编辑字典', 'Edit entry', '編輯字典') },
        width: 600,
        form: { schema: dictionaryItemFormSchema, uiSchema: dictionaryItemFormUiSchema },
        load: 'items.info',
        save: { create: 'items.create', update: 'items.update' },
        optionSources: { parentId: { call: 'items.parents', params: { typeId, isTree } } },
        enabledWhen: { parentId: isTree },
      },
    },
  };
}

/** The screen of route systemData-dictionary: category tree on the left, entries on the right. */
export const dictionaryPage: PageSchema = {
  ...dictionaryItemsPage('$node'),
  id: 'systemData-dictionary',
  sideTree: {
    call: 'types.tree',
    title: t('数据字典', 'Data dictionary', '數據字典'),
    selectFirst: true,
    menu: ['refresh', 'expandAll', 'collapseAll', { label: t('分类管理', 'Categories', '分類管理'), action: 'manageTypes' }],
  },
  actions: { ...dictionaryItemsPage('$node').actions, manageTypes: { type: 'drawer', drawer: 'types' } },
  drawers: { types: { title: t('分类管理', 'Categories', '分類管理'), width: 700, page: dictionaryTypesPage } },
};
