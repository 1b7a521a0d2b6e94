/**
 * 打印模板 (menu system.printDev; spec 001 section 7 "Print templates"; docs/print.md): the templates'
 * list made from the definition, searched by keyword, category and source; the state switch, copy,
 * export and delete under their buttons; add and edit open the template editor, 预览 the template as
 * designed and 打印记录 its print log (screens/print/, the screen's own windows: custom actions). Import
 * reads an exported .json file.
 */
import { printSourceNames, type PrintSourceType } from '../../api/print-dev';
import type { ButtonConfig, LocalText, PageSchema, SearchConfig } from '../page-types';
import { printDevResource } from '../resources/print-dev';
import { keywordSearch, t, words } from './page-texts';
import { resourceCall, resourcePage } from './resource-page';

const call = (name: string) => resourceCall(printDevResource, name);

export const printDevTexts = {
  copy: t('复制', 'Copy', '複製'),
  preview: t('预览', 'Preview', '預覽'),
  log: t('打印记录', 'Print log', '列印記錄'),
  source: t('数据来源', 'Source', '資料來源'),
} as const;

const sourceTags: Record<PrintSourceType, { label: LocalText; color: string }> = {
  1: { label: t(printSourceNames[1], 'Form', '功能表單'), color: 'blue' },
  2: { label: t(printSourceNames[2], 'Data interface', '資料介面'), color: 'green' },
};

const search: SearchConfig = {
  schema: {
    type: 'object',
    properties: {
      ...(keywordSearch.schema.properties as object),
      category: { type: 'string', title: '分类', maxLength: 50 },
      type: { type: 'integer', title: '数据来源', enum: [1, 2] },
    },
  },
  uiSchema: {
    ...keywordSearch.uiSchema,
    category: { 'ui:field': 'input', 'ui:options': { span: 6, placeholder: '模板分类' } },
    type: {
      'ui:field': 'select',
      'ui:options': {
        span: 6,
        clearable: true,
        placeholder: '数据来源',
        enumNames: ([1, 2] as const).map((type) => printSourceNames[type]),
      },
    },
  },
};

const page = resourcePage(printDevResource, {
  id: 'system-printDev',
  rowCalls: [
    { id: 'copy', label: printDevTexts.copy, button: 'btn_copy' },
    { id: 'export', label: words.export, button: 'btn_download', refresh: false },
  ],
  columns: [
    { prop: 'fullName', label: t('模板名称', 'Name', '範本名稱') },
    { prop: 'enCode', label: t('模板编码', 'Code', '範本編碼') },
    { prop: 'category', label: t('模板分类', 'Category', '範本分類'), width: 120 },
    { prop: 'type', label: printDevTexts.source, kind: 'tag', width: 100, options: { map: sourceTags } },
    { prop: 'sourceName', label: t('表单或接口', 'Form or interface', '表單或介面') },
    { prop: 'enabledMark', label: words.status, width: 90 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

const importButton: ButtonConfig = { id: 'import', label: words.import, action: 'import', permission: 'btn_upload' };
/** 预览 and 打印记录 open the screen's windows (screens/print/PrintDevScreen.tsx). */
const ownRowButtons: ButtonConfig[] = [
  { id: 'preview', label: printDevTexts.preview, action: 'preview', permission: 'btn_preview' },
  { id: 'log', label: printDevTexts.log, action: 'log' },
];

export const printDevPage: PageSchema = {
  ...page,
  search,
  toolbar: { ...page.toolbar, buttons: [...(page.toolbar?.buttons ?? []), importButton] },
  rowActions: [...(page.rowActions ?? []), ...ownRowButtons],
  actions: {
    ...page.actions,
    add: { type: 'custom', handler: 'add' },
    edit: { type: 'custom', handler: 'edit' },
    preview: { type: 'custom', handler: 'preview' },
    log: { type: 'custom', handler: 'log' },
    import: { type: 'import', call: call('import'), accept: '.json' },
  },
};

/** The print log of one template (`GET printLog?printId=`), newest first, 20 a page. */
export const printLogPage: PageSchema = {
  id: 'system-printDev-log',
  search: {
    ...keywordSearch,
    uiSchema: { ...keywordSearch.uiSchema, keyword: { 'ui:field': 'input', 'ui:options': { span: 12, placeholder: '标题或打印人' } } },
  },
  list: { call: call('log'), paging: { pageSize: 20 } },
  toolbar: { tools: ['refresh'] },
  columns: [
    { prop: 'creatorTime', label: t('打印时间', 'Printed at', '列印時間'), kind: 'dateTime', width: 160 },
    { prop: 'userName', label: t('打印人', 'Printed by', '列印人'), width: 160 },
    { prop: 'printTitle', label: t('标题', 'Title', '標題') },
    { prop: 'printNum', label: t('份数', 'Records', '份數'), width: 80, align: 'right' },
  ],
};
