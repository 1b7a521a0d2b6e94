/**
 * Relative time of spec 000 section 9: under 30 s 'just now' (a time in the future counts as under
 * 30 s, as the original's `diff < 0` does), then minutes (1-59), hours (1-23), days (1-6), weeks
 * (1-3), months of 30 days (1-3), and past that the date as yyyy-mm-dd.
 *
 * Between two units the count is at least 1 of the larger one: 30-59 s reads '1 minute ago' and
 * 28-29 days '1 month ago' (the spec's ranges leave those gaps; the original showed a bare date for
 * 28-29 days, which reads as older than '3 months ago').
 */
import { formatDate, toDate, DATE_FORMAT, type DateInput } from './date-format';
import type { FormatLanguage } from './language';

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

const justNow: Record<FormatLanguage, string> = { zh: '刚刚', en: 'just now', zhtw: '剛剛' };

const unitWords: Record<FormatLanguage, Record<Unit, (n: number) => string>> = {
  zh: {
    minute: (n) => `${n}分钟前`,
    hour: (n) => `${n}小时前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}周前`,
    month: (n) => `${n}个月前`,
  },
  zhtw: {
    minute: (n) => `${n}分鐘前`,
    hour: (n) => `${n}小時前`,
    day: (n) => `${n}天前`,
    week: (n) => `${n}週前`,
    month: (n) => `${n}個月前`,
  },
  en: {
    minute: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
    hour: (n) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
    day: (n) => `${n} ${n === 1 ? 'day' : 'days'} ago`,
    week: (n) => `${n} ${n === 1 ? 'week' : 'weeks'} ago`,
    month: (n) => `${n} ${n === 1 ? 'month' : 'months'} ago`,
  },
};

/** `time` relative to `now` (milliseconds, default the current time) in `language`; '' for no time. */
export function relativeTime(time: DateInput | null | undefined, language: FormatLanguage = 'zh', now: number = Date.now()): string {
  const date = toDate(time);
  if (!date) return '';
  const diff = now - date.getTime();
  const words = unitWords[language] ?? unitWords.zh;
  const count = (size: number) => Math.max(1, Math.floor(diff / size));
  if (diff < 30 * SECOND) return justNow[language] ?? justNow.zh;
  if (diff < HOUR) return words.minute(count(MINUTE));
  if (diff < DAY) return words.hour(count(HOUR));
  if (diff < WEEK) return words.day(count(DAY));
  if (diff < 4 * WEEK) return words.week(count(WEEK));
  if (diff < 4 * MONTH) return words.month(count(MONTH));
  return formatDate(date, DATE_FORMAT);
}
