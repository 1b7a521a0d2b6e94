/**
 * The page a picker's table shows (spec 002 sections 2.5 and 9.2): the keyword searched, the page and its
 * size, asked again on each change with the previous call aborted, and a refresh asking the same page
 * again. Until the current query is answered the page is loading and keeps the rows it had. `load` says
 * where pages come from; `key` stands for what it reads (null: nothing to ask).
 */
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../engine/data-source';
import type { PopupRow } from './row-lookup';

export interface PickerQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

export type PickerLoad = (query: PickerQuery, signal: AbortSignal) => Promise<{ list: PopupRow[]; total: number }>;

export interface PopupPage {
  rows: PopupRow[];
  total: number;
  loading: boolean;
  keyword: string;
  page: number;
  pageSize: number;
  /** The number of the first row of the page (the index column). */
  firstIndex: number;
  search(keyword: string): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  refresh(): void;
}

export function usePickerPage(load: PickerLoad, key: string | null, pageSize: number): PopupPage {
  const [query, setQuery] = useState({ keyword: '', page: 1, pageSize, round: 0 });
  // The answer names the request it answers.
  const asked = key === null ? null : JSON.stringify([key, query]);
  const [answer, setAnswer] = useState<{ asked: string | null; rows: PopupRow[]; total: number }>({ asked: null, rows: [], total: 0 });

  useEffect(() => {
    if (asked === null) return;
    const controller = new AbortController();
    load({ keyword: query.keyword, page: query.page, pageSize: query.pageSize }, controller.signal).then(
      (page) => !controller.signal.aborted && setAnswer({ asked, rows: page.list, total: page.total }),
      (error: unknown) => {
        // Failures are silent (spec 002 section 8): an empty table.
        if (!controller.signal.aborted && !isAbortError(error)) setAnswer({ asked, rows: [], total: 0 });
      },
    );
    return () => controller.abort();
    // `asked` stands for what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  return {
    rows: answer.rows,
    total: answer.total,
    loading: asked !== null && answer.asked !== asked,
    keyword: query.keyword,
    page: query.page,
    pageSize: query.pageSize,
    firstIndex: (query.page - 1) * query.pageSize + 1,
    search: (keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), page: 1 })),
    setPage: (page) => setQuery((q) => ({ ...q, page })),
    setPageSize: (size) => setQuery((q) => ({ ...q, pageSize: size, page: 1 })),
    refresh: () => setQuery((q) => ({ ...q, round: q.round + 1 })),
  };
}
