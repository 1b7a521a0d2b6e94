/**
 * The contract of 日程安排 (menu `extend.schedule`; spec 001 sections 3, 4 and 7 "Schedules", spec 002
 * sections 4.9 and 7.6, reference 4.17 in its J6 shape): addresses, the shapes of the answers and
 * bodies, and the constants both sides name. Times are milliseconds since the epoch; the wall times
 * (`startTime`, `endTime` as `HH:mm`, whole days, repetition) are those of the platform's time zone,
 * Asia/Shanghai (UTC+8, no daylight saving time), whatever zone the browser or the server runs in.
 */
import type { MessageFile } from './messages';

export const scheduleMenu = 'extend.schedule';
export const schedulePath = '/api/system/Schedule';
export const scheduleDetailPath = `${schedulePath}/detail`;

/** The platform's offset from UTC: Asia/Shanghai is UTC+8 all year (no DST). */
export const PLATFORM_UTC_OFFSET_MS = 8 * 3_600_000;

/** 1 normal (普通), 2 important (重要), 3 urgent (紧急); default 1 (spec 001 section 3). */
export type ScheduleUrgency = 1 | 2 | 3;
export const scheduleUrgencies: readonly ScheduleUrgency[] = [1, 2, 3];

/** 1 none, 2 daily, 3 weekly, 4 monthly, 5 yearly (reference 4.17: 1 = none, 2 daily, 3 weekly, 4 monthly…). */
export type ScheduleRepetition = 1 | 2 | 3 | 4 | 5;
export const scheduleRepetitions: readonly ScheduleRepetition[] = [1, 2, 3, 4, 5];

/** Update and delete scopes: 1 this schedule, 2 this and later, 3 all (spec 001 section 4). */
export type ScheduleScope = 1 | 2 | 3;
export const scheduleScopes: readonly ScheduleScope[] = [1, 2, 3];

/** Reminder: -2 none, -1 at the start, else minutes before the start (reference 4.17). */
export const scheduleReminderTimes = [-2, -1, 5, 10, 15, 30, 60, 120, 1440] as const;
export type ScheduleReminderTime = (typeof scheduleReminderTimes)[number];
export const NO_REMINDER = -2;

/** The schedule kinds (类型, J6 `category`), a fixed list: the platform seeds no dictionary for them. */
export const scheduleCategories = [
  { id: 'work', fullName: '工作安排' },
  { id: 'meeting', fullName: '会议' },
  { id: 'trip', fullName: '出差' },
  { id: 'duty', fullName: '值班' },
  { id: 'personal', fullName: '个人事务' },
] as const;

/** The body of `POST /api/system/Schedule` and `PUT /api/system/Schedule/{id}/{type}`. */
export interface ScheduleInput {
  category?: string;
  urgent?: ScheduleUrgency;
  title: string;
  content?: string;
  /** 1 whole days (00:00 to 23:59 of the days), 0 timed. Default 1, as J6. */
  allDay?: 0 | 1;
  /** The start: its day, and its time unless `startTime` names it. */
  startDay: number;
  /** `HH:mm`: the start's time of day (ignored for whole days). */
  startTime?: string;
  /** The end: its day, and its time unless `endTime` names it (ignored when `duration` is given). */
  endDay?: number;
  endTime?: string;
  /** Minutes from the start to the end; -1 (default) means the end is `endDay`/`endTime`. */
  duration?: number;
  /** A colour of its own (`#rrggbb`), or ''. The calendar colours by urgency. */
  color?: string;
  reminderTime?: ScheduleReminderTime;
  /** 1: a message in the platform (the only kind here). */
  reminderType?: 1;
  repetition?: ScheduleRepetition;
  /** The day the repetition ends (its last occurrence starts on or before that day); needed when repeating. */
  repeatTime?: number | null;
  /** Participants (user ids); the creator takes part without being listed. */
  toUserIds?: string[];
  files?: MessageFile[];
}

/** One occurrence of `GET /api/system/Schedule?startTime=&endTime=` (J6 `ScheduleNewListVO`). */
export interface ScheduleItem {
  /** The schedule's id, or `{scheduleId}_{occurrence start}` for an occurrence of a repeating one. */
  id: string;
  groupId: string;
  category: string;
  urgent: ScheduleUrgency;
  title: string;
  content: string;
  allDay: 0 | 1;
  startDay: number;
  startTime: string;
  /** For whole days, one second past 23:59 of the last day (J6's list does the same): an exclusive end. */
  endDay: number;
  endTime: string;
  duration: number;
  color: string;
  reminderTime: number;
  reminderType: number;
  repetition: ScheduleRepetition;
  repeatTime: number | null;
  creatorUserId: string;
}

/** `GET /api/system/Schedule/{id}`: an occurrence's values for editing (J6 `ScheduleNewInfoVO`). */
export interface ScheduleInfo extends ScheduleItem {
  toUserIds: string[];
  files: MessageFile[];
}

/** `GET /api/system/Schedule/detail?groupId=&id=`: the read view, names instead of ids (J6 `ScheduleNewDetailInfoVO`). */
export interface ScheduleDetail extends Omit<ScheduleItem, 'category' | 'urgent' | 'creatorUserId'> {
  /** The kind's name. */
  category: string;
  /** 普通, 重要 or 紧急. */
  urgent: string;
  /** `realName/account` of the creator. */
  creatorUserId: string;
  /** The creator's id (the view offers deleting to the creator). */
  creatorId: string;
  /** `realName/account` of each participant, comma-joined. */
  toUserIds: string;
  files: MessageFile[];
}

/** `POST`: the new schedule. */
export interface ScheduleCreated {
  id: string;
  groupId: string;
}

/** What a reminder message's body holds (spec 000 section 4: type 4 opens the schedule view). */
export interface ScheduleMessageBody {
  id: string;
  groupId: string;
  /** 1 a reminder (3 would open nothing). */
  type: 1;
}

/** A list item's wall-clock time `HH:mm` in the platform's zone. */
export function platformClock(ms: number): string {
  const wall = new Date(ms + PLATFORM_UTC_OFFSET_MS);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/** `yyyy-MM-dd HH:mm` in the platform's zone (the list's query, J6's text). */
export function platformDateTime(ms: number): string {
  const wall = new Date(ms + PLATFORM_UTC_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${platformClock(ms)}`;
}
