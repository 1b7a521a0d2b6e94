/**
 * One page of a list, and its total, as every JNPF list answers it (`{list, pagination}`). The total is
 * its own `count(*)` with the page's filter and no order, instead of `count(*) over ()` on the page
 * query, which makes the database read every matching row before the limit.
 */
import type { Queryable } from './database';

export interface PageRequest {
  currentPage: number;
  pageSize: number;
}

export interface Page<Row> {
  list: Row[];
  pagination: PageRequest & { total: number };
}

export interface PagedQuery {
  /** `select … from … ` up to, not including, the filter. */
  select: string;
  /** `from … where …` shared by the count and the page (no order). */
  from: string;
  params: readonly unknown[];
  /** `order by …` of the page. */
  orderBy: string;
  /** A cheaper `from … where …` for the count, when the page's joins do not change how many rows match. */
  countFrom?: string;
  /**
   * The page's whole SQL around its `limit … offset …`, when the limit must apply before joins (a deep
   * page then skips rows of one index instead of joined rows). Default: select, from, orderBy, limit.
   */
  pageSql?: (limitOffset: string) => string;
  /**
   * Count at most this many rows beyond the page (and never fewer than `countCap` in all): a list whose
   * users rarely page far (messages) then pays for a bounded count, not one of every row. The total
   * answered is then a lower bound that grows as the pages go further; 0 or absent: an exact count.
   */
  countCap?: number;
}

export async function pageOf<Row>(db: Queryable, query: PagedQuery, page: PageRequest): Promise<Page<Row>> {
  const next = query.params.length;
  const limitOffset = `limit $${next + 1} offset $${next + 2}`;
  const pageSql = query.pageSql?.(limitOffset) ?? `${query.select} ${query.from} ${query.orderBy} ${limitOffset}`;
  const offset = (page.currentPage - 1) * page.pageSize;
  const countFrom = query.countFrom ?? query.from;
  const countSql = query.countCap
    ? `select count(*)::int as total from (select 1 ${countFrom} limit ${cappedCount(query.countCap, offset, page.pageSize)}) capped`
    : `select count(*)::int as total ${countFrom}`;
  const [counted, list] = await Promise.all([
    db.query<{ total: number }>(countSql, query.params),
    db.query<Row>(pageSql, [...query.params, page.pageSize, offset]),
  ]);
  return { list, pagination: { ...page, total: counted[0]?.total ?? 0 } };
}

/** The rows a capped count reads: the cap, or ten pages past this one when that is further. */
export function cappedCount(cap: number, offset: number, pageSize: number): number {
  return Math.max(Math.trunc(cap), offset + pageSize * 10);
}
