/** The work-order call a type-8 message needs before its form opens (spec 000 sections 4 and 7.3). */
import type { HttpClient } from './http-client';

/** `result` 1: the user took the work order and its form opens; otherwise `msg` says why not. */
export interface SaveTjqsResult {
  result: number | string;
  msg?: string;
}

export interface WorkOrderMessageApi {
  /** `POST /api/App/AppWorkorder/savetjqs {id}`. */
  savetjqs(id: string): Promise<SaveTjqsResult>;
}

export function createWorkOrderMessageApi(http: HttpClient): WorkOrderMessageApi {
  return {
    savetjqs: async (id) => (await http.post<SaveTjqsResult>('/api/App/AppWorkorder/savetjqs', { id })).data,
  };
}
