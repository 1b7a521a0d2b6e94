/**
 * A schedule row as read, its occurrences' ids and its answers in J6's shapes (reference 4.17). An
 * occurrence of a repeating schedule is `{scheduleId}_{start in ms}`; a schedule that does not repeat
 * is its own id, as in J6, whose rows are the occurrences themselves.
 */
import type { MessageFile } from '../../api/messages';
import { platformClock, scheduleCategories, type ScheduleItem, type ScheduleRepetition, type ScheduleUrgency } from '../../api/schedule';
import type { Series } from './recurrence';

export interface ScheduleRow {
  id: string;
  group_id: string;
  category: string;
  urgent: ScheduleUrgency;
  title: string;
  content: string;
  all_day: 0 | 1;
  start_time: Date;
  end_time: Date;
  duration: number;
  color: string;
  reminder_time: number;
  reminder_type: number;
  repetition: ScheduleRepetition;
  repeat_until: Date | null;
  repeat_day: number;
  files: MessageFile[];
  creator_user_id: string | null;
}

export const scheduleColumns = `s.id, s.group_id, s.category, s.urgent, s.title, s.content, s.all_day, s.start_time, s.end_time, s.duration,
  s.color, s.reminder_time, s.reminder_type, s.repetition, s.repeat_until, s.repeat_day, s.files, s.creator_user_id`;

/** `$n` is the caller: the schedules they created or take part in. */
export const visibleTo = (param: string) => `exists (select 1 from schedule_user v where v.schedule_id = s.id and v.user_id = ${param})`;

export function seriesOf(row: ScheduleRow): Series {
  return {
    start: row.start_time.getTime(),
    length: row.end_time.getTime() - row.start_time.getTime(),
    repetition: row.repetition,
    until: row.repeat_until?.getTime() ?? null,
    day: row.repeat_day,
  };
}

export const isRepeating = (row: Pick<ScheduleRow, 'repetition'>) => row.repetition !== 1;

export function occurrenceId(row: ScheduleRow, start: number): string {
  return isRepeating(row) ? `${row.id}_${start}` : row.id;
}

/** The schedule and, for an occurrence's id, the start it names. */
export function parseOccurrenceId(id: string): { scheduleId: string; start?: number } {
  const [scheduleId = '', start] = id.split('_');
  return start === undefined ? { scheduleId } : { scheduleId, start: Number(start) };
}

export const categoryName = (code: string) => scheduleCategories.find((category) => category.id === code)?.fullName ?? code;

export const urgencyName = (urgent: number) => (urgent === 3 ? '紧急' : urgent === 2 ? '重要' : '普通');

/**
 * An occurrence's values. In the list (`listed`) whole days end at the next midnight, one second past
 * 23:59:59, as J6's list answers them (a calendar's exclusive end); for editing they end on their last day.
 */
export function itemOf(row: ScheduleRow, start: number, listed: boolean): ScheduleItem {
  const end = start + (row.end_time.getTime() - row.start_time.getTime());
  const listedEnd = listed && row.all_day === 1 ? end + 1000 : end;
  return {
    id: occurrenceId(row, start),
    groupId: row.group_id,
    category: row.category,
    urgent: row.urgent,
    title: row.title,
    content: row.content,
    allDay: row.all_day,
    startDay: start,
    startTime: platformClock(start),
    endDay: listedEnd,
    endTime: row.all_day === 1 ? '23:59' : platformClock(end),
    duration: row.duration,
    color: row.color,
    reminderTime: row.reminder_time,
    reminderType: row.reminder_type,
    repetition: row.repetition,
    repeatTime: row.repeat_until?.getTime() ?? null,
    creatorUserId: row.creator_user_id ?? '',
  };
}
