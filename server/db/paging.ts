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
}

export async function pageOf<Row>(db: Queryable, query: PagedQuery, page: PageRequest): Promise<Page<Row>> {
  const next = query.params.length;
  const [counted, list] = await Promise.all([
    db.query<{ total: number }>(`select count(*)::int as total ${query.from}`, query.params),
    db.query<Row>(`${query.select} ${query.from} ${query.orderBy} limit $${next + 1} offset $${next + 2}`, [
      ...query.params,
      page.pageSize,
      (page.currentPage - 1) * page.pageSize,
    ]),
  ]);
  return { list, pagination: { ...page, total: counted[0]?.total ?? 0 } };
}
