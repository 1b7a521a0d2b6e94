/**
 * Serial-number (bill) rules as page schemas: the management list (spec 001 sections 2, 5, 7 "Bill
 * rules"; spec 002 section 7.3) and the picker (spec 002 section 2.6: categories, search, radio table
 * with index, business name, code and start number, add/edit). Categories are the entries of the
 * dictionary businessType; the dialog is schemas/bill-rule.ts with its example computed live.
 */
import { billRuleMenu, billRulePickerPageSize } from '../../api/bill-rule';
import type { DialogConfig, PageSchema, SideTreeConfig } from '../page-types';
import { billRuleFormSchema, billRuleFormUiSchema } from '../bill-rule';
import { keywordSearch, removeConfirm, stateConfirm, t, words } from './page-texts';

const categoryTree: SideTreeConfig = {
  call: 'categories',
  title: t('业务分类', 'Business categories', '業務分類'),
  deselectable: true,
  menu: ['refresh', 'expandAll', 'collapseAll'],
};

const ruleDialog: DialogConfig = {
  title: { create: t('新建', 'New', '新建'), edit: t('编辑', 'Edit', '編輯') },
  width: 600,
  form: { schema: billRuleFormSchema, uiSchema: billRuleFormUiSchema },
  load: 'rules.info',
  save: { create: 'rules.create', update: 'rules.update' },
  derive: { example: 'billRuleExample' },
};

const businessName = t('业务名称', 'Business name', '業務名稱');
const businessCode = t('业务编码', 'Business code', '業務編碼');
const startNumber = t('流水起始', 'Start number', '流水起始');

export const billRulePage: PageSchema = {
  id: 'system-billRule',
  sideTree: categoryTree,
  search: keywordSearch,
  list: { call: 'rules.list', params: { categoryId: '$node.id' }, sort: { sort: 'desc' } },
  toolbar: { buttons: [{ id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' }], tools: ['refresh'] },
  columns: [
    { prop: 'fullName', label: businessName },
    { prop: 'enCode', label: businessCode },
    { prop: 'category', label: t('业务分类', 'Category', '業務分類') },
    { prop: 'outputNumber', label: t('当前流水号', 'Last number', '當前流水號') },
    { prop: 'startNumber', label: startNumber },
    { prop: 'enabledMark', label: words.status, kind: 'switch', action: 'state', permission: 'btn_enable', width: 110 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
  rowActions: [
    { id: 'edit', label: words.edit, action: 'edit', permission: 'btn_edit' },
    { id: 'remove', label: words.remove, action: 'remove', permission: 'btn_remove', variant: 'danger' },
    { id: 'export', label: words.export, action: 'export', permission: 'btn_download' },
  ],
  actions: {
    add: { type: 'dialog', dialog: 'rule', mode: 'create', initial: { category: '$node.id' } },
    edit: { type: 'dialog', dialog: 'rule', mode: 'edit' },
    remove: { type: 'call', call: 'rules.remove', confirm: removeConfirm },
    state: { type: 'toggle', call: 'rules.state', field: 'enabledMark', confirm: stateConfirm },
    export: { type: 'call', call: 'rules.export', refresh: false },
  },
  dialogs: { rule: ruleDialog },
};

/** The picker: enabled rules, 20 a page, newest first; one is chosen with the radio. */
export const billRulePickerPage: PageSchema = {
  id: 'billRule-picker',
  sideTree: categoryTree,
  search: keywordSearch,
  list: {
    call: 'rules.selector',
    params: { categoryId: '$node.id' },
    sort: { sort: 'desc' },
    paging: { pageSize: billRulePickerPageSize },
  },
  selection: 'single',
  indexColumn: true,
  // Shown inside forms of any menu: adding and editing rules is for those granted it on the bill-rule menu.
  permissionMenu: billRuleMenu,
  toolbar: { buttons: [{ id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' }], tools: ['refresh'] },
  columns: [
    { prop: 'fullName', label: businessName },
    { prop: 'enCode', label: businessCode },
    { prop: 'startNumber', label: startNumber },
  ],
  rowActions: [{ id: 'edit', label: words.edit, action: 'edit', permission: 'btn_edit' }],
  actions: {
    add: { type: 'dialog', dialog: 'rule', mode: 'create', initial: { category: '$node.id' } },
    edit: { type: 'dialog', dialog: 'rule', mode: 'edit' },
  },
  dialogs: { rule: ruleDialog },
};
