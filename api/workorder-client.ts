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
