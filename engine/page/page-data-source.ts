/**
 * What a page reads and writes through: calls by name. Screens implement it over api/ (mapping
 * names to requests and rows to bodies); stories and tests use engine/page/memory-page-source.ts.
 *
 * Failures: a data source reports its own failures to the user (the api client shows the server's
 * message) and rejects; the page then only stops its busy state, as the original does.
 */
import type { DataSource } from '../data-source';

export type PageRow = Record<string, unknown>;

export interface PageQuery {
  /** Absent when the list has no paging. */
  currentPage?: number;
  pageSize?: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
  /** Search values and the list's bound params (keyword, typeId…). */
  [key: string]: unknown;
}

export interface PageRows {
  list: PageRow[];
  /** Rows in all pages (paged lists). */
  total?: number;
}

export interface CallInput {
  /** The row's key (edit, delete, state, export, load). */
  id?: string;
  row?: PageRow;
  /** Dialog values (save). */
  values?: Record<string, unknown>;
  /** Bound params of the call (option sources). */
  params?: Record<string, unknown>;
  file?: File;
  /** The selected side-tree node and the page's params, for calls that need them (the type of a new item). */
  node?: PageRow | null;
  pageParams?: Record<string, unknown>;
  /** The list's query as the rows shown were asked for (search values, bound params, sort): an export of the list. */
  query?: PageQuery;
  /** The rows chosen in the checkbox column (`selection: 'multiple'`), for a call on them (a batch delete). */
  selection?: PageRow[];
}

/** A file for the browser to save. */
export interface Download {
  name: string;
  blob?: Blob;
  url?: string;
}

export interface CallOutcome {
  /** The server's message, shown as a success toast. */
  msg?: string;
  data?: unknown;
  download?: Download;
}

export interface PageDataSource {
  list(call: string, query: PageQuery, signal?: AbortSignal): Promise<PageRows>;
  call(call: string, input: CallInput, signal?: AbortSignal): Promise<CallOutcome>;
  /** What the dialogs' forms read options and labels from. */
  form: DataSource;
}
