/**
 * 各单位工单统计 (report/gdwgdtj): the work orders created in a period counted by responsible unit and
 * status group (./work-order-list.ts `groupCondition`, the same conditions the drill-down lists), and
 * one unit's counts by day (indexsub). Days are the platform's (Asia/Shanghai, UTC+8 all year).
 */
import { PLATFORM_UTC_OFFSET_MS } from '../../api/schedule';
import type { UnitDayRow, UnitReportRow } from '../../api/workorder';
import type { Queryable } from '../db/database';
import { groupCondition } from './work-order-list';

export interface ReportPeriod {
  startTime?: number;
  endTime?: number;
}

/** Work orders without a unit are counted under this name. */
export const undispatchedName = '未派单';

const counts = `count(*)::int as total,
  (count(*) filter (where ${groupCondition('pending', '$1')}))::int as pending,
  (count(*) filter (where ${groupCondition('processing', '$1')}))::int as processing,
  (count(*) filter (where ${groupCondition('closed', '$1')}))::int as closed,
  (count(*) filter (where ${groupCondition('overdue', '$1')}))::int as overdue`;

interface Counts {
  total: number;
  pending: number;
  processing: number;
  closed: number;
  overdue: number;
}

export const closeRate = (closed: number, total: number): string => (total ? ((closed * 100) / total).toFixed(1) : '0.0');

function periodFilter(period: ReportPeriod, params: unknown[]): string {
  const where: string[] = ['$1::timestamptz is not null'];
  if (period.startTime !== undefined) where.push(`w.creator_time >= $${params.push(new Date(period.startTime))}`);
  if (period.endTime !== undefined) where.push(`w.creator_time < $${params.push(new Date(period.endTime))}`);
  return where.join(' and ');
}

export async function unitReport(
  db: Queryable,
  period: ReportPeriod,
  now: Date,
): Promise<{ list: UnitReportRow[]; summary: Counts & { closeRate: string } }> {
  const params: unknown[] = [now];
  const where = periodFilter(period, params);
  const rows = await db.query<Counts & { unit_id: string | null; unit_name: string | null }>(
    `select w.handle_org_id as unit_id, o.full_name as unit_name, ${counts}
       from work_order w left join organize o on o.id = w.handle_org_id
      where ${where}
      group by w.handle_org_id, o.full_name, o.sort_code
      order by (w.handle_org_id is null) desc, o.sort_code, o.full_name`,
    params,
  );
  const summary: Counts = { total: 0, pending: 0, processing: 0, closed: 0, overdue: 0 };
  const list = rows.map<UnitReportRow>((row) => {
    for (const key of Object.keys(summary) as (keyof Counts)[]) summary[key] += row[key];
    return {
      unitId: row.unit_id ?? '',
      unitName: row.unit_name ?? undispatchedName,
      total: row.total,
      pending: row.pending,
      processing: row.processing,
      closed: row.closed,
      overdue: row.overdue,
      closeRate: closeRate(row.closed, row.total),
    };
  });
  return { list, summary: { ...summary, closeRate: closeRate(summary.closed, summary.total) } };
}

/** One unit ('' for work orders not dispatched) by day of creation, oldest first. */
export async function unitDays(db: Queryable, unitId: string, period: ReportPeriod, now: Date): Promise<UnitDayRow[]> {
  const params: unknown[] = [now];
  const where = periodFilter(period, params);
  const unit = unitId === '' ? 'w.handle_org_id is null' : `w.handle_org_id = $${params.push(unitId)}`;
  const rows = await db.query<Counts & { day: string }>(
    `select to_char((w.creator_time at time zone 'UTC') + make_interval(secs => ${PLATFORM_UTC_OFFSET_MS / 1000}), 'YYYY-MM-DD') as day, ${counts}
       from work_order w
      where ${where} and ${unit}
      group by 1 order by 1`,
    params,
  );
  return rows.map((row) => ({ ...row, closeRate: closeRate(row.closed, row.total) }));
}
