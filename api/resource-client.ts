/**
 * One client for every resource served from its definition (schemas/resources): the standard JNPF
 * calls of a path family (`/api/permission/Position`). The api layer does not read the definitions;
 * the caller passes the path.
 */
import type { HttpClient } from './http-client';

export type ResourceRecord = Record<string, unknown> & { id: string };

export interface ResourceListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
  /** Equality filters the definition names (organizeId, type…); empty values are left out. */
  [filter: string]: unknown;
}

export interface ResourcePage {
  list: ResourceRecord[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** A write's answer: the server's message (shown as the success notice) and its data. */
export interface ResourceSaved<T = null> {
  msg: string;
  data: T;
}

export interface ResourceClient {
  list(query?: ResourceListQuery): Promise<ResourcePage>;
  /** Enabled rows (or the resource's picker tree). */
  selector(): Promise<unknown[]>;
  all(): Promise<ResourceRecord[]>;
  /** The dialog's row: `{path}/{id}{suffix}` (a family whose `{path}/{id}` means something else: areas' `/Info`). */
  info(id: string, suffix?: string): Promise<ResourceRecord>;
  create(body: Record<string, unknown>): Promise<ResourceSaved<{ id: string }>>;
  update(id: string, body: Record<string, unknown>): Promise<ResourceSaved>;
  remove(id: string): Promise<ResourceSaved>;
  toggleState(id: string): Promise<ResourceSaved<{ enabledMark: 0 | 1 }>>;
  /** A read beyond the standard calls, under the path (`/Selector/0`, `/-1`); answers `data`. */
  get<T = unknown>(subPath: string, query?: ResourceListQuery): Promise<T>;
  /** A write beyond the standard calls, under the path (`/{id}/Actions/unlock`): answers the message and `data`. */
  send<T = unknown>(method: 'POST' | 'PUT' | 'DELETE', subPath: string, body?: unknown): Promise<ResourceSaved<T>>;
  /** The client of another path family over the same connection (a page that also edits a related resource). */
  at(path: string): ResourceClient;
  /** The address of a path the server answers (a download's `url`) on the client's connection. */
  resolveUrl?(path: string): string;
}

const withoutEmpty = (query: ResourceListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export function createResourceClient(http: HttpClient, path: string): ResourceClient {
  const one = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const saved = async <T>(call: Promise<{ msg: string; data: T }>): Promise<ResourceSaved<T>> => {
    const { msg, data } = await call;
    return { msg, data };
  };
  return {
    list: async (query = {}) => (await http.get<ResourcePage>(path, withoutEmpty(query))).data,
    selector: async () => (await http.get<{ list: unknown[] }>(`${path}/Selector`)).data.list,
    all: async () => (await http.get<{ list: ResourceRecord[] }>(`${path}/All`)).data.list,
    info: async (id, suffix = '') => (await http.get<ResourceRecord>(`${one(id)}${suffix}`)).data,
    create: (body) => saved(http.post<{ id: string }>(path, body)),
    update: (id, body) => saved(http.put<null>(one(id), body)),
    remove: (id) => saved(http.delete<null>(one(id))),
    toggleState: (id) => saved(http.put<{ enabledMark: 0 | 1 }>(`${one(id)}/Actions/State`)),
    get: async <T>(subPath: string, query: ResourceListQuery = {}) => (await http.get<T>(`${path}${subPath}`, withoutEmpty(query))).data,
    send: <T>(method: 'POST' | 'PUT' | 'DELETE', subPath: string, body?: unknown) =>
      saved(
        method === 'POST'
          ? http.post<T>(`${path}${subPath}`, body ?? {})
          : method === 'PUT'
            ? http.put<T>(`${path}${subPath}`, body)
            : http.delete<T>(`${path}${subPath}`),
      ),
    at: (other) => createResourceClient(http, other),
    resolveUrl: (url) => http.resolveUrl(url),
  };
}
