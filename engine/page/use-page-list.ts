/**
 * The rows of a page: the query from search values, bound params and paging; the list call with the
 * previous one aborted; a failed load keeps the rows it had (the data source already said why).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { isAbortError } from '../data-source';
import { resolveBindings, type BindingScope } from './bindings';
import type { PageDataSource, PageQuery, PageRow } from './page-data-source';
import type { ListConfig } from './schema-types';
import { updateRow, type TreeKeys } from './tree-rows';

export const DEFAULT_PAGE_SIZES = [20, 50, 100, 500, 100000];
export const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  pageSizes: number[];
  pageSize: number;
}

export function pagingOf(list: ListConfig): Paging | null {
  if (list.paging === false) return null;
  return { pageSizes: list.paging?.pageSizes ?? DEFAULT_PAGE_SIZES, pageSize: list.paging?.pageSize ?? DEFAULT_PAGE_SIZE };
}

export function buildQuery(list: ListConfig, scope: BindingScope, page: number, pageSize: number): PageQuery {
  const paging = pagingOf(list);
  return {
    ...(scope.search ?? {}),
    ...resolveBindings(list.params, scope),
    ...(paging ? { currentPage: page, pageSize } : {}),
    ...(list.sort?.sort ? { sort: list.sort.sort } : {}),
    ...(list.sort?.sidx ? { sidx: list.sort.sidx } : {}),
  };
}

interface Loaded {
  key: string;
  rows: PageRow[];
  total: number;
}

export function usePageList(list: ListConfig, source: PageDataSource, scope: BindingScope, enabled: boolean, keys: TreeKeys) {
  const paging = pagingOf(list);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(paging?.pageSize ?? DEFAULT_PAGE_SIZE);
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // A new filter from the bound params (an advanced query, a parent's value) starts at the first page, as a new search does.
  const filter = JSON.stringify(resolveBindings(list.params, scope));
  const [filteredBy, setFilteredBy] = useState(filter);
  if (filteredBy !== filter) {
    setFilteredBy(filter);
    setPage(1);
  }
  const query = useMemo(() => buildQuery(list, scope, page, pageSize), [list, scope, page, pageSize]);
  const key = `${JSON.stringify(query)}#${reloads}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    source.list(list.call, query, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setLoaded({ key, rows: answer.list, total: answer.total ?? answer.list.length });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error))
          setLoaded((previous) => ({ key, rows: previous?.rows ?? [], total: previous?.total ?? 0 }));
      },
    );
    return () => controller.abort();
    // `key` stands for the query and the reload counter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, source, list.call]);

  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  const patchRow = useCallback(
    (rowKey: string, update: (row: PageRow) => PageRow) =>
      setLoaded((previous) => (previous ? { ...previous, rows: updateRow(previous.rows, keys, rowKey, update) } : previous)),
    [keys],
  );
  const changePageSize = useCallback((size: number) => {
    setPageSize(size);
    setPage(1);
  }, []);

  return {
    /** The query of the rows shown (without the reload counter): what the rows' tree state holds for. */
    query,
    queryKey: JSON.stringify(query),
    rows: enabled ? (loaded?.rows ?? []) : [],
    total: enabled ? (loaded?.total ?? 0) : 0,
    loading: enabled && loaded?.key !== key,
    page,
    pageSize,
    paging,
    setPage,
    setPageSize: changePageSize,
    refresh,
    patchRow,
  };
}
