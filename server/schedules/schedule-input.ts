/**
 * A create or update body (J6's shape: a day and a time of day for each end, whole days, a duration
 * or an end, a repetition with its last day) turned into the instants the table keeps, with the
 * checks the schema cannot make. Days and times of day are read on the platform's wall clock
 * (Asia/Shanghai): `startDay` 09:00 in Beijing is the same instant whichever zone sent it.
 */
import { PLATFORM_UTC_OFFSET_MS, type ScheduleInput, type ScheduleRepetition, type ScheduleUrgency } from '../../api/schedule';
import type { MessageFile } from '../../api/messages';
import { scheduleMaxDurationDays, scheduleMaxRepeatYears } from '../../schemas/schedule';
import { badRequest } from '../http/api-error';
import { dayOfMonth } from './recurrence';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const scheduleInputTexts = {
  titleRequired: '请输入日程标题',
  endRequired: '请选择结束时间',
  endBeforeStart: '结束时间应大于开始时间',
  endDayBeforeStartDay: '结束日期不能早于开始日期',
  tooLong: `日程最长${scheduleMaxDurationDays}天`,
  repeatEndRequired: '请选择结束重复时间',
  repeatEndBeforeStart: '结束重复时间不能早于开始时间',
  repeatTooLong: `重复最长${scheduleMaxRepeatYears}年`,
} as const;

/** What the table keeps of a body. */
export interface ScheduleValues {
  category: string;
  urgent: ScheduleUrgency;
  title: string;
  content: string;
  allDay: 0 | 1;
  start: number;
  end: number;
  duration: number;
  color: string;
  reminderTime: number;
  reminderType: number;
  repetition: ScheduleRepetition;
  until: number | null;
  /** The day of the month it repeats on: the start's (a part split from a series keeps the series'). */
  day: number;
  toUserIds: string[];
  files: MessageFile[];
}

/** Midnight of the platform's day holding `ms`. */
export function dayStart(ms: number): number {
  const wall = ms + PLATFORM_UTC_OFFSET_MS;
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS) - PLATFORM_UTC_OFFSET_MS;
}

/** `day`'s date at the wall-clock time `HH:mm`. */
function atClock(day: number, clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return dayStart(day) + (hours! * 60 + minutes!) * MINUTE_MS;
}

/** Whole seconds: rrule repeats a start to the second. */
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/** The body's times as instants; throws the message a user can act on. */
export function scheduleValuesOf(input: ScheduleInput): ScheduleValues {
  const title = input.title.trim();
  if (!title) throw badRequest(scheduleInputTexts.titleRequired);
  const allDay = input.allDay ?? 1;
  const duration = input.duration ?? -1;
  let start: number;
  let end: number;
  if (allDay === 1) {
    start = dayStart(input.startDay);
    const lastDay = dayStart(input.endDay ?? input.startDay);
    if (lastDay < start) throw badRequest(scheduleInputTexts.endDayBeforeStartDay);
    // 23:59:59 of the last day: the list answers one second more, the next midnight (as J6 does).
    end = lastDay + DAY_MS - 1000;
  } else {
    start = toSecond(input.startTime ? atClock(input.startDay, input.startTime) : input.startDay);
    if (duration > 0) end = start + duration * MINUTE_MS;
    else {
      if (input.endDay === undefined) throw badRequest(scheduleInputTexts.endRequired);
      end = toSecond(input.endTime ? atClock(input.endDay, input.endTime) : input.endDay);
    }
    if (end <= start) throw badRequest(scheduleInputTexts.endBeforeStart);
  }
  if (end - start > scheduleMaxDurationDays * DAY_MS) throw badRequest(scheduleInputTexts.tooLong);

  const repetition = input.repetition ?? 1;
  let until: number | null = null;
  if (repetition !== 1) {
    if (input.repeatTime === undefined || input.repeatTime === null) throw badRequest(scheduleInputTexts.repeatEndRequired);
    until = repeatUntil(start, input.repeatTime);
  }
  return {
    category: input.category ?? '',
    urgent: input.urgent ?? 1,
    title,
    content: input.content ?? '',
    allDay,
    start,
    end,
    duration: allDay === 1 ? -1 : duration,
    color: input.color ?? '',
    reminderTime: input.reminderTime ?? -2,
    reminderType: input.reminderType ?? 1,
    repetition,
    until,
    day: dayOfMonth(start),
    toUserIds: [...new Set(input.toUserIds ?? [])],
    files: input.files ?? [],
  };
}

/** The last instant of the repetition's last day, checked against the series' start. */
export function repeatUntil(start: number, repeatTime: number): number {
  const until = dayStart(repeatTime) + DAY_MS - 1;
  if (until < start) throw badRequest(scheduleInputTexts.repeatEndBeforeStart);
  const longest = new Date(start + PLATFORM_UTC_OFFSET_MS);
  longest.setUTCFullYear(longest.getUTCFullYear() + scheduleMaxRepeatYears);
  if (until > longest.getTime() - PLATFORM_UTC_OFFSET_MS + DAY_MS) throw badRequest(scheduleInputTexts.repeatTooLong);
  return until;
}
