/**
 * Children of tree rows loaded as the rows open (`list.lazy`): the list call with the row's key as
 * the named parameter, one page, patched into the row. A failed load leaves the row closed (the data
 * source already said why).
 */
import { useCallback } from 'react';
import type { PageDataSource, PageQuery, PageRow } from './page-data-source';
import type { ListConfig } from './schema-types';
import { awaitsChildren, type TreeKeys } from './tree-rows';

export const DEFAULT_LAZY_PAGE_SIZE = 1000;

export function useLazyChildren(
  list: ListConfig,
  source: PageDataSource,
  query: PageQuery,
  keys: TreeKeys,
  patchRow: (rowKey: string, update: (row: PageRow) => PageRow) => void,
) {
  const { lazy } = list;
  /** Loads the row's children when it awaits them: true once they are in. */
  return useCallback(
    async (row: PageRow, rowKey: string): Promise<boolean> => {
      if (!lazy || !awaitsChildren(row, keys)) return false;
      try {
        const answer = await source.list(list.call, {
          ...query,
          [lazy.param]: rowKey,
          currentPage: 1,
          pageSize: lazy.pageSize ?? DEFAULT_LAZY_PAGE_SIZE,
        });
        patchRow(rowKey, (current) => ({ ...current, [keys.children]: answer.list }));
        return answer.list.length > 0;
      } catch {
        return false;
      }
    },
    [lazy, keys, query, source, list.call, patchRow],
  );
}
