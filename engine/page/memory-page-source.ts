/**
 * An in-memory page data source for stories and tests: lists and calls answered by functions, a
 * log of every call, and `memoryTable` for a CRUD table (flat rows with parentId, answered as a
 * tree when asked). A handler that throws is shown like the api client shows a refusal (`notify`,
 * type error) and the call rejects.
 */
import type { Notice } from '../../api';
import type { DataSource } from '../data-source';
import { createMemoryDataSource } from '../memory-data-source';
import type { CallInput, CallOutcome, PageDataSource, PageQuery, PageRow, PageRows } from './page-data-source';

export interface MemoryPageSourceInit {
  lists?: Record<string, (query: PageQuery) => PageRows>;
  calls?: Record<string, (input: CallInput) => CallOutcome | undefined>;
  form?: DataSource;
  notify?: (notice: Notice) => void;
}

export interface MemoryPageSource extends PageDataSource {
  log: { name: string; input: CallInput | PageQuery }[];
}

export function createMemoryPageSource(init: MemoryPageSourceInit): MemoryPageSource {
  const log: MemoryPageSource['log'] = [];
  const answer = async <T>(name: string, input: CallInput | PageQuery, run: (() => T) | undefined): Promise<T> => {
    log.push({ name, input });
    await Promise.resolve();
    if (!run) throw new Error(`memory page source: no handler for ${name}`);
    try {
      return run();
    } catch (error) {
      init.notify?.({ type: 'error', message: error instanceof Error ? error.message : String(error), duration: 1500 });
      throw error;
    }
  };
  return {
    log,
    form: init.form ?? createMemoryDataSource(),
    list: (name, query) => answer(name, query, init.lists?.[name] && (() => init.lists![name]!(query))),
    call: (name, input) => answer(name, input, init.calls?.[name] && (() => init.calls![name]!(input) ?? {})),
  };
}

export interface MemoryTableOptions {
  rows: PageRow[];
  /** Fields the keyword searches (default fullName, enCode). */
  searchIn?: string[];
  /** Rows kept for a query (e.g. by category). */
  where?: (row: PageRow, query: PageQuery) => boolean;
  /** Message when deleting a row that has children. */
  hasChildrenMessage?: string;
}

/** A mutable table: `list(query)` (a tree when `query.isTree` is 1, paged when asked), create, update, remove, toggle. */
export function memoryTable({
  rows,
  searchIn = ['fullName', 'enCode'],
  where,
  hasChildrenMessage = '存在子级数据，不能删除',
}: MemoryTableOptions) {
  let next = rows.length + 1;
  const nest = (list: PageRow[], parent: string): PageRow[] =>
    list.filter((row) => String(row.parentId ?? '0') === parent).map((row) => ({ ...row, children: nest(list, String(row.id)) }));
  return {
    rows,
    list(query: PageQuery): PageRows {
      const keyword = typeof query.keyword === 'string' ? query.keyword : '';
      const kept = rows.filter(
        (row) => (!where || where(row, query)) && (!keyword || searchIn.some((f) => String(row[f] ?? '').includes(keyword))),
      );
      if (query.isTree === 1 && !keyword) return { list: nest(kept, '0') };
      const ordered = query.sort === 'desc' ? [...kept].reverse() : kept;
      if (!query.pageSize) return { list: ordered };
      const start = ((query.currentPage ?? 1) - 1) * query.pageSize;
      return { list: ordered.slice(start, start + query.pageSize), total: ordered.length };
    },
    create({ values }: CallInput): CallOutcome {
      rows.push({ parentId: '0', enabledMark: 1, ...values, id: `m${next++}` });
      return { msg: '新建成功' };
    },
    update({ id, values }: CallInput): CallOutcome {
      const index = rows.findIndex((row) => row.id === id);
      rows[index] = { ...rows[index], ...values, id };
      return { msg: '更新成功' };
    },
    remove({ id }: CallInput): CallOutcome {
      if (rows.some((row) => row.parentId === id)) throw new Error(hasChildrenMessage);
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
      return { msg: '删除成功' };
    },
    toggle({ id }: CallInput): CallOutcome {
      const row = rows.find((r) => r.id === id)!;
      row.enabledMark = row.enabledMark === 1 ? 0 : 1;
      return { msg: '更新成功' };
    },
    info({ id }: CallInput): CallOutcome {
      return { data: rows.find((row) => row.id === id) };
    },
  };
}
