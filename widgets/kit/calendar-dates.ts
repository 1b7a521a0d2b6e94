/**
 * Between the engine's dates (local epoch milliseconds) and the calendar's (@internationalized/date
 * values through Chakra's DatePicker), and the calendar's locale per form language: month and
 * weekday names come from the browser's Intl data in that locale.
 */
import { parseDate, type DateValue } from '@chakra-ui/react';
import type { EngineLanguage } from '../../engine/i18n/messages';

export const CALENDAR_LOCALES: Record<EngineLanguage, string> = { zh: 'zh-CN', en: 'en-US', zhtw: 'zh-TW' };

/** The browser's own zone: "today" in the calendar is the user's today. */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function calendarDateOf(ms: number): DateValue {
  return parseDate(new Date(ms));
}

/** Local midnight of the calendar day, with the time of day of `keepTimeOf` when given. */
export function msOfCalendarDate(date: DateValue, keepTimeOf?: number): number {
  const time = keepTimeOf === undefined ? undefined : new Date(keepTimeOf);
  return new Date(date.year, date.month - 1, date.day, time?.getHours() ?? 0, time?.getMinutes() ?? 0, time?.getSeconds() ?? 0).getTime();
}
