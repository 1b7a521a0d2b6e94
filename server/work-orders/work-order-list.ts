/**
 * The work-order lists (在办, 待处理, 已办结, the pages of 来电服务请求 and the report's drill-down): one
 * query whose filter each list's view names (api/workorder.ts `workOrderViews`), every value bound.
 */
import {
  workOrderCategoryDictionary,
  workOrderViews,
  type ReportGroup,
  type WorkOrderListItem,
  type WorkOrderListQuery,
  type WorkOrderStatus,
  type WorkOrderUrgency,
} from '../../api/workorder';
import type { Queryable } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { pageOf, type Page } from '../db/paging';

/** The SQL of a report cell over `w` at `$now` (the statuses of each group; overdue by the deadline). */
export function groupCondition(group: ReportGroup, now: string): string {
  switch (group) {
    case 'total':
      return 'true';
    case 'pending':
      return `w.status in ('new', 'dispatched', 'returned')`;
    case 'processing':
      return `w.status in ('processing', 'checking')`;
    case 'closed':
      return `w.status = 'closed'`;
    case 'overdue':
      return `((w.status <> 'closed' and w.deadline < ${now}) or (w.status = 'closed' and w.close_time > w.deadline))`;
  }
}

interface ListRow {
  id: string;
  number: string;
  ani: string;
  customer_name: string;
  address: string;
  category: string;
  category_name: string | null;
  urgent: WorkOrderUrgency;
  status: WorkOrderStatus;
  handle_org: string | null;
  handle_user: string | null;
  creator_user: string | null;
  creator_time: Date;
  deadline: Date;
  close_time: Date | null;
  satisfaction: number | null;
  overdue: boolean;
}

export interface ListCaller {
  userId: string;
  organizeIds: readonly string[];
}

/** `from … where …` of a list and its bound values (shared by the page, its count and the export). */
export function listFilter(query: WorkOrderListQuery, caller: ListCaller, now: Date): { from: string; params: unknown[] } {
  const view = workOrderViews[query.view];
  const params: unknown[] = [now, [...view.statuses]];
  // $1 (now) is named in every statement, so the count types it too (the overdue column reads it).
  const where = ['w.status = any($2::text[])', '$1::timestamptz is not null'];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if ('mine' in view && view.mine) {
    where.push(
      `(w.handle_user_id = ${bind(caller.userId)} or (w.handle_user_id is null and w.handle_org_id = any(${bind([...caller.organizeIds])}::text[])))`,
    );
  }
  const pattern = likePattern(query.keyword);
  if (pattern) {
    const p = bind(pattern);
    where.push(`(w.number ilike ${p} or w.ani ilike ${p} or w.customer_name ilike ${p} or w.address ilike ${p} or w.content ilike ${p})`);
  }
  if (query.status) where.push(`w.status = ${bind(query.status)}`);
  if (query.category) where.push(`w.category = ${bind(query.category)}`);
  if (query.urgent) where.push(`w.urgent = ${bind(query.urgent)}`);
  if (query.handleOrgId !== undefined) {
    where.push(query.handleOrgId === '' ? 'w.handle_org_id is null' : `w.handle_org_id = ${bind(query.handleOrgId)}`);
  }
  if (query.group) where.push(groupCondition(query.group, '$1'));
  if (query.startTime !== undefined) where.push(`w.creator_time >= ${bind(new Date(query.startTime))}`);
  if (query.endTime !== undefined) where.push(`w.creator_time < ${bind(new Date(query.endTime))}`);
  return { from: `from work_order w where ${where.join(' and ')}`, params };
}

const person = (alias: string) => `(select ${alias}.real_name || '/' || ${alias}.account from users ${alias}`;

export const listSelect = `select w.id, w.number, w.ani, w.customer_name, w.address, w.category,
    (select d.full_name from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id
      where t.en_code = '${workOrderCategoryDictionary}' and d.en_code = w.category limit 1) as category_name,
    w.urgent, w.status,
    (select o.full_name from organize o where o.id = w.handle_org_id) as handle_org,
    ${person('hu')} where hu.id = w.handle_user_id) as handle_user,
    ${person('cu')} where cu.id = w.creator_user_id) as creator_user,
    w.creator_time, w.deadline, w.close_time, w.satisfaction,
    ${groupCondition('overdue', '$1')} as overdue`;

export const listOrder = 'order by w.creator_time desc, w.id desc';

export function toListItem(row: ListRow): WorkOrderListItem {
  return {
    id: row.id,
    inbid: row.number,
    ani: row.ani,
    customerName: row.customer_name,
    address: row.address,
    category: row.category,
    categoryName: row.category_name ?? row.category,
    urgent: row.urgent,
    status: row.status,
    handleOrg: row.handle_org ?? '',
    handleUser: row.handle_user ?? '',
    creatorUser: row.creator_user ?? '',
    creatorTime: row.creator_time.getTime(),
    deadline: row.deadline.getTime(),
    closeTime: row.close_time?.getTime() ?? null,
    satisfaction: row.satisfaction,
    overdue: row.overdue,
  };
}

export async function listWorkOrders(
  db: Queryable,
  query: WorkOrderListQuery,
  caller: ListCaller,
  now: Date,
): Promise<Page<WorkOrderListItem>> {
  const { from, params } = listFilter(query, caller, now);
  const page = await pageOf<ListRow>(
    db,
    { select: listSelect, from, params, orderBy: listOrder },
    { currentPage: query.currentPage ?? 1, pageSize: query.pageSize ?? 20 },
  );
  return { ...page, list: page.list.map(toListItem) };
}
