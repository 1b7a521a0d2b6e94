/**
 * The platform calls the softphone makes (spec 002 section 7.9), with the retry rule of section 8:
 * `calling`, `calling3` and `users/updateline` that fail with a code other than 200 are tried once more
 * after 3 s, after a network error once more after 5 s (the first failure shows no notice; the last one
 * does, as the request client words it). The work-order calls are served by server/work-orders; the
 * phone's own calls (getusenum, getUNusenum, updateline, tth/tth/*) by server/softphone.
 */
import { ApiError, NETWORK_ERROR_CODE, type HttpClient, type RequestOptions } from './http-client';

export const appWorkorderBase = '/api/App/AppWorkorder';

/** `callway`: the Chinese words of the call status and record payloads (spec 002 section 3.7). */
export const CALLWAY_INBOUND = '呼入';
export const CALLWAY_OUTBOUND = '呼出';

/** Spec 002 section 3.7 "Call status payload". */
export interface CallStatusPayload {
  msgtype: string;
  /** The calling number: the caller of an inbound call, the agent's extension of an outbound one. */
  sendcode: string;
  /** The number called. */
  recvcode: string;
  callway: string;
  callid: string;
  status: string;
  /** Milliseconds since the epoch. */
  calltime: number;
  userid: string;
}

export interface RecordItem {
  sendcode: string;
  recvcode: string;
  account: string;
  startTime: number;
  callway: string;
  callid: string;
  filepath: string;
}

/** Spec 002 section 3.7 "Record payload". */
export interface RecordPayload {
  userid: string;
  msgtype: string;
  recordlist: RecordItem[];
}

export type RecordKind = 'record' | 'jtrecord' | 'gjrecord';

export interface CallingAnswer {
  success: boolean;
  /** The work order's id; opens the form. */
  oid: string;
  inbid?: string;
}

export interface SoftphoneCalls {
  /** An inbound call rang: its work order (made once per call id). */
  calling(payload: CallStatusPayload): Promise<CallingAnswer>;
  /** The call's work order when it has one: `oid` '0' for none. */
  calling3(payload: CallStatusPayload): Promise<{ oid: string }>;
  record(kind: RecordKind, payload: RecordPayload): Promise<unknown>;
  /** An outbound call ended: `description` is shown as a success notice for 3.5 s. */
  outsaveinfo(payload: CallStatusPayload): Promise<{ description: string }>;
  /** false: another user has this extension (the phone is shared). */
  getusenum(num: string): Promise<boolean>;
  getUNusenum(num: string, userid: string): Promise<boolean>;
  updateline(landline: string): Promise<void>;
  /** Whether the phone at `url` is registered (answers). Fails (no notice) when the server cannot tell. */
  phonestate(url: string): Promise<boolean>;
  /** A handset command sent to the phone's own address. */
  jj(url: string): Promise<boolean>;
  /** An online consultation taken: `result` 1 opens the work order, else `msg` says why. */
  saveonlineqs(id: string): Promise<{ result: number | string; msg?: string }>;
}

export const RETRY_AFTER_REFUSAL = 3000;
export const RETRY_AFTER_NETWORK_ERROR = 5000;

/** Session codes and refusals a second try cannot change. */
const finalCodes = new Set([401, 403, 600, 601, 602]);

export type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` quietly, and once more (showing its failure) after 3 s, or 5 s after a network error. */
export async function retriedOnce<T>(call: (options: Partial<RequestOptions>) => Promise<T>, sleep: Sleep = realSleep): Promise<T> {
  try {
    return await call({ errorNotice: false });
  } catch (error) {
    if (!(error instanceof ApiError) || finalCodes.has(error.code)) throw error;
    await sleep(error.code === NETWORK_ERROR_CODE ? RETRY_AFTER_NETWORK_ERROR : RETRY_AFTER_REFUSAL);
    return call({});
  }
}

export function createSoftphoneCalls(http: HttpClient, sleep: Sleep = realSleep): SoftphoneCalls {
  const post = async <T>(url: string, body: unknown, options: Partial<RequestOptions> = {}) =>
    (await http.post<T>(url, body, options)).data;
  return {
    calling: (payload) => retriedOnce((options) => post<CallingAnswer>(`${appWorkorderBase}/calling`, payload, options), sleep),
    calling3: (payload) => retriedOnce((options) => post<{ oid: string }>(`${appWorkorderBase}/calling3`, payload, options), sleep),
    record: (kind, payload) => post(`${appWorkorderBase}/${kind}`, payload),
    outsaveinfo: (payload) => post<{ description: string }>(`${appWorkorderBase}/outsaveinfo`, payload),
    getusenum: async (num) => (await http.get<{ success: boolean }>(`${appWorkorderBase}/getusenum`, { num })).data.success,
    getUNusenum: async (num, userid) =>
      (await http.get<{ success: boolean }>(`${appWorkorderBase}/getUNusenum`, { num, userid })).data.success,
    updateline: async (landline) => {
      await retriedOnce((options) => post('/api/permission/users/updateline', { landline }, options), sleep);
    },
    phonestate: (url) => post<boolean>('/api/tth/tth/phonestate', { url }, { errorNotice: false }),
    jj: (url) => post<boolean>('/api/tth/tth/jj', { url }),
    saveonlineqs: (id) =>
      post<{ result: number | string; msg?: string }>('/api/App/OnlineServer/saveonlineqs', { id }, { errorNotice: false }),
  };
}
