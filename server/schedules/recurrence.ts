/**
 * The occurrences of a repeating schedule, expanded with the `rrule` package for the range asked only.
 *
 * rrule works on JavaScript dates read in UTC. The rule runs on the platform's wall clock instead:
 * an instant is shifted by the zone's offset (Asia/Shanghai, +8 h all year), expanded, and shifted
 * back. With no daylight saving time the shift is the same every day, so "every day at 09:00" is
 * 09:00 in Shanghai on every day, wherever the server runs.
 *
 * Monthly and yearly series started on a day some months lack (the 29th to the 31st, 29 February)
 * fall on the last day of those months, as a calendar's "every month on the 31st" does: rrule's
 * BYMONTHDAY of the candidate days with BYSETPOS -1 picks the latest that exists.
 */
import { createRequire } from 'node:module';
import type { Options, RRule as RRuleType } from 'rrule';
import { PLATFORM_UTC_OFFSET_MS, type ScheduleRepetition } from '../../api/schedule';

// rrule ships CommonJS for Node (its ES build is for bundlers), whose named exports Node's ES loader
// cannot see: required, it loads the same under tsx, Vitest and the bundled server.
const { RRule, Frequency } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** What expanding needs of a schedule row. */
export interface Series {
  /** The first occurrence's start (ms). */
  start: number;
  /** How long each occurrence lasts (ms). */
  length: number;
  repetition: ScheduleRepetition;
  /** The last occurrence starts at or before this (ms); null when not repeating. */
  until: number | null;
  /** The day of the month monthly and yearly series fall on, or the month's last day when it is shorter. */
  day: number;
}

const toWall = (ms: number) => new Date(ms + PLATFORM_UTC_OFFSET_MS);
const fromWall = (wall: Date) => wall.getTime() - PLATFORM_UTC_OFFSET_MS;

function ruleOf(series: Series): RRuleType | null {
  if (series.repetition === 1 || series.until === null) return null;
  const dtstart = toWall(series.start);
  const options: Partial<Options> = { dtstart, until: toWall(series.until) };
  const { day } = series;
  switch (series.repetition) {
    case 2:
      options.freq = Frequency.DAILY;
      break;
    case 3:
      options.freq = Frequency.WEEKLY;
      break;
    case 4:
      options.freq = Frequency.MONTHLY;
      Object.assign(options, day > 28 ? { bymonthday: candidateDays(day), bysetpos: [-1] } : { bymonthday: [day] });
      break;
    case 5:
      options.freq = Frequency.YEARLY;
      if (dtstart.getUTCMonth() === 1 && day === 29) Object.assign(options, { bymonth: [2], bymonthday: [28, 29], bysetpos: [-1] });
      break;
  }
  return new RRule(options);
}

/** The platform's day of the month of an instant. */
export const dayOfMonth = (ms: number) => toWall(ms).getUTCDate();

/** True when two instants fall on the same day of the platform's calendar. */
export const sameDay = (a: number, b: number) => toWall(a).toISOString().slice(0, 10) === toWall(b).toISOString().slice(0, 10);

/** 28 up to `day`: the latest of them a month has is its occurrence. */
const candidateDays = (day: number) => Array.from({ length: day - 27 }, (_, index) => 28 + index);

/** The starts (ms) of the occurrences that overlap [from, to), in order, leaving out `excluded` starts. */
export function occurrencesBetween(series: Series, from: number, to: number, excluded: ReadonlySet<number> = new Set()): number[] {
  const rule = ruleOf(series);
  const starts = rule ? rule.between(toWall(from - series.length), toWall(to), true).map(fromWall) : [series.start];
  return starts.filter((start) => start < to && start + Math.max(series.length, 1) > from && !excluded.has(start));
}

/** True when the series has an occurrence starting exactly at `start`. */
export function isOccurrence(series: Series, start: number): boolean {
  const rule = ruleOf(series);
  if (!rule) return start === series.start;
  const found = rule.after(toWall(start), true);
  return found !== null && fromWall(found) === start;
}

/** The first occurrence starting after `after` (or at it, when `inclusive`), skipping `excluded`; undefined when none. */
export function nextOccurrence(
  series: Series,
  after: number,
  inclusive: boolean,
  excluded: ReadonlySet<number> = new Set(),
): number | undefined {
  const rule = ruleOf(series);
  if (!rule) {
    const fits = inclusive ? series.start >= after : series.start > after;
    return fits && !excluded.has(series.start) ? series.start : undefined;
  }
  let cursor = after;
  let include = inclusive;
  // Each excluded start is skipped once; the rule ends at `until`, so this stops.
  for (;;) {
    const found = rule.after(toWall(cursor), include);
    if (!found) return undefined;
    const start = fromWall(found);
    if (!excluded.has(start)) return start;
    cursor = start;
    include = false;
  }
}

/** The last occurrence starting before `before`; undefined when none. */
export function previousOccurrence(series: Series, before: number): number | undefined {
  const rule = ruleOf(series);
  if (!rule) return series.start < before ? series.start : undefined;
  const found = rule.before(toWall(before), false);
  return found ? fromWall(found) : undefined;
}

/** True when no occurrence is left once `excluded` are taken out. */
export function hasNoOccurrence(series: Series, excluded: ReadonlySet<number>): boolean {
  return nextOccurrence(series, series.start, true, excluded) === undefined;
}
