/**
 * The data-interface calls the screens make beyond the resource client's: running an interface
 * (`Actions/Preview`, reference 4.16), its declared parameters (`GetParam`) and its call log
 * (`DataInterfaceLog/{id}`).
 */
import {
  dataInterfaceLogPath,
  dataInterfacePath,
  type DataInterfaceCallParam,
  type DataInterfaceInfoByIdsBody,
  type DataInterfaceListBody,
  type DataInterfaceLogRow,
  type DataInterfaceParameter,
} from './data-interface';
import type { HttpClient } from './http-client';

/** `Action/List`'s answer: one page of the interface's rows. */
export interface DataInterfaceRowPage {
  list: Array<Record<string, unknown>>;
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface DataInterfaceLogPage {
  list: DataInterfaceLogRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface DataInterfaceClient {
  /**
   * Runs the interface and answers its data. `quiet`: a failure shows no notice (a form's options fail
   * silently, spec 002 section 8); the test dialog shows the server's message.
   */
  preview(id: string, paramList: readonly DataInterfaceCallParam[], options?: { quiet?: boolean }): Promise<unknown>;
  /** The popup pickers' page (`Action/List`); quiet, as options: a failure shows no notice. */
  list(id: string, body: DataInterfaceListBody, signal?: AbortSignal): Promise<DataInterfaceRowPage>;
  /** Stored popup values shown again (`Action/InfoByIds`); quiet. */
  byIds(id: string, body: DataInterfaceInfoByIdsBody, signal?: AbortSignal): Promise<Array<Record<string, unknown>>>;
  parameters(id: string): Promise<DataInterfaceParameter[]>;
  log(id: string, query: { keyword?: string; currentPage: number; pageSize: number }): Promise<DataInterfaceLogPage>;
}

const one = (id: string) => encodeURIComponent(id);
const quiet = (signal?: AbortSignal) => (signal ? { errorNotice: false as const, signal } : { errorNotice: false as const });

export function createDataInterfaceClient(http: HttpClient): DataInterfaceClient {
  return {
    preview: async (id, paramList, options = {}) =>
      (
        await http.post<unknown>(
          `${dataInterfacePath}/${one(id)}/Actions/Preview`,
          { paramList },
          options.quiet ? { errorNotice: false } : {},
        )
      ).data,
    list: async (id, body, signal) =>
      (await http.post<DataInterfaceRowPage>(`${dataInterfacePath}/${one(id)}/Action/List`, body, quiet(signal))).data,
    byIds: async (id, body, signal) =>
      (await http.post<Array<Record<string, unknown>>>(`${dataInterfacePath}/${one(id)}/Action/InfoByIds`, body, quiet(signal))).data,
    parameters: async (id) => (await http.get<DataInterfaceParameter[]>(`${dataInterfacePath}/GetParam/${one(id)}`)).data,
    log: async (id, { keyword, currentPage, pageSize }) =>
      (
        await http.get<DataInterfaceLogPage>(`${dataInterfaceLogPath}/${one(id)}`, {
          ...(keyword ? { keyword } : {}),
          currentPage,
          pageSize,
        })
      ).data,
  };
}
