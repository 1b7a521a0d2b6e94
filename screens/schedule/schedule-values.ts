/**
 * The schedule dialog's values (schemas/schedule-form.ts) and the bodies of the schedule calls: what a
 * new schedule starts with (a selected range of the calendar), what a stored occurrence shows, and the
 * body a save sends (`ScheduleInput`, checked again by the server).
 */
import type { ScheduleInfo, ScheduleInput, ScheduleReminderTime, ScheduleRepetition, ScheduleUrgency } from '../../api/schedule';
import { noticeFiles } from '../system/notice/notice-source';

export type ScheduleValues = Record<string, unknown>;

const HOUR = 3_600_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** User ids, each once (a list, or comma text). */
function userIds(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [
    ...new Set(
      items
        .filter((id): id is string => typeof id === 'string')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

/** A range chosen on the calendar; a whole-day range ends (exclusively) at the midnight after its last day. */
export interface ChosenRange {
  start: number;
  end: number;
  allDay: boolean;
}

/** A new schedule's values: the range chosen, or the next whole hour for an hour. */
export function newScheduleValues(range: ChosenRange | undefined, now = Date.now()): ScheduleValues {
  if (!range) {
    const start = Math.ceil(now / HOUR) * HOUR;
    return { allDay: 0, startDay: start, endDay: start + HOUR };
  }
  // The calendar's whole-day end is the next midnight: the dialog shows the last day itself.
  return { allDay: range.allDay ? 1 : 0, startDay: range.start, endDay: range.allDay ? range.end - 1 : range.end };
}

/** The dialog's values of a stored occurrence. */
export function scheduleValuesOf(info: ScheduleInfo): ScheduleValues {
  return {
    title: info.title,
    category: info.category,
    urgent: info.urgent,
    allDay: info.allDay,
    startDay: info.startDay,
    endDay: info.endDay,
    reminderTime: info.reminderTime,
    repetition: info.repetition,
    ...(info.repeatTime === null ? {} : { repeatTime: info.repeatTime }),
    toUserIds: info.toUserIds,
    content: info.content,
    files: info.files,
  };
}

/** The body of a create or update from the dialog's values. */
export function scheduleBody(values: ScheduleValues): ScheduleInput {
  const repetition = (number(values.repetition) ?? 1) as ScheduleRepetition;
  const allDay = number(values.allDay) === 1 ? 1 : 0;
  const startDay = number(values.startDay) ?? 0;
  return {
    title: text(values.title).trim(),
    category: text(values.category),
    urgent: (number(values.urgent) ?? 1) as ScheduleUrgency,
    content: text(values.content),
    allDay,
    startDay,
    endDay: number(values.endDay) ?? startDay,
    duration: -1,
    reminderTime: (number(values.reminderTime) ?? -2) as ScheduleReminderTime,
    reminderType: 1,
    repetition,
    repeatTime: repetition === 1 ? null : (number(values.repeatTime) ?? null),
    toUserIds: userIds(values.toUserIds),
    files: noticeFiles(values.files),
  };
}

/** The body of a move on the calendar: the stored values with the new start and end. */
export function movedBody(info: ScheduleInfo, range: ChosenRange): ScheduleInput {
  return scheduleBody({ ...scheduleValuesOf(info), ...newScheduleValues(range) });
}
