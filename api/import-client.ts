/**
 * The import calls of a module (api/imports.ts): upload, template, preview, import, the failed rows and
 * the list export, each answering `data`. Over the request client with the module's path, or over a
 * resource client, whose path is the module's.
 */
import type { HttpClient } from './http-client';
import type { ImportDownload, ImportPreview, ImportResult, ImportRow, ImportUploadAnswer } from './imports';
import type { ResourceClient, ResourceListQuery } from './resource-client';

/** Calls under the module's path (`/Uploader`...), answering `data`. */
export interface ImportTransport {
  get<T>(subPath: string, query?: Record<string, unknown>): Promise<T>;
  post<T>(subPath: string, body: unknown): Promise<T>;
  resolveUrl(url: string): string;
}

export interface ImportClient {
  /** `POST Uploader` (multipart, field `file`): the stored name to preview. */
  upload(file: Blob, fileName: string): Promise<ImportUploadAnswer>;
  /** `GET TemplateDownload`: the template to download. */
  template(): Promise<ImportDownload>;
  /** `GET ImportPreview?fileName=`. */
  preview(fileName: string): Promise<ImportPreview>;
  /** `POST ImportData {list}`. */
  importData(list: ImportRow[]): Promise<ImportResult>;
  /** `POST ImportExceptionData {list}`: the failed rows as a workbook to download. */
  exportFailed(list: ImportRow[]): Promise<ImportDownload>;
  /** `GET ExportExcel` with the list's query: the list as a workbook to download. */
  exportExcel(query?: ResourceListQuery): Promise<ImportDownload>;
  /** The address a download's `url` is fetched from. */
  resolveUrl(url: string): string;
}

const withoutEmpty = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export function createImportClient(transport: ImportTransport): ImportClient {
  return {
    upload: (file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return transport.post<ImportUploadAnswer>('/Uploader', form);
    },
    template: () => transport.get<ImportDownload>('/TemplateDownload'),
    preview: (fileName) => transport.get<ImportPreview>('/ImportPreview', { fileName }),
    importData: (list) => transport.post<ImportResult>('/ImportData', { list }),
    exportFailed: (list) => transport.post<ImportDownload>('/ImportExceptionData', { list }),
    exportExcel: (query = {}) => transport.get<ImportDownload>('/ExportExcel', withoutEmpty(query)),
    resolveUrl: (url) => transport.resolveUrl(url),
  };
}

/** The calls of `module` (`/api/permission/Users`) over the request client. */
export function httpImportTransport(http: HttpClient, module: string): ImportTransport {
  return {
    get: async <T>(subPath: string, query?: Record<string, unknown>) => (await http.get<T>(`${module}${subPath}`, query)).data,
    post: async <T>(subPath: string, body: unknown) => (await http.post<T>(`${module}${subPath}`, body)).data,
    resolveUrl: (url) => http.resolveUrl(url),
  };
}

/** The calls of a resource's module over its client. */
export function resourceImportTransport(client: ResourceClient): ImportTransport {
  return {
    get: (subPath, query) => client.get(subPath, query as ResourceListQuery),
    post: async <T>(subPath: string, body: unknown) => (await client.send<T>('POST', subPath, body)).data,
    resolveUrl: (url) => client.resolveUrl?.(url) ?? url,
  };
}
