/**
 * Which occurrence of a schedule is reminded next, and when. The rule: every occurrence that is not
 * over is reminded once, at its reminder time, or as soon after it as a server runs (an occurrence
 * created already inside its reminder window is reminded at once; one whose reminder fell while every
 * server was down is reminded on start, unless it is over by then).
 *
 * A schedule has at most one pending row in `schedule_reminder`: the next occurrence to remind. Rows
 * of occurrences already reminded stay (sent_at set), so re-planning after an edit never reminds an
 * occurrence twice.
 */
import type { Queryable } from '../db/database';
import { NO_REMINDER } from '../../api/schedule';
import { nextOccurrence } from './recurrence';
import { scheduleColumns, seriesOf, type ScheduleRow } from './schedule-rows';

/** How long before an occurrence's start its reminder is due (ms); null for none. */
export function reminderLead(reminderTime: number): number | null {
  if (reminderTime === NO_REMINDER) return null;
  return reminderTime === -1 ? 0 : reminderTime * 60_000;
}

async function takenOut(db: Queryable, scheduleId: string, after: number): Promise<Set<number>> {
  const rows = await db.query<{ start: Date }>(
    `select occurrence_start as start from schedule_exception where schedule_id = $1 and occurrence_start > $2
     union all
     select occurrence_start from schedule_reminder where schedule_id = $1 and sent_at is not null and occurrence_start > $2`,
    [scheduleId, new Date(after)],
  );
  return new Set(rows.map((row) => row.start.getTime()));
}

/**
 * Stores the reminder of the first occurrence after `after` that is not over at `now`, not taken out
 * and not reminded yet. `after` is the occurrence just reminded, or nothing when (re)planning.
 */
export async function planNextReminder(db: Queryable, row: ScheduleRow, now: number, after?: number): Promise<void> {
  const lead = reminderLead(row.reminder_time);
  if (lead === null) return;
  const series = seriesOf(row);
  // Not over: it ends after now, so it starts after now - length.
  const from = Math.max(after ?? -Infinity, now - series.length);
  const start = nextOccurrence(series, from, false, await takenOut(db, row.id, from));
  if (start === undefined) return;
  await db.query(`insert into schedule_reminder (schedule_id, occurrence_start, remind_at) values ($1, $2, $3) on conflict do nothing`, [
    row.id,
    new Date(start),
    new Date(start - lead),
  ]);
}

/** Drops the pending reminders of the group's schedules and plans each afresh (after any write to the group). */
export async function replanGroup(db: Queryable, groupId: string, now: number): Promise<void> {
  await db.query(`delete from schedule_reminder r using schedule s where s.id = r.schedule_id and s.group_id = $1 and r.sent_at is null`, [
    groupId,
  ]);
  const rows = await db.query<ScheduleRow>(`select ${scheduleColumns} from schedule s where s.group_id = $1`, [groupId]);
  for (const row of rows) await planNextReminder(db, row, now);
}
