import { describe, expect, it } from 'vitest';
import {
  hasNoOccurrence,
  isOccurrence,
  nextOccurrence,
  occurrencesBetween,
  previousOccurrence,
  type Series,
} from '../../../server/schedules/recurrence';
import { dayStart, repeatUntil } from '../../../server/schedules/schedule-input';

/** An instant given as a wall time in Shanghai (UTC+8). */
const sh = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  Date.UTC(year, month - 1, day, hours, minutes) - 8 * 3_600_000;
const HOUR = 3_600_000;

const series = (
  start: number,
  repetition: Series['repetition'],
  until: number | null,
  day = new Date(start + 8 * HOUR).getUTCDate(),
): Series => ({
  start,
  length: HOUR,
  repetition,
  until,
  day,
});

describe('schedule repetition on the Shanghai wall clock', () => {
  it('takes whole days at Shanghai midnight, whatever the instant', () => {
    expect(dayStart(sh(2026, 12, 7, 23, 59))).toBe(sh(2026, 12, 7));
    expect(dayStart(sh(2026, 12, 8, 0, 0))).toBe(sh(2026, 12, 8));
    expect(repeatUntil(sh(2026, 12, 7, 9), sh(2026, 12, 31, 15))).toBe(sh(2027, 1, 1) - 1);
  });

  it('puts a monthly series of the 31st on the last day of shorter months, and keeps the day when split', () => {
    const monthly = series(sh(2027, 1, 31, 9), 4, sh(2027, 12, 31, 23));
    expect(occurrencesBetween(monthly, sh(2027, 1, 1), sh(2027, 6, 1))).toEqual([
      sh(2027, 1, 31, 9),
      sh(2027, 2, 28, 9),
      sh(2027, 3, 31, 9),
      sh(2027, 4, 30, 9),
      sh(2027, 5, 31, 9),
    ]);
    // A part starting on 30 November of a series of the 31st.
    const part = series(sh(2027, 11, 30, 9), 4, sh(2028, 2, 29, 23), 31);
    expect(occurrencesBetween(part, sh(2027, 11, 1), sh(2028, 3, 1))).toEqual([
      sh(2027, 11, 30, 9),
      sh(2027, 12, 31, 9),
      sh(2028, 1, 31, 9),
      sh(2028, 2, 29, 9),
    ]);
  });

  it('finds, skips and counts occurrences', () => {
    const weekly = series(sh(2026, 12, 7, 9), 3, sh(2027, 1, 4, 23));
    const excluded = new Set([sh(2026, 12, 14, 9)]);
    expect(occurrencesBetween(weekly, sh(2026, 12, 1), sh(2027, 2, 1), excluded)).toEqual([
      sh(2026, 12, 7, 9),
      sh(2026, 12, 21, 9),
      sh(2026, 12, 28, 9),
      sh(2027, 1, 4, 9),
    ]);
    expect(isOccurrence(weekly, sh(2026, 12, 21, 9))).toBe(true);
    expect(isOccurrence(weekly, sh(2026, 12, 22, 9))).toBe(false);
    expect(nextOccurrence(weekly, sh(2026, 12, 7, 9), false, excluded)).toBe(sh(2026, 12, 21, 9));
    expect(nextOccurrence(weekly, sh(2026, 12, 7, 9), true)).toBe(sh(2026, 12, 7, 9));
    expect(nextOccurrence(weekly, sh(2027, 1, 4, 9), false)).toBeUndefined();
    expect(previousOccurrence(weekly, sh(2026, 12, 21, 9))).toBe(sh(2026, 12, 14, 9));
    expect(hasNoOccurrence(series(sh(2026, 12, 7, 9), 2, sh(2026, 12, 8, 23)), new Set([sh(2026, 12, 7, 9), sh(2026, 12, 8, 9)]))).toBe(
      true,
    );
    // An occurrence that began before the range and ends inside it overlaps it.
    expect(occurrencesBetween(weekly, sh(2026, 12, 7, 9, 30), sh(2026, 12, 8))).toEqual([sh(2026, 12, 7, 9)]);
  });
});
