/**
 * 数据接口 as page schemas made from the definition (spec 001 "Data interfaces"; docs/data-interfaces.md):
 * the management list with the seed menu's columns, a search by keyword, category and type, the dialog
 * (800 px: the SQL and the parameter table need the room), copy and export row calls, and the test and
 * log dialogs (screens/system-data/data-interface/), each under its button. The log dialog's list is
 * the page below.
 */
import { dataInterfaceTypeNames, type DataInterfaceType } from '../../api/data-interface';
import type { LocalText, PageSchema, SearchConfig } from '../page-types';
import { dataInterfaceResource } from '../resources/data-interface';
import { keywordSearch, t, words } from './page-texts';
import { resourcePage } from './resource-page';

const typeTags: Record<DataInterfaceType, { label: LocalText; color: string }> = {
  1: { label: t(dataInterfaceTypeNames[1], 'SQL query', 'SQL 查詢'), color: 'blue' },
  2: { label: t(dataInterfaceTypeNames[2], 'Static data', '靜態數據'), color: 'green' },
  3: { label: t(dataInterfaceTypeNames[3], 'HTTP API', 'API 接口'), color: 'orange' },
};

const search: SearchConfig = {
  schema: {
    type: 'object',
    properties: {
      ...(keywordSearch.schema.properties as object),
      category: { type: 'string', title: '分类', maxLength: 50 },
      dataType: { type: 'integer', title: '类型', enum: [1, 2, 3] },
    },
  },
  uiSchema: {
    ...keywordSearch.uiSchema,
    category: { 'ui:field': 'input', 'ui:options': { span: 6, placeholder: '接口分类' } },
    dataType: {
      'ui:field': 'select',
      'ui:options': { span: 6, clearable: true, enumNames: ([1, 2, 3] as const).map((type) => dataInterfaceTypeNames[type]) },
    },
  },
};

const page = resourcePage(dataInterfaceResource, {
  id: 'systemData-dataInterface',
  dialog: {
    title: { create: t('新建接口', 'New interface', '新建接口'), edit: t('编辑接口', 'Edit interface', '編輯接口') },
    width: 800,
  },
  rowCalls: [
    { id: 'copy', label: t('复制', 'Copy', '複製'), button: 'btn_copy' },
    { id: 'export', label: words.export, button: 'btn_download', refresh: false },
  ],
  rowHandlers: [
    { id: 'preview', label: t('测试接口', 'Test', '測試接口'), button: 'btn_preview' },
    { id: 'log', label: t('调用日志', 'Call log', '調用日誌'), button: 'btn_log' },
  ],
  columns: [
    { prop: 'fullName', label: t('接口名称', 'Name', '接口名稱') },
    { prop: 'enCode', label: t('接口编码', 'Code', '接口編碼') },
    { prop: 'category', label: t('接口分类', 'Category', '接口分類'), width: 120 },
    { prop: 'dataType', label: t('接口类型', 'Type', '接口類型'), kind: 'tag', width: 110, options: { map: typeTags } },
    { prop: 'requestMethod', label: t('请求方式', 'Method', '請求方式'), width: 90 },
    { prop: 'enabledMark', label: words.status, width: 90 },
    { prop: 'creatorTime', label: words.createdAt, kind: 'dateTime', width: 150 },
  ],
});

export const dataInterfacePage: PageSchema = { ...page, search };

/** The call log of one interface (`GET DataInterfaceLog/{id}`), newest first, 20 a page. */
export const dataInterfaceLogPage: PageSchema = {
  id: 'systemData-dataInterface-log',
  search: {
    ...keywordSearch,
    uiSchema: { ...keywordSearch.uiSchema, keyword: { 'ui:field': 'input', 'ui:options': { span: 12, placeholder: '调用者或 IP' } } },
  },
  list: { call: 'dataInterfaceLog.list', paging: { pageSize: 20 } },
  toolbar: { tools: ['refresh'] },
  columns: [
    { prop: 'invokTime', label: t('调用时间', 'Time', '調用時間'), kind: 'dateTime', width: 160 },
    { prop: 'userName', label: t('调用者', 'Caller', '調用者'), width: 140 },
    { prop: 'invokIp', label: t('IP 地址', 'Address', 'IP 地址'), width: 120 },
    { prop: 'invokType', label: t('调用方式', 'Call', '調用方式'), width: 100 },
    { prop: 'invokWasteTime', label: t('耗时（毫秒）', 'Duration (ms)', '耗時（毫秒）'), width: 110, align: 'right' },
    {
      prop: 'success',
      label: t('结果', 'Outcome', '結果'),
      kind: 'tag',
      width: 80,
      options: {
        map: { 1: { label: t('成功', 'Succeeded', '成功'), color: 'green' }, 0: { label: t('失败', 'Failed', '失敗'), color: 'red' } },
      },
    },
    { prop: 'message', label: t('说明', 'Detail', '說明') },
  ],
};
