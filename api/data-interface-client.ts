/**
 * The data-interface calls the screens make beyond the resource client's: running an interface
 * (`Actions/Preview`, reference 4.16), its declared parameters (`GetParam`) and its call log
 * (`DataInterfaceLog/{id}`).
 */
import {
  dataInterfaceLogPath,
  dataInterfacePath,
  type DataInterfaceCallParam,
  type DataInterfaceLogRow,
  type DataInterfaceParameter,
} from './data-interface';
import type { HttpClient } from './http-client';

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
  parameters(id: string): Promise<DataInterfaceParameter[]>;
  log(id: string, query: { keyword?: string; currentPage: number; pageSize: number }): Promise<DataInterfaceLogPage>;
}

const one = (id: string) => encodeURIComponent(id);

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
