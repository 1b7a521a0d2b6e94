/**
 * The contract of work orders (issue 17; spec 000 sections 2.2, 4 and 7.3, spec 002 sections 2.1, 3.7,
 * 7.9 and 9.3): statuses, lists, menus, answers and bodies, shared by the server and the screens.
 * docs/work-orders.md has the model and the flow.
 */
import type { MessageFile } from './messages';

export const workOrderPath = '/api/workorder';
export const appWorkOrderPath = '/api/App/AppWorkorder';

/** new → dispatched → in progress → awaiting check → closed; returned by the handler back to dispatch. */
export const workOrderStatuses = ['new', 'dispatched', 'processing', 'checking', 'closed', 'returned'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  new: '新建',
  dispatched: '已派单',
  processing: '处理中',
  checking: '待审核',
  closed: '已办结',
  returned: '已退回',
};

/** 1 normal, 2 important, 3 urgent (spec 002 section 9.3; default normal). */
export type WorkOrderUrgency = 1 | 2 | 3;
export const workOrderUrgencies = [
  { id: 1, fullName: '普通' },
  { id: 2, fullName: '重要' },
  { id: 3, fullName: '紧急' },
] as const;

/** Hours from creation to the deadline, by urgency (the specs are silent: docs/work-orders.md). */
export const workOrderDeadlineHours: Record<WorkOrderUrgency, number> = { 1: 72, 2: 24, 3: 4 };

/** 1 an inbound call (screen-pop), 2 typed in by hand, 3 an online consultation signed. */
export type WorkOrderSource = 1 | 2 | 3;

/** The dictionary of categories (报修类型, seeded under 供热业务). */
export const workOrderCategoryDictionary = 'repairType';
/** The bill rule of numbers: `GD` + yyyyMMdd + 4 digits, from 0001 each day. */
export const workOrderBillRule = 'WorkOrder';

export const workOrderMenus = {
  inProgress: 'subdev.appWorkorder',
  awaiting: 'subdev.appWorkorder.indexclz',
  closed: 'subdev.appWorkorder.indexbj',
  report: 'report.gdwgdtj',
} as const;

/**
 * The lists: the three work-order pages and the six pages of 来电服务请求, each under its own menu.
 * `mine` lists only what the caller handles (assigned to them, or to their unit with nobody named).
 */
export const workOrderViews = {
  inProgress: { menu: 'subdev.appWorkorder', statuses: ['new', 'dispatched', 'processing', 'checking', 'returned'] },
  awaiting: { menu: 'subdev.appWorkorder.indexclz', statuses: ['dispatched', 'processing'], mine: true },
  closed: { menu: 'subdev.appWorkorder.indexbj', statuses: ['closed'] },
  requests: { menu: 'extend.icrmInboundservicerequest', statuses: [...workOrderStatuses] },
  requestsProcessing: { menu: 'extend.icrmInboundservicerequest.indexclz', statuses: ['processing'] },
  requestsToSign: { menu: 'extend.icrmInboundservicerequest.indexsign', statuses: ['dispatched'] },
  requestsReturned: { menu: 'extend.icrmInboundservicerequest.indexback', statuses: ['returned'] },
  requestsClosed: { menu: 'extend.icrmInboundservicerequest.indexend', statuses: ['closed'] },
  requestsToCheck: { menu: 'extend.icrmInboundservicerequest.indexcheck', statuses: ['checking'] },
  requestsChecked: { menu: 'extend.icrmInboundservicerequest.indexcheckto', statuses: ['closed'] },
  report: { menu: 'report.gdwgdtj', statuses: [...workOrderStatuses] },
} as const satisfies Record<string, { menu: string; statuses: readonly WorkOrderStatus[]; mine?: boolean }>;
export type WorkOrderView = keyof typeof workOrderViews;
export const workOrderViewNames = Object.keys(workOrderViews) as WorkOrderView[];

/** The menus' addresses (urlAddress) of the lists, and the view each shows. */
export const WORK_ORDER_LIST_SCREENS: Record<string, WorkOrderView> = {
  'subdev/appWorkorder': 'inProgress',
  'subdev/appWorkorder/indexclz': 'awaiting',
  'subdev/appWorkorder/indexbj': 'closed',
  'extend/icrmInboundservicerequest': 'requests',
  'extend/icrmInboundservicerequest/indexclz': 'requestsProcessing',
  'extend/icrmInboundservicerequest/indexsign': 'requestsToSign',
  'extend/icrmInboundservicerequest/indexback': 'requestsReturned',
  'extend/icrmInboundservicerequest/indexend': 'requestsClosed',
  'extend/icrmInboundservicerequest/indexcheck': 'requestsToCheck',
  'extend/icrmInboundservicerequest/indexcheckto': 'requestsChecked',
};

/** Every menu whose users read work orders (the form, its history, a notice's target). */
export const workOrderReadMenus: readonly string[] = [...new Set(Object.values(workOrderViews).map((view) => view.menu))];

/** What the caller may do with a work order now (the server decides; the form shows these buttons). */
export const workOrderActions = [
  'update',
  'remove',
  'dispatch',
  'accept',
  'return',
  'submit',
  'check',
  'collaborate',
  'reply',
  'note',
  'urge',
] as const;
export type WorkOrderAction = (typeof workOrderActions)[number];

/** A recording of the call (spec 002 section 3.7 "Record payload"). */
export interface WorkOrderRecording {
  callId: string;
  /** The recording's address (the CTI server's `recording_file_name`, or a file of the files issue). */
  filePath: string;
  /** 呼入 / 呼出. */
  callway: string;
  startTime: number | null;
  caller: string;
  callee: string;
}

/** The form's values (the JNPF definition of schemas/workorder-form.ts). */
export interface WorkOrderInput {
  ani?: string;
  customerName?: string;
  address?: string;
  category?: string;
  urgent?: WorkOrderUrgency;
  content: string;
  files?: MessageFile[];
  remark?: string;
}

export interface WorkOrderHistoryItem {
  id: string;
  action: string;
  fromStatus: WorkOrderStatus | null;
  toStatus: WorkOrderStatus | null;
  note: string;
  userName: string;
  creatorTime: number;
}

export interface WorkOrderCollaboration {
  id: string;
  organizeId: string;
  organizeName: string;
  note: string;
  reply: string;
  replyUserName: string;
  replyTime: number | null;
  creatorTime: number;
}

export interface WorkOrderInfo extends Required<Omit<WorkOrderInput, 'urgent'>> {
  id: string;
  inbid: string;
  callId: string;
  dnis: string;
  source: WorkOrderSource;
  customerId: string;
  urgent: WorkOrderUrgency;
  status: WorkOrderStatus;
  handleOrgId: string;
  handleOrgName: string;
  handleUserId: string;
  handleUserName: string;
  result: string;
  satisfaction: number | null;
  deadline: number;
  /** Past its deadline: open now, or closed after it. */
  overdue: boolean;
  creatorUserName: string;
  creatorTime: number;
  closeTime: number | null;
  recordings: WorkOrderRecording[];
  history: WorkOrderHistoryItem[];
  collaborations: WorkOrderCollaboration[];
  /** What the caller may do now. */
  actions: WorkOrderAction[];
}

export interface WorkOrderListItem {
  id: string;
  inbid: string;
  ani: string;
  customerName: string;
  address: string;
  category: string;
  categoryName: string;
  urgent: WorkOrderUrgency;
  status: WorkOrderStatus;
  handleOrg: string;
  handleUser: string;
  creatorUser: string;
  creatorTime: number;
  deadline: number;
  closeTime: number | null;
  satisfaction: number | null;
  overdue: boolean;
}

export interface WorkOrderListQuery {
  view: WorkOrderView;
  keyword?: string;
  status?: WorkOrderStatus;
  category?: string;
  urgent?: WorkOrderUrgency;
  /** The report's drill-down: one unit ('' for work orders not dispatched yet). */
  handleOrgId?: string;
  /** The report's cell: a status group of {@link reportColumns}. */
  group?: ReportGroup;
  /** Created in [startTime, endTime), epoch milliseconds. */
  startTime?: number;
  endTime?: number;
  currentPage?: number;
  pageSize?: number;
}

export interface DispatchInput {
  handleOrgId: string;
  handleUserId?: string;
  note?: string;
}

export interface CheckInput {
  /** 1 passed (closed), 0 sent back to the handler. */
  pass: 0 | 1;
  opinion?: string;
  /** 1 to 5. */
  satisfaction?: number;
}

/** The report by unit (各单位工单统计): counts in a period, by status group. */
export const reportColumns = ['total', 'pending', 'processing', 'closed', 'overdue'] as const;
export type ReportGroup = (typeof reportColumns)[number];

export interface UnitReportRow {
  /** '' for work orders not dispatched yet (未派单). */
  unitId: string;
  unitName: string;
  total: number;
  /** New, dispatched and returned: waiting for someone to take them. */
  pending: number;
  /** In progress and awaiting check. */
  processing: number;
  closed: number;
  /** Past their deadline: open now, or closed after it. */
  overdue: number;
  /** closed / total, as a percentage with one decimal ('0.0' without work orders). */
  closeRate: string;
}

export interface UnitDayRow extends Omit<UnitReportRow, 'unitId' | 'unitName'> {
  /** yyyy-MM-dd in the platform's zone. */
  day: string;
}

/** `POST App/AppWorkorder/savetjqs`: 1 the caller took the work order and its form opens on tab tjyp. */
export interface ClaimAnswer {
  result: 0 | 1;
  msg: string;
}

/** The server's words (Chinese, as the rest of the server answers). */
export const workOrderTexts = {
  notFound: '工单不存在',
  notInbound: '非呼入信息不创建工单',
  created: '新建成功',
  updated: '修改成功',
  removed: '删除成功',
  dispatched: '派单成功',
  accepted: '签收成功',
  returned: '退回成功',
  submitted: '提交成功',
  closed: '工单已办结',
  sentBack: '已退回处理人重新处理',
  collaborated: '已发起协同',
  replied: '协同回复成功',
  noted: '追记成功',
  urged: '催办成功',
  notHandler: '您不是该工单的处理人',
  notCollaborator: '您不属于该协同单位',
  alreadyReplied: '该协同单位已回复',
  wrongStatus: (status: WorkOrderStatus, action: string) => `工单${workOrderStatusLabels[status]}，不能${action}`,
  unknownOrganize: '处理单位不存在',
  userNotInOrganize: '处理人不属于所选处理单位',
  unknownUser: '处理人不存在',
  unknownCategory: '工单类别不存在',
  noCollaborators: '请选择协同单位',
  shiftChanged: (count: number) => `交班成功，已通知${count}位同事`,
  outboundSaved: (number: string) => (number ? `外呼信息已记入工单 ${number}` : '外呼信息已保存'),
} as const;

/** 在线咨询 (menu subdev.onlineconsultant): a request of the web or app channel, signed into a work order. */
export const consultationPath = '/api/onlineconsultant';
export const consultationMenu = 'subdev.onlineconsultant';
export const onlineServerSignPath = '/api/App/OnlineServer/saveonlineqs';

/** 0 waiting to be signed (待签收), 1 signed: its work order made. */
export type ConsultationStatus = 0 | 1;

export interface ConsultationInput {
  customerName?: string;
  mobilePhone?: string;
  title: string;
  content?: string;
}

export interface ConsultationListItem extends Required<ConsultationInput> {
  id: string;
  status: ConsultationStatus;
  signUser: string;
  workOrderId: string;
  workOrderNumber: string;
  creatorTime: number;
}

export interface ConsultationNote {
  id: string;
  content: string;
  userName: string;
  creatorTime: number;
}

export interface ConsultationInfo extends ConsultationListItem {
  notes: ConsultationNote[];
}

/** `saveonlineqs`: result 1 opens the work order (`oid`), else `msg` says why not. */
export interface SignAnswer {
  result: 0 | 1;
  msg: string;
  oid?: string;
  inbid?: string;
}

export const consultationTexts = {
  notFound: '咨询不存在',
  created: '新建成功',
  noted: '追记成功',
  signed: '签收成功',
  signedBy: (name: string) => `该咨询已由${name}签收`,
} as const;
