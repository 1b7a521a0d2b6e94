/**
 * The work-order lists (在办工单, 待处理工单, 已办结工单 and the six pages of 来电服务请求) and the report by
 * unit (各单位工单统计 with its daily detail and its work orders), as page schemas rendered by the page
 * engine (screens/work-orders). 办理 and 详情 open the work-order form (a custom action of the screen:
 * the form is a page of its own, not a dialog); the form's buttons are what the server allows.
 */
import {
  reportColumns,
  workOrderMenus,
  workOrderStatusLabels,
  workOrderUrgencies,
  workOrderViews,
  type WorkOrderStatus,
  type WorkOrderView,
} from '../../api/workorder';
import type { LocalText, PageSchema, SearchConfig } from '../page-types';
import { removeConfirm, t, words } from './page-texts';

export const workOrderCalls = {
  list: 'workOrder.list',
  remove: 'workOrder.remove',
  export: 'workOrder.export',
  report: 'workOrder.report',
  reportDays: 'workOrder.reportDays',
  reportExport: 'workOrder.reportExport',
} as const;

/** Custom actions the screen handles: open the form (new, to handle, read-only) or a report page. */
export const workOrderHandlers = {
  create: 'workOrderCreate',
  handle: 'workOrderHandle',
  detail: 'workOrderDetail',
  days: 'reportDays',
  orders: 'reportOrders',
} as const;

const statusColours: Record<WorkOrderStatus, string> = {
  new: 'gray',
  dispatched: 'blue',
  processing: 'orange',
  checking: 'purple',
  closed: 'green',
  returned: 'red',
};

export const workOrderTexts = {
  inbid: t('工单编号', 'Number', '工單編號'),
  ani: t('来电号码', 'Caller', '來電號碼'),
  customerName: t('客户名称', 'Customer', '客戶名稱'),
  address: t('地址', 'Address', '地址'),
  category: t('工单类别', 'Category', '工單類別'),
  urgent: t('紧急程度', 'Urgency', '緊急程度'),
  status: t('工单状态', 'Status', '工單狀態'),
  handleOrg: t('处理单位', 'Unit', '處理單位'),
  handleUser: t('处理人', 'Handler', '處理人'),
  creatorTime: t('受理时间', 'Received', '受理時間'),
  closeTime: t('办结时间', 'Closed', '辦結時間'),
  satisfaction: t('满意度', 'Satisfaction', '滿意度'),
  overdue: t('超时', 'Overdue', '超時'),
  add: t('新建工单', 'New work order', '新建工單'),
  handle: t('办理', 'Handle', '辦理'),
  detail: t('详情', 'Details', '詳情'),
  unitName: t('单位', 'Unit', '單位'),
  total: t('工单总数', 'Total', '工單總數'),
  pending: t('待处理', 'Pending', '待處理'),
  processing: t('在办', 'In progress', '在辦'),
  closed: t('已办结', 'Closed', '已辦結'),
  closeRate: t('办结率(%)', 'Closed (%)', '辦結率(%)'),
  day: t('日期', 'Day', '日期'),
  days: t('按日明细', 'By day', '按日明細'),
  orders: t('工单明细', 'Work orders', '工單明細'),
  group: t('统计项', 'Count', '統計項'),
} satisfies Record<string, LocalText>;

const statusTags = Object.fromEntries(
  (Object.keys(workOrderStatusLabels) as WorkOrderStatus[]).map((status) => [
    status,
    { label: workOrderStatusLabels[status], color: statusColours[status] },
  ]),
);
const urgencyTags = Object.fromEntries(
  workOrderUrgencies.map((u) => [u.id, { label: u.fullName, color: u.id === 3 ? 'red' : u.id === 2 ? 'orange' : 'gray' }]),
);
const yesNo = { true: { label: t('已超时', 'Overdue', '已超時'), color: 'red' }, false: { label: t('否', 'No', '否'), color: 'gray' } };

const dateField = (placeholder: string) => ({
  'ui:field': 'datePicker',
  'ui:options': { span: 5, type: 'date', format: 'YYYY-MM-DD', placeholder, clearable: true },
});

function listSearch(statuses: readonly WorkOrderStatus[]): SearchConfig {
  return {
    schema: {
      type: 'object',
      properties: {
        keyword: { type: 'string', title: '关键词', maxLength: 100 },
        ...(statuses.length > 1 ? { status: { type: 'string', title: '工单状态', enum: [...statuses] } } : {}),
        urgent: { type: 'integer', title: '紧急程度', enum: [1, 2, 3] },
      },
    },
    uiSchema: {
      'ui:form': { labelWidth: 70 },
      keyword: { 'ui:field': 'input', 'ui:options': { span: 8, placeholder: '工单编号、来电号码、客户、地址或内容' } },
      status: {
        'ui:field': 'select',
        'ui:options': { span: 5, placeholder: '全部', clearable: true, enumNames: statuses.map((s) => workOrderStatusLabels[s]) },
      },
      urgent: {
        'ui:field': 'select',
        'ui:options': { span: 5, placeholder: '全部', clearable: true, enumNames: workOrderUrgencies.map((u) => u.fullName) },
      },
    },
  };
}

/** A list of work orders: `view` names its statuses and the menu its buttons come from. */
export function workOrderListPage(view: WorkOrderView): PageSchema {
  const { statuses, menu } = workOrderViews[view];
  const closed = statuses.length === 1 && statuses[0] === 'closed';
  const report = view === 'report';
  return {
    id: `work-orders-${view}`,
    ...(report ? { permissionMenu: workOrderMenus.report } : {}),
    search: report
      ? {
          schema: {
            type: 'object',
            properties: {
              keyword: { type: 'string', title: '关键词', maxLength: 100 },
              group: { type: 'string', title: '统计项', enum: [...reportColumns] },
            },
          },
          uiSchema: {
            'ui:form': { labelWidth: 70 },
            keyword: { 'ui:field': 'input', 'ui:options': { span: 8, placeholder: '工单编号、来电号码、客户、地址或内容' } },
            group: {
              'ui:field': 'select',
              'ui:options': { span: 5, placeholder: '全部', clearable: true, enumNames: ['工单总数', '待处理', '在办', '已办结', '超时'] },
            },
          },
        }
      : listSearch(statuses),
    list: {
      call: workOrderCalls.list,
      params: { view, handleOrgId: '$param.handleOrgId', startTime: '$param.startTime', endTime: '$param.endTime', group: '$param.group' },
    },
    toolbar: {
      buttons: [
        ...(report || !menu.startsWith('subdev')
          ? []
          : [{ id: 'add', label: workOrderTexts.add, action: 'add', permission: 'btn_add', variant: 'primary' as const }]),
        { id: 'export', label: words.export, action: 'export', permission: 'btn_download' },
      ],
      tools: ['refresh'],
    },
    indexColumn: true,
    columns: [
      { prop: 'inbid', label: workOrderTexts.inbid, width: 150 },
      { prop: 'ani', label: workOrderTexts.ani, width: 120 },
      { prop: 'customerName', label: workOrderTexts.customerName, width: 110 },
      { prop: 'address', label: workOrderTexts.address },
      { prop: 'categoryName', label: workOrderTexts.category, width: 100 },
      { prop: 'urgent', label: workOrderTexts.urgent, kind: 'tag', width: 80, options: { map: urgencyTags } },
      { prop: 'status', label: workOrderTexts.status, kind: 'tag', width: 90, options: { map: statusTags } },
      { prop: 'handleOrg', label: workOrderTexts.handleOrg, width: 120 },
      { prop: 'handleUser', label: workOrderTexts.handleUser, width: 110 },
      { prop: 'creatorTime', label: workOrderTexts.creatorTime, kind: 'dateTime', width: 150 },
      ...(closed
        ? [
            { prop: 'closeTime', label: workOrderTexts.closeTime, kind: 'dateTime', width: 150 },
            { prop: 'satisfaction', label: workOrderTexts.satisfaction, width: 70 },
          ]
        : [{ prop: 'overdue', label: workOrderTexts.overdue, kind: 'tag', width: 80, options: { map: yesNo } }]),
    ],
    rowActions: [
      // Everyone with the menu opens the form; what they may do there is the server's answer.
      ...(closed || report ? [] : [{ id: 'handle', label: workOrderTexts.handle, action: 'handle' }]),
      { id: 'detail', label: workOrderTexts.detail, action: 'detail' },
      ...(menu === workOrderMenus.inProgress
        ? [
            {
              id: 'remove',
              label: words.remove,
              action: 'remove',
              permission: 'btn_remove',
              variant: 'danger' as const,
              visible: { field: 'status', equals: 'new' },
            },
          ]
        : []),
    ],
    actions: {
      add: { type: 'custom', handler: workOrderHandlers.create },
      handle: { type: 'custom', handler: workOrderHandlers.handle },
      detail: { type: 'custom', handler: workOrderHandlers.detail },
      remove: { type: 'call', call: workOrderCalls.remove, confirm: removeConfirm },
      export: { type: 'call', call: workOrderCalls.export, refresh: false },
    },
  };
}

const countColumns = [
  { prop: 'total', label: workOrderTexts.total, kind: 'number', width: 100 },
  { prop: 'pending', label: workOrderTexts.pending, kind: 'number', width: 100 },
  { prop: 'processing', label: workOrderTexts.processing, kind: 'number', width: 100 },
  { prop: 'closed', label: workOrderTexts.closed, kind: 'number', width: 100 },
  { prop: 'overdue', label: workOrderTexts.overdue, kind: 'number', width: 100 },
  { prop: 'closeRate', label: workOrderTexts.closeRate, width: 100 },
];

const periodSearch: SearchConfig = {
  schema: {
    type: 'object',
    properties: { startTime: { type: 'number', title: '开始日期' }, endTime: { type: 'number', title: '结束日期' } },
  },
  uiSchema: { 'ui:form': { labelWidth: 70 }, startTime: dateField('开始日期'), endTime: dateField('结束日期') },
};

/** 各单位工单统计: a period's counts by unit, with the totals; each unit opens its days or its work orders. */
export const unitReportPage: PageSchema = {
  id: 'report-gdwgdtj',
  rowKey: 'unitId',
  permissionMenu: workOrderMenus.report,
  search: periodSearch,
  list: { call: workOrderCalls.report, paging: false, summary: { fields: ['total', 'pending', 'processing', 'closed', 'overdue'] } },
  toolbar: { buttons: [{ id: 'export', label: words.export, action: 'export', permission: 'btn_download' }], tools: ['refresh'] },
  columns: [{ prop: 'unitName', label: workOrderTexts.unitName }, ...countColumns],
  rowActions: [
    { id: 'days', label: workOrderTexts.days, action: 'days' },
    { id: 'orders', label: workOrderTexts.orders, action: 'orders' },
  ],
  actions: {
    days: { type: 'custom', handler: workOrderHandlers.days },
    orders: { type: 'custom', handler: workOrderHandlers.orders },
    export: { type: 'call', call: workOrderCalls.reportExport, refresh: false },
  },
};

/** One unit's counts by day (indexsub); a day opens its work orders. */
export const unitDaysPage: PageSchema = {
  id: 'report-gdwgdtj-indexsub',
  rowKey: 'day',
  permissionMenu: workOrderMenus.report,
  list: {
    call: workOrderCalls.reportDays,
    paging: false,
    params: { handleOrgId: '$param.handleOrgId', startTime: '$param.startTime', endTime: '$param.endTime' },
    summary: { fields: ['total', 'pending', 'processing', 'closed', 'overdue'] },
  },
  toolbar: { tools: ['refresh'] },
  columns: [{ prop: 'day', label: workOrderTexts.day, width: 140 }, ...countColumns],
  rowActions: [{ id: 'orders', label: workOrderTexts.orders, action: 'orders' }],
  actions: { orders: { type: 'custom', handler: workOrderHandlers.orders } },
};

export const consultationCalls = { list: 'consultation.list', create: 'consultation.create' } as const;
export const consultationHandlers = { detail: 'consultationDetail', sign: 'consultationSign' } as const;

const consultationTexts = {
  title: t('咨询主题', 'Subject', '諮詢主題'),
  customerName: t('咨询人', 'Asked by', '諮詢人'),
  mobilePhone: t('联系电话', 'Phone', '聯繫電話'),
  status: t('状态', 'Status', '狀態'),
  creatorTime: t('咨询时间', 'Asked at', '諮詢時間'),
  signUser: t('签收人', 'Signed by', '簽收人'),
  workOrder: t('工单编号', 'Work order', '工單編號'),
  waiting: t('待签收', 'To sign', '待簽收'),
  signed: t('已签收', 'Signed', '已簽收'),
  sign: t('签收', 'Sign', '簽收'),
  addTitle: t('新建咨询', 'New consultation', '新建諮詢'),
} satisfies Record<string, LocalText>;

/** The consultation dialog: the body of `POST /api/onlineconsultant` (schemas/workorder.ts checks it again). */
const consultationForm = {
  schema: {
    type: 'object',
    required: ['title'],
    properties: {
      customerName: { type: 'string', title: '咨询人', maxLength: 100 },
      mobilePhone: { type: 'string', title: '联系电话', maxLength: 30 },
      title: { type: 'string', title: '咨询主题', maxLength: 200 },
      content: { type: 'string', title: '咨询内容', maxLength: 2000 },
    },
  },
  uiSchema: {
    'ui:form': { labelWidth: 80 },
    customerName: { 'ui:field': 'input', 'ui:options': { span: 12, placeholder: '请输入咨询人' } },
    mobilePhone: { 'ui:field': 'input', 'ui:options': { span: 12, placeholder: '请输入联系电话' } },
    title: { 'ui:field': 'input', 'ui:options': { span: 24, placeholder: '请输入咨询主题' } },
    content: { 'ui:field': 'textarea', 'ui:options': { span: 24, placeholder: '请输入咨询内容' } },
  },
} as const;

/** 在线咨询 (subdev/onlineconsultant): the consultations; 签收 makes its work order and opens it. */
export const consultationPage: PageSchema = {
  id: 'online-consultations',
  search: {
    schema: {
      type: 'object',
      properties: {
        keyword: { type: 'string', title: '关键词', maxLength: 100 },
        status: { type: 'integer', title: '状态', enum: [0, 1] },
      },
    },
    uiSchema: {
      'ui:form': { labelWidth: 70 },
      keyword: { 'ui:field': 'input', 'ui:options': { span: 8, placeholder: '主题、咨询人、电话或内容' } },
      status: { 'ui:field': 'select', 'ui:options': { span: 5, placeholder: '全部', clearable: true, enumNames: ['待签收', '已签收'] } },
    },
  },
  list: { call: consultationCalls.list },
  toolbar: { buttons: [{ id: 'add', label: words.add, action: 'add', permission: 'btn_add', variant: 'primary' }], tools: ['refresh'] },
  columns: [
    { prop: 'title', label: consultationTexts.title },
    { prop: 'customerName', label: consultationTexts.customerName, width: 110 },
    { prop: 'mobilePhone', label: consultationTexts.mobilePhone, width: 130 },
    {
      prop: 'status',
      label: consultationTexts.status,
      kind: 'tag',
      width: 90,
      options: {
        map: { 0: { label: consultationTexts.waiting, color: 'orange' }, 1: { label: consultationTexts.signed, color: 'green' } },
      },
    },
    { prop: 'signUser', label: consultationTexts.signUser, width: 120 },
    { prop: 'workOrderNumber', label: consultationTexts.workOrder, width: 150 },
    { prop: 'creatorTime', label: consultationTexts.creatorTime, kind: 'dateTime', width: 150 },
  ],
  rowActions: [
    { id: 'detail', label: workOrderTexts.detail, action: 'detail' },
    { id: 'sign', label: consultationTexts.sign, action: 'sign', permission: 'btn_sign', visible: { field: 'status', equals: 0 } },
  ],
  actions: {
    add: { type: 'dialog', dialog: 'consultation', mode: 'create' },
    detail: { type: 'custom', handler: consultationHandlers.detail },
    sign: { type: 'custom', handler: consultationHandlers.sign },
  },
  dialogs: {
    consultation: {
      title: { create: consultationTexts.addTitle, edit: consultationTexts.addTitle },
      width: 640,
      form: consultationForm,
      save: { create: consultationCalls.create, update: consultationCalls.create },
    },
  },
};
