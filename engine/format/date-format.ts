/** Default date formats of spec 000 section 9 and a small formatter for their tokens (local time). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const DATE_TIME_SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = Date | number | string;

/** A Date for a timestamp (milliseconds, or seconds when it has 10 digits), a Date, or parseable text. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    // The original accepts Unix seconds as well: a 10-digit number is seconds.
    date = new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * `value` in `format`, where YYYY, MM, DD, HH, mm and ss are replaced and any other text is kept.
 * An empty or invalid value gives ''.
 */
export function formatDate(value: DateInput | null | undefined, format: string = DATE_TIME_FORMAT): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
