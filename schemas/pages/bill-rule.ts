/**
 * Serial-number (bill) rules as page schemas made from their definition: the management list (spec
 * 001 sections 2, 5, 7 "Bill rules"; spec 002 section 7.3) and the picker (spec 002 section 2.6:
 * categories, search, radio table with index, business name, code and start number, add/edit).
 * Categories are the entries of the dictionary businessType; the dialog's example is computed live
 * (the screen's `billRuleExample` derive handler).
 */
import { billRuleMenu, billRulePickerPageSize } from '../../api/bill-rule';
import type { PageSchema } from '../page-types';
import { billRuleResource } from '../resources/bill-rule';
import { t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

const businessName = t('业务名称', 'Business name', '業務名稱');
const businessCode = t('业务编码', 'Business code', '業務編碼');
const startNumber = t('流水起始', 'Start number', '流水起始');

export const billRulePage = resourcePage(billRuleResource, {
  id: 'system-billRule',
  sideTree: {
    call: resourceCall(billRuleResource, 'categories'),
    title: t('业务分类', 'Business categories', '業務分類'),
    deselectable: true,
    menu: ['refresh', 'expandAll', 'collapseAll'],
  },
  list: { params: { categoryId: '$node.id' } },
  addInitial: { category: '$node.id' },
  dialog: { derive: { example: 'billRuleExample' } },
  rowCalls: [{ id: 'export', label: words.export, button: 'btn_download', refresh: false }],
  columns: [
    { prop: 'fullName', label: businessName },
    { prop: 'enCode', label: businessCode },
    { prop: 'category', label: t('业务分类', 'Category', '業務分類') },
    { prop: 'outputNumber', label: t('当前流水号', 'Last number', '當前流水號') },
    { prop: 'startNumber', label: startNumber },
    { prop: 'enabledMark', label: words.status, width: 110 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

/**
 * The picker: enabled rules (`GET BillRule/Selector`), 20 a page, newest first; one is chosen with the
 * radio. Shown inside forms of any menu: adding and editing rules is for those granted it on the
 * bill-rule menu.
 */
export const billRulePickerPage: PageSchema = {
  ...billRulePage,
  id: 'billRule-picker',
  list: { ...billRulePage.list, call: resourceCall(billRuleResource, 'selector'), paging: { pageSize: billRulePickerPageSize } },
  selection: 'single',
  indexColumn: true,
  permissionMenu: billRuleMenu,
  columns: [
    { prop: 'fullName', label: businessName },
    { prop: 'enCode', label: businessCode },
    { prop: 'startNumber', label: startNumber },
  ],
  rowActions: billRulePage.rowActions?.filter((button) => button.action === 'edit'),
  actions: { add: billRulePage.actions!.add!, edit: billRulePage.actions!.edit! },
};
