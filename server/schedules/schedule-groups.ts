/**
 * The schedules of one group (a series, the parts split from it, the occurrences changed alone) as
 * scopes 2 and 3 reach them.
 */
import type { Queryable } from '../db/database';
import { hasNoOccurrence, previousOccurrence } from './recurrence';
import { isRepeating, scheduleColumns, seriesOf, type ScheduleRow } from './schedule-rows';

/**
 * "This and later" from `at`: the group's schedules starting at or after it are deleted (except `keepId`,
 * which the caller rewrites), and its series running past it end with their last occurrence before it.
 */
export async function cutGroupFrom(tx: Queryable, groupId: string, at: number, keepId?: string): Promise<void> {
  const members = await tx.query<ScheduleRow>(`select ${scheduleColumns} from schedule s where s.group_id = $1`, [groupId]);
  for (const member of members) {
    if (member.id === keepId) continue;
    const series = seriesOf(member);
    if (series.start >= at) {
      await tx.query(`delete from schedule where id = $1`, [member.id]);
      continue;
    }
    if (!isRepeating(member) || series.until === null || series.until < at) continue;
    // Starts before `at`, so it has an occurrence before it.
    const last = previousOccurrence(series, at)!;
    await tx.query(`delete from schedule_exception where schedule_id = $1 and occurrence_start >= $2`, [member.id, new Date(at)]);
    await tx.query(`update schedule set repeat_until = $2 where id = $1`, [member.id, new Date(last)]);
    const taken = await tx.query<{ start: Date }>(`select occurrence_start as start from schedule_exception where schedule_id = $1`, [
      member.id,
    ]);
    const remaining = { ...series, until: last };
    if (hasNoOccurrence(remaining, new Set(taken.map((row) => row.start.getTime())))) {
      await tx.query(`delete from schedule where id = $1`, [member.id]);
    }
  }
}

/**
 * An occurrence changed alone is a schedule of its own and an exception of kind 'changed' in its
 * series; when that schedule is deleted the exception loses its replacement. After a delete the
 * occurrence stays out of the series ('keepOut'); after an update, which replaces those occurrences
 * with the new values, it comes back ('restore').
 */
export async function settleDetached(tx: Queryable, groupId: string, mode: 'keepOut' | 'restore'): Promise<void> {
  const orphaned = `s.id = e.schedule_id and s.group_id = $1 and e.kind = 'changed' and e.replacement_id is null`;
  if (mode === 'keepOut') await tx.query(`update schedule_exception e set kind = 'deleted' from schedule s where ${orphaned}`, [groupId]);
  else await tx.query(`delete from schedule_exception e using schedule s where ${orphaned}`, [groupId]);
}
