/**
 * Schedules in the database: the occurrences a caller sees in a range, one occurrence's values, and
 * the writes with their scopes (spec 001 section 4: 1 this schedule, 2 this and later, 3 all), each
 * in one transaction that re-plans the group's reminders.
 */
import type { ScheduleCreated, ScheduleDetail, ScheduleInfo, ScheduleItem, ScheduleScope } from '../../api/schedule';
import { queryOne, type Database, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';
import { dayOfMonth, hasNoOccurrence, isOccurrence, occurrencesBetween, sameDay } from './recurrence';
import { replanGroup } from './reminder-plan';
import { cutGroupFrom, settleDetached } from './schedule-groups';
import type { ScheduleValues } from './schedule-input';
import {
  categoryName,
  isRepeating,
  itemOf,
  parseOccurrenceId,
  scheduleColumns,
  seriesOf,
  urgencyName,
  visibleTo,
  type ScheduleRow,
} from './schedule-rows';

export const scheduleTexts = {
  notFound: '数据不存在',
  detailGone: '该日程已被删除',
  updateMissing: '更新失败，数据不存在',
  deleteMissing: '删除失败，数据不存在',
  creatorOnlyEdit: '只有日程的创建人可以修改日程',
  creatorOnlyDelete: '只有日程的创建人可以删除日程',
  unknownUsers: '参与人不存在或已删除',
  created: '新建成功',
  updated: '更新成功',
  removed: '删除成功',
} as const;

/** An occurrence the caller sees: its schedule and the start the rule gives it. */
export interface Occurrence {
  row: ScheduleRow;
  start: number;
}

async function exceptionsOf(db: Queryable, ids: string[]): Promise<Map<string, Set<number>>> {
  const byId = new Map<string, Set<number>>();
  if (!ids.length) return byId;
  const rows = await db.query<{ schedule_id: string; start: Date }>(
    `select schedule_id, occurrence_start as start from schedule_exception where schedule_id = any($1::text[])`,
    [ids],
  );
  for (const row of rows) {
    const set = byId.get(row.schedule_id) ?? new Set<number>();
    set.add(row.start.getTime());
    byId.set(row.schedule_id, set);
  }
  return byId;
}

/** The occurrences overlapping [from, to) of the schedules the caller created or takes part in, by start. */
export async function listOccurrences(db: Queryable, userId: string, from: number, to: number): Promise<ScheduleItem[]> {
  // The last occurrence of a series ends at most `length` after `repeat_until`: a coarse test here, the exact one in JS.
  const rows = await db.query<ScheduleRow>(
    `select ${scheduleColumns} from schedule s
      where s.start_time < $2
        and coalesce(s.repeat_until, s.start_time) + (s.end_time - s.start_time) >= $1
        and ${visibleTo('$3')}`,
    [new Date(from), new Date(to), userId],
  );
  const exceptions = await exceptionsOf(
    db,
    rows.filter(isRepeating).map((row) => row.id),
  );
  const items = rows.flatMap((row) =>
    occurrencesBetween(seriesOf(row), from, to, exceptions.get(row.id)).map((start) => itemOf(row, start, true)),
  );
  return items.sort((a, b) => a.startDay - b.startDay || a.id.localeCompare(b.id));
}

/** The occurrence an id names, when the caller sees it (and the rule still gives it); undefined otherwise. */
export async function findOccurrence(db: Queryable, userId: string, id: string): Promise<Occurrence | undefined> {
  const { scheduleId, start } = parseOccurrenceId(id);
  const row = await queryOne<ScheduleRow>(db, `select ${scheduleColumns} from schedule s where s.id = $1 and ${visibleTo('$2')}`, [
    scheduleId,
    userId,
  ]);
  if (!row) return undefined;
  const series = seriesOf(row);
  // A repeating schedule's own id names its first occurrence (J6 clients ask for the series by it).
  const at = start ?? series.start;
  if (start !== undefined && !isRepeating(row)) return undefined;
  if (!isOccurrence(series, at)) return undefined;
  const taken = await exceptionsOf(db, [row.id]);
  return taken.get(row.id)?.has(at) ? undefined : { row, start: at };
}

async function participantIds(db: Queryable, scheduleId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `select su.user_id from schedule_user su join users u on u.id = su.user_id
      where su.schedule_id = $1 and su.type = 2 order by u.sort_code, u.account`,
    [scheduleId],
  );
  return rows.map((row) => row.user_id);
}

/** `GET {id}`: the occurrence's values for the dialog. */
export async function infoOf(db: Queryable, { row, start }: Occurrence): Promise<ScheduleInfo> {
  return { ...itemOf(row, start, false), toUserIds: await participantIds(db, row.id), files: row.files };
}

/** `GET detail`: the read view, with names (J6: `realName/account`, urgency and kind as words). */
export async function detailOf(db: Queryable, { row, start }: Occurrence): Promise<ScheduleDetail> {
  const names = await db.query<{ id: string; name: string; type: number }>(
    `select u.id, u.real_name || '/' || u.account as name, su.type from schedule_user su join users u on u.id = su.user_id
      where su.schedule_id = $1 order by u.sort_code, u.account`,
    [row.id],
  );
  const item = itemOf(row, start, false);
  return {
    ...item,
    category: categoryName(row.category),
    urgent: urgencyName(row.urgent),
    creatorUserId: names.find((name) => name.type === 1)?.name ?? '',
    creatorId: row.creator_user_id ?? '',
    toUserIds: names
      .filter((name) => name.type === 2)
      .map((name) => name.name)
      .join(','),
    files: row.files,
  };
}

/** Refuses participants that are not live users. */
async function checkParticipants(db: Queryable, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const [row] = await db.query<{ found: number }>(
    `select count(*)::int as found from users where id = any($1::text[]) and delete_mark is null`,
    [ids],
  );
  if ((row?.found ?? 0) !== ids.length) throw badRequest(scheduleTexts.unknownUsers);
}

const rowParams = (values: ScheduleValues) => [
  values.category,
  values.urgent,
  values.title,
  values.content,
  values.allDay,
  new Date(values.start),
  new Date(values.end),
  values.duration,
  values.color,
  values.reminderTime,
  values.reminderType,
  values.repetition,
  values.until === null ? null : new Date(values.until),
  values.day,
  JSON.stringify(values.files),
];

async function setParticipants(tx: Queryable, scheduleId: string, creatorId: string | null, toUserIds: string[]): Promise<void> {
  await tx.query(`delete from schedule_user where schedule_id = $1 and type = 2`, [scheduleId]);
  await tx.query(
    `insert into schedule_user (schedule_id, user_id, type)
     select $1, id, 2 from users where id = any($2::text[]) and id is distinct from $3 on conflict do nothing`,
    [scheduleId, toUserIds, creatorId],
  );
}

/** Inserts a schedule of the group, with its creator and participants. */
export async function insertSchedule(tx: Queryable, groupId: string, values: ScheduleValues, creatorId: string | null): Promise<string> {
  const id = newId();
  await tx.query(
    `insert into schedule (id, group_id, category, urgent, title, content, all_day, start_time, end_time, duration, color,
                           reminder_time, reminder_type, repetition, repeat_until, repeat_day, files, creator_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18)`,
    [id, groupId, ...rowParams(values), creatorId],
  );
  if (creatorId) await tx.query(`insert into schedule_user (schedule_id, user_id, type) values ($1, $2, 1)`, [id, creatorId]);
  await setParticipants(tx, id, creatorId, values.toUserIds);
  return id;
}

/** Gives an existing schedule new values (its id, group and creator stay). */
async function rewriteSchedule(tx: Queryable, row: ScheduleRow, values: ScheduleValues, userId: string): Promise<void> {
  await tx.query(
    `update schedule set category = $2, urgent = $3, title = $4, content = $5, all_day = $6, start_time = $7, end_time = $8,
            duration = $9, color = $10, reminder_time = $11, reminder_type = $12, repetition = $13, repeat_until = $14,
            repeat_day = $15, files = $16::jsonb, last_modify_user_id = $17, last_modify_time = now()
      where id = $1`,
    [row.id, ...rowParams(values), userId],
  );
  await setParticipants(tx, row.id, row.creator_user_id, values.toUserIds);
}

export async function createSchedule(db: Database, userId: string, values: ScheduleValues, now: number): Promise<ScheduleCreated> {
  await checkParticipants(db, values.toUserIds);
  return db.transaction(async (tx) => {
    const groupId = newId();
    const id = await insertSchedule(tx, groupId, values, userId);
    await replanGroup(tx, groupId, now);
    return { id, groupId };
  });
}

const single = (values: ScheduleValues): ScheduleValues => ({ ...values, repetition: 1, until: null });

/** Takes one occurrence out of its series; the series goes when nothing is left of it. */
async function takeOut(tx: Queryable, row: ScheduleRow, start: number, replacementId: string | null): Promise<void> {
  await tx.query(
    `insert into schedule_exception (schedule_id, occurrence_start, kind, replacement_id) values ($1, $2, $3, $4)
     on conflict (schedule_id, occurrence_start) do update set kind = excluded.kind, replacement_id = excluded.replacement_id`,
    [row.id, new Date(start), replacementId ? 'changed' : 'deleted', replacementId],
  );
  const taken = await exceptionsOf(tx, [row.id]);
  if (hasNoOccurrence(seriesOf(row), taken.get(row.id) ?? new Set())) await tx.query(`delete from schedule where id = $1`, [row.id]);
}

/**
 * `PUT {id}/{type}`: 1 changes this occurrence alone (a schedule of its own in the group, as J6 makes it
 * not repeat); 2 this and later (the series ends before it, the new values go on from it); 3 the whole
 * group, moved by as much as this occurrence moved.
 */
export async function updateOccurrence(
  db: Database,
  userId: string,
  { row, start }: Occurrence,
  scope: ScheduleScope,
  values: ScheduleValues,
  now: number,
): Promise<void> {
  await checkParticipants(db, values.toUserIds);
  await db.transaction(async (tx) => {
    if (scope === 1) {
      if (!isRepeating(row)) await rewriteSchedule(tx, row, single(values), userId);
      else await takeOut(tx, row, start, await insertSchedule(tx, row.group_id, single(values), row.creator_user_id));
    } else if (scope === 2) {
      const inPlace = !isRepeating(row) || start === row.start_time.getTime();
      await cutGroupFrom(tx, row.group_id, start, inPlace ? row.id : undefined);
      // Still on the occurrence's day, the rest keeps the series' day of the month (30 November of the 31st).
      const kept = sameDay(values.start, start) ? { ...values, day: row.repeat_day } : values;
      if (inPlace) await rewriteSchedule(tx, row, kept, userId);
      else await insertSchedule(tx, row.group_id, kept, row.creator_user_id);
    } else {
      await moveGroup(tx, row, start, values, userId);
    }
    await settleDetached(tx, row.group_id, 'restore');
    await replanGroup(tx, row.group_id, now);
  });
}

/** Scope 3: the group becomes its first schedule, moved as the occurrence moved, with the new values. */
async function moveGroup(tx: Queryable, row: ScheduleRow, start: number, values: ScheduleValues, userId: string): Promise<void> {
  const root = (await queryOne<ScheduleRow>(
    tx,
    `select ${scheduleColumns} from schedule s where s.group_id = $1 order by s.start_time, s.id limit 1`,
    [row.group_id],
  ))!;
  const shift = values.start - start;
  const rootStart = root.start_time.getTime() + shift;
  const moved: ScheduleValues = {
    ...values,
    start: rootStart,
    end: rootStart + (values.end - values.start),
    day: sameDay(rootStart, root.start_time.getTime()) ? root.repeat_day : dayOfMonth(rootStart),
  };
  if (moved.until !== null && moved.until < moved.start) throw badRequest('结束重复时间不能早于开始时间');
  await tx.query(`delete from schedule where group_id = $1 and id <> $2`, [row.group_id, root.id]);
  // Occurrences deleted alone stay deleted, moved with the series; the rest of the group is replaced.
  const exceptions = await tx.query<{ start: Date; kind: string }>(
    `delete from schedule_exception where schedule_id = $1 returning occurrence_start as start, kind`,
    [root.id],
  );
  await rewriteSchedule(tx, root, moved, userId);
  if (moved.repetition === 1) return;
  for (const exception of exceptions.filter((taken) => taken.kind === 'deleted')) {
    await tx.query(
      `insert into schedule_exception (schedule_id, occurrence_start, kind) values ($1, $2, 'deleted') on conflict do nothing`,
      [root.id, new Date(exception.start.getTime() + shift)],
    );
  }
}

/** `DELETE`: 1 this occurrence, 2 this and later, 3 the whole group. */
export async function deleteOccurrence(db: Database, { row, start }: Occurrence, scope: ScheduleScope, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (scope === 3) await tx.query(`delete from schedule where group_id = $1`, [row.group_id]);
    else if (scope === 2) await cutGroupFrom(tx, row.group_id, start);
    else if (isRepeating(row)) await takeOut(tx, row, start, null);
    else await tx.query(`delete from schedule where id = $1`, [row.id]);
    // An occurrence changed alone and now deleted stays out of its series.
    await settleDetached(tx, row.group_id, 'keepOut');
    await replanGroup(tx, row.group_id, now);
  });
}
