/**
 * Typed calls of printing (`/api/system/printDev`, `/api/system/printLog`; docs/print.md): the
 * chooser's templates, one record's or a batch's print data, the log of a print, and for the template
 * editor the fields of a source and the saved versions.
 */
import type { HttpClient } from './http-client';
import {
  printDevPath,
  printLogPath,
  type PrintFieldGroup,
  type PrintFieldsBody,
  type PrintLogBody,
  type PrintOption,
  type PrintPage,
  type PrintVersionInfo,
  type PrintVersionRow,
} from './print-dev';

export interface PrintClient {
  /** The enabled templates among `ids`, in their order (`POST getListOptions`). */
  options(ids: readonly string[]): Promise<PrintOption[]>;
  /** One record with the template (`GET Data`); `menuId` names the menu whose grants apply. */
  data(templateId: string, recordId: string, menuId?: string): Promise<PrintPage>;
  /** Records, one page each (`GET BatchData`). */
  batchData(templateId: string, recordIds: readonly string[], menuId?: string): Promise<PrintPage[]>;
  /** `POST printLog/save`: quiet, a print is not undone by a log that failed. */
  log(body: PrintLogBody): Promise<void>;
  fields(body: PrintFieldsBody): Promise<PrintFieldGroup[]>;
  versions(templateId: string): Promise<PrintVersionRow[]>;
  version(versionId: string): Promise<PrintVersionInfo>;
}

const query = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function createPrintClient(http: HttpClient): PrintClient {
  return {
    options: async (ids) => (await http.post<{ list: PrintOption[] }>(`${printDevPath}/getListOptions`, { ids: [...ids] })).data.list,
    data: async (templateId, recordId, menuId) =>
      (await http.get<PrintPage>(`${printDevPath}/Data`, query({ id: templateId, formId: recordId, menuId }))).data,
    batchData: async (templateId, recordIds, menuId) =>
      (await http.get<PrintPage[]>(`${printDevPath}/BatchData`, query({ id: templateId, formId: recordIds.join(','), menuId }))).data,
    log: async (body) => {
      await http.post(`${printLogPath}/save`, body, { errorNotice: false }).catch(() => undefined);
    },
    fields: async (body) => (await http.post<{ list: PrintFieldGroup[] }>(`${printDevPath}/Fields`, body)).data.list,
    versions: async (templateId) =>
      (await http.get<{ list: PrintVersionRow[] }>(`${printDevPath}/Version/${encodeURIComponent(templateId)}`)).data.list,
    version: async (versionId) => (await http.get<PrintVersionInfo>(`${printDevPath}/Info/${encodeURIComponent(versionId)}`)).data,
  };
}
