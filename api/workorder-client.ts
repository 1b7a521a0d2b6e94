/**
 * Work orders (issue 17): the screen-pop call the softphone makes on an inbound ring, and the calls of
 * the work-order screens. docs/work-orders.md has the model, the flow and the events.
 *
 * The seam with the softphone: on `agent_state` ringing inbound, the softphone calls
 * `screenPop({callId, ani, dnis, direction})` (or, with navigation, `popWorkOrder` of
 * screens/work-orders/screen-pop.ts, which also opens the form tab 'incoming call screen-pop: {ani}').
 * The server makes exactly one work order per `callId` (a unique index), so two tabs or two replicas
 * asking for the same call get the same id, `created` true for one of them only. A call whose
 * `direction` is not `inbound` is refused with 非呼入信息不创建工单 (spec 002 section 5.5), which the request
 * client shows as its error notice.
 *
 * Server side of `/api/App/AppWorkorder/*` (calling, calling3, record, jtrecord, gjrecord, outsaveinfo,
 * savetjqs, shiftchange) and `/api/App/OnlineServer/saveonlineqs` is server/work-orders; the phone's own
 * calls (getusenum, getUNusenum, users/updateline, tth/tth/*) are the softphone's.
 */
import type { HttpClient } from './http-client';
import {
  appWorkOrderPath,
  workOrderPath,
  consultationPath,
  onlineServerSignPath,
  type ClaimAnswer,
  type ConsultationInfo,
  type ConsultationInput,
  type ConsultationListItem,
  type SignAnswer,
  type UnitDayRow,
  type UnitReportRow,
  type WorkOrderInfo,
  type WorkOrderInput,
  type WorkOrderListItem,
  type WorkOrderListQuery,
} from './workorder';

export const screenPopUrl = '/api/workorder/ScreenPop';

/** `agent_state.call_direction` of the OLA protocol; only `inbound` makes a work order. */
export type CallDirection = 'inbound' | 'outbound' | (string & {});

export interface ScreenPopCall {
  /** The call's id (`other_accept` / `call_accept` of the CTI event): one work order per id. */
  callId: string;
  /** The caller's number. */
  ani: string;
  /** The dialled number. */
  dnis: string;
  direction: CallDirection;
}

export interface ScreenPopAnswer {
  /** The work order's id (the form's `id` query). */
  id: string;
  /** Its number (bill rule WorkOrder, `GD` + yyyyMMdd + 4 digits). */
  inbid: string;
  /** True when this call made it; false when the call id already had one. */
  created: boolean;
}

export interface ScreenPopApi {
  screenPop(call: ScreenPopCall): Promise<ScreenPopAnswer>;
}

export function createScreenPopApi(http: HttpClient): ScreenPopApi {
  return {
    screenPop: async (call) => (await http.post<ScreenPopAnswer>(screenPopUrl, call, { errorNotice: 1500 })).data,
  };
}

export const WORK_ORDER_FORM_ROUTE = '/subdev/appWorkorder/Form';

/** The form of a screen-popped work order, editable, titled by the caller's number (spec 002 section 2.1). */
export function screenPopFormPath(answer: Pick<ScreenPopAnswer, 'id'>, ani: string): string {
  const query = new URLSearchParams({ id: answer.id, edit: '1', ani });
  return `${WORK_ORDER_FORM_ROUTE}?${query.toString()}`;
}

/** The calls of the work-order screens (api/workorder.ts has the shapes; docs/work-orders.md the paths). */
export interface WorkOrderApi extends ScreenPopApi {
  list(query: WorkOrderListQuery): Promise<{ list: WorkOrderListItem[]; pagination: { total: number } }>;
  exportList(query: WorkOrderListQuery): Promise<ExportedFile>;
  info(id: string): Promise<WorkOrderInfo>;
  create(input: WorkOrderInput): Promise<{ id: string; inbid: string; msg: string }>;
  update(id: string, input: WorkOrderInput): Promise<string>;
  remove(id: string): Promise<string>;
  /** A step of the flow (`Dispatch`, `Accept`, `Return`, `Submit`, `Check`, `Collaborate`, `Note`, `Urge`): the server's message. */
  step(id: string, step: WorkOrderStep, body?: object): Promise<string>;
  reply(id: string, collaborationId: string, reply: string): Promise<string>;
  /** `POST App/AppWorkorder/savetjqs {id}`: result 1 when the caller took it. */
  savetjqs(id: string): Promise<ClaimAnswer>;
  report(period: ReportPeriodQuery): Promise<{ list: UnitReportRow[]; summary: Omit<UnitReportRow, 'unitId' | 'unitName'> }>;
  reportDays(period: ReportPeriodQuery & { handleOrgId: string }): Promise<UnitDayRow[]>;
  reportExport(period: ReportPeriodQuery): Promise<ExportedFile>;
}

export type WorkOrderStep = 'Dispatch' | 'Accept' | 'Return' | 'Submit' | 'Check' | 'Collaborate' | 'Note' | 'Urge';

export interface ReportPeriodQuery {
  startTime?: number;
  endTime?: number;
}

export interface ExportedFile {
  name: string;
  url: string;
}

export function createWorkOrderApi(http: HttpClient): WorkOrderApi {
  const at = (path = '') => `${workOrderPath}${path}`;
  // A download's address as the browser opens it (the API may live on another origin).
  const resolved = (file: ExportedFile): ExportedFile => ({ ...file, url: http.resolveUrl(file.url) });
  return {
    ...createScreenPopApi(http),
    list: async (query) => (await http.get<{ list: WorkOrderListItem[]; pagination: { total: number } }>(at(), query)).data,
    exportList: async (query) => resolved((await http.get<ExportedFile>(at('/Actions/Export'), query)).data),
    info: async (id) => (await http.get<WorkOrderInfo>(at(`/${encodeURIComponent(id)}`))).data,
    create: async (input) => {
      const answer = await http.post<{ id: string; inbid: string }>(at(), input);
      return { ...answer.data, msg: answer.msg };
    },
    update: async (id, input) => (await http.put(at(`/${encodeURIComponent(id)}`), input)).msg,
    remove: async (id) => (await http.delete(at(`/${encodeURIComponent(id)}`))).msg,
    step: async (id, step, body = {}) => (await http.post(at(`/${encodeURIComponent(id)}/${step}`), body)).msg,
    reply: async (id, collaborationId, reply) =>
      (await http.post(at(`/${encodeURIComponent(id)}/Collaboration/${encodeURIComponent(collaborationId)}/Reply`), { reply })).msg,
    savetjqs: async (id) => (await http.post<ClaimAnswer>(`${appWorkOrderPath}/savetjqs`, { id })).data,
    report: async (period) => (await http.get<Awaited<ReturnType<WorkOrderApi['report']>>>(at('/Report/ByUnit'), period)).data,
    reportDays: async (query) => (await http.get<{ list: UnitDayRow[] }>(at('/Report/ByUnit/Days'), query)).data.list,
    reportExport: async (period) => resolved((await http.get<ExportedFile>(at('/Report/ByUnit/Export'), period)).data),
  };
}

/** 在线咨询: the list, one with its notes, a new one, a note, and the sign that makes its work order. */
export interface ConsultationApi {
  list(query: {
    keyword?: string;
    status?: 0 | 1;
    currentPage?: number;
    pageSize?: number;
  }): Promise<{ list: ConsultationListItem[]; pagination: { total: number } }>;
  info(id: string): Promise<ConsultationInfo>;
  create(input: ConsultationInput): Promise<string>;
  note(id: string, content: string): Promise<string>;
  /** `POST /api/App/OnlineServer/saveonlineqs {id}`. */
  sign(id: string): Promise<SignAnswer>;
}

export function createConsultationApi(http: HttpClient): ConsultationApi {
  return {
    list: async (query) => (await http.get<{ list: ConsultationListItem[]; pagination: { total: number } }>(consultationPath, query)).data,
    info: async (id) => (await http.get<ConsultationInfo>(`${consultationPath}/${encodeURIComponent(id)}`)).data,
    create: async (input) => (await http.post(consultationPath, input)).msg,
    note: async (id, content) => (await http.post(`${consultationPath}/${encodeURIComponent(id)}/Note`, { content })).msg,
    sign: async (id) => (await http.post<SignAnswer>(onlineServerSignPath, { id })).data,
  };
}
