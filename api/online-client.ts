/**
 * Typed calls of the generated forms' runtime (`/api/visualdev/OnlineDev`, reference 2.11, 3.3 and 3.4):
 * a released definition's configuration, its records' list, one record, the writes, the change
 * history and the export. The bodies are the ones schemas/online/online-bodies.ts validates (api/
 * imports nothing of ours: tests/unit/screens/online/online-list-page.test.ts checks the two agree).
 */
import { ApiError } from './http-client';
import type { HttpClient } from './http-client';
import { createImportClient, httpImportTransport, type ImportClient } from './import-client';
import { visualDevPaths, type FieldDataSelectPage, type FieldDataSelectQuery } from './visual-dev';

export const onlineDevPath = '/api/visualdev/OnlineDev';

/** `GET {modelId}/Config`: the released definition, its form and list as JSON text (reference 3.4). */
export interface OnlineConfig {
  id: string;
  fullName: string;
  /** 1 form only, 2 form and list, 4 data view. */
  webType: number;
  formData: string;
  columnData: string | null;
  appColumnData: string | null;
  /** A data view (web type 4): the data interface its list runs, and its parameters as JSON text. */
  interfaceId?: string | null;
  interfaceParam?: string | null;
}

/** The list call's body (reference 3.3): `queryJson` is JSON text of `{prop: value}`, a range a 2-element array. */
export interface OnlineListBody {
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc' | '';
  sidx?: string;
  menuId?: string;
  queryJson?: string;
  superQueryJson?: string;
  /** '0' the page, '1' every row (export). */
  dataType?: '0' | '1';
  keyword?: string;
}

/**
 * A record as the list answers it: stored values keyed by field, `id` included; columns not granted left
 * out. A tree list (layout 5) says whether the row has children to load (`{modelId}/List/{id}`).
 */
export type OnlineRow = Record<string, unknown> & { id: string; hasChildren?: boolean };

export interface OnlinePage {
  list: OnlineRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** `GET {modelId}/{id}`: the record's values as JSON text. */
export interface OnlineRecord {
  id: string;
  data: string;
}

/** Create and update: the form's values as JSON text. */
export interface OnlineRecordBody {
  data: string;
  menuId?: string;
}

export interface OnlineFieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** 0 created, 1 changed, 2 deleted. */
export type OnlineChangeType = 0 | 1 | 2;

/** One line of a record's history (`GET {modelId}/{id}/DataLog`), newest first. */
export interface OnlineChangeLine {
  id: string;
  type: OnlineChangeType;
  changes: OnlineFieldChange[];
  userName: string;
  /** Epoch milliseconds. */
  creatorTime: number;
}

/** `POST {modelId}/Actions/ExportData`: the list body with the chosen columns and '0' the page / '1' all rows. */
export interface OnlineExportBody extends OnlineListBody {
  /** Comma list of the columns' props. */
  selectKey: string;
  dataType: '0' | '1';
}

export interface OnlineExportFile {
  name: string;
  url: string;
}

/** A write's answer: the server's message (the success notice) and its data. */
export interface OnlineSaved<T = null> {
  msg: string;
  data: T;
}

export interface OnlineClient {
  /** Rejects with the server's message (an {@link ApiError} not yet shown) when the definition is not released or not granted. */
  config(modelId: string): Promise<OnlineConfig>;
  list(modelId: string, body: OnlineListBody, signal?: AbortSignal): Promise<OnlinePage>;
  /** A tree list's rows under record `id` (`{modelId}/List/{id}`), with the list's body: the same search applies. */
  children(modelId: string, id: string, body: OnlineListBody, signal?: AbortSignal): Promise<OnlinePage>;
  info(modelId: string, id: string): Promise<OnlineRecord>;
  create(modelId: string, body: OnlineRecordBody): Promise<OnlineSaved<{ id: string }>>;
  update(modelId: string, id: string, body: OnlineRecordBody): Promise<OnlineSaved>;
  remove(modelId: string, id: string): Promise<OnlineSaved>;
  batchRemove(modelId: string, ids: string[], menuId?: string): Promise<OnlineSaved<{ deleted: number } | null>>;
  history(modelId: string, id: string): Promise<OnlineChangeLine[]>;
  exportData(modelId: string, body: OnlineExportBody): Promise<OnlineExportFile>;
  /** The spreadsheet import of the model (`{model}/Uploader`, `TemplateDownload`, `ImportPreview`, ...). */
  imports(modelId: string): ImportClient;
  /** The address of a download the server answered (`url` of an export). */
  resolveUrl(path: string): string;
  /**
   * A page of another released form's records for a relation field (`visualdev/Base/{modelId}/FieldDataSelect`,
   * spec 002 section 7.3); with `ids` only those, failing silently (a lookup of stored values).
   */
  fieldDataSelect(modelId: string, query: FieldDataSelectQuery, signal?: AbortSignal): Promise<FieldDataSelectPage>;
  /** One record with its values as display text (`{modelId}/{id}/DataChange`); fails silently (a lookup). */
  dataChange(modelId: string, id: string, signal?: AbortSignal): Promise<OnlineRecord>;
}

const model = (modelId: string) => `${onlineDevPath}/${encodeURIComponent(modelId)}`;
const record = (modelId: string, id: string) => `${model(modelId)}/${encodeURIComponent(id)}`;

export function createOnlineClient(http: HttpClient): OnlineClient {
  const saved = async <T>(call: Promise<{ msg: string; data: T }>): Promise<OnlineSaved<T>> => {
    const { msg, data } = await call;
    return { msg, data };
  };
  return {
    config: async (modelId) => {
      const url = `${model(modelId)}/Config`;
      // The client passes this call's answer through unchecked (reference 3.4): its code is read here.
      const answer = await http.get<OnlineConfig>(url);
      if (answer.code !== 200 || !answer.data) throw new ApiError(answer.msg, answer.code, url, answer, false);
      return answer.data;
    },
    list: async (modelId, body, signal) => (await http.post<OnlinePage>(`${model(modelId)}/List`, body, { signal })).data,
    children: async (modelId, id, body, signal) =>
      (await http.post<OnlinePage>(`${model(modelId)}/List/${encodeURIComponent(id)}`, body, { signal })).data,
    info: async (modelId, id) => (await http.get<OnlineRecord>(record(modelId, id))).data,
    create: (modelId, body) => saved(http.post<{ id: string }>(model(modelId), body)),
    update: (modelId, id, body) => saved(http.put<null>(record(modelId, id), body)),
    remove: (modelId, id) => saved(http.delete<null>(record(modelId, id))),
    batchRemove: (modelId, ids, menuId) =>
      saved(
        http.post<{ deleted: number } | null>(`${onlineDevPath}/batchDelete/${encodeURIComponent(modelId)}`, {
          ids,
          ...(menuId ? { menuId } : {}),
        }),
      ),
    history: async (modelId, id) => (await http.get<OnlineChangeLine[]>(`${record(modelId, id)}/DataLog`)).data,
    exportData: async (modelId, body) => (await http.post<OnlineExportFile>(`${model(modelId)}/Actions/ExportData`, body)).data,
    imports: (modelId) => createImportClient(httpImportTransport(http, model(modelId))),
    resolveUrl: (path) => http.resolveUrl(path),
    fieldDataSelect: async (modelId, query, signal) =>
      (
        await http.get<FieldDataSelectPage>(`${visualDevPaths.base}/${encodeURIComponent(modelId)}/FieldDataSelect`, query, {
          signal,
          ...(query.ids !== undefined ? { errorNotice: false } : {}),
        })
      ).data,
    dataChange: async (modelId, id, signal) =>
      (await http.get<OnlineRecord>(`${record(modelId, id)}/DataChange`, undefined, { signal, errorNotice: false })).data,
  };
}
