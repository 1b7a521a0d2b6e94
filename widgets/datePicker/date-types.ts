/**
 * The picker types of the date kind (reference 2.4: `type` date, datetime, month, year and the
 * ranges): the instant a pick stands for (a year is 1 January 00:00, spec 002 section 4.5: years
 * allow only January; a month its 1st), the display format, and how values are stored and read.
 */
import { formatDate, toDate } from '../../engine/format/date-format';
import { parseInFormat } from './date-parse';

export type DateBase = 'date' | 'datetime' | 'month' | 'year';

export const DATE_TYPES = ['date', 'datetime', 'month', 'year', 'daterange', 'datetimerange', 'monthrange', 'yearrange'] as const;
export type DateType = (typeof DATE_TYPES)[number];

export function baseOf(type: DateType): DateBase {
  return type.replace(/range$/, '') as DateBase;
}

export function isRangeType(type: DateType): boolean {
  return type.endsWith('range');
}

export const DEFAULT_FORMATS: Record<DateBase, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/** Element's `yyyy-MM-dd` and V3's `YYYY-MM-DD` as the tokens of engine/format's formatDate. */
export function displayFormat(format: string | undefined, base: DateBase): string {
  if (!format) return DEFAULT_FORMATS[base];
  return format.replace(/yyyy/g, 'YYYY').replace(/dd/g, 'DD');
}

/** The first instant of the unit holding `ms` (a start limit). */
export function floorTo(ms: number, base: DateBase): number {
  const d = new Date(ms);
  if (base === 'datetime') return Math.floor(ms / 1000) * 1000;
  return new Date(d.getFullYear(), base === 'year' ? 0 : d.getMonth(), base === 'date' ? d.getDate() : 1).getTime();
}

/** The last instant of the unit holding `ms` (an end limit: the original's 'yyyy-MM-dd 23:59:59'). */
export function ceilTo(ms: number, base: DateBase): number {
  const d = new Date(ms);
  if (base === 'datetime') return ms;
  const next = new Date(
    d.getFullYear() + (base === 'year' ? 1 : 0),
    base === 'year' ? 0 : d.getMonth() + (base === 'month' ? 1 : 0),
    base === 'date' ? d.getDate() + 1 : 1,
  );
  return next.getTime() - 1;
}

const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;

/** Text written in `format` (YYYY, MM, DD, HH, mm, ss tokens) as local epoch milliseconds. */
export function parseByFormat(text: string, format: string): number | undefined {
  const order: string[] = [];
  const pattern = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN, (token) => {
    order.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
  });
  const m = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!m) return undefined;
  const part = (token: string, fallback: number) => {
    const i = order.indexOf(token);
    return i < 0 ? fallback : Number(m[i + 1]);
  };
  const date = new Date(part('YYYY', 1970), part('MM', 1) - 1, part('DD', 1), part('HH', 0), part('mm', 0), part('ss', 0));
  return Number.isNaN(date.getTime()) ? undefined : date.getTime();
}

/** Date text without a zone ('2026-01-02', '2026-01-02 08:00:00') is local time, not UTC as Date reads it. */
const LOCAL_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * A stored value as epoch milliseconds: numbers as they are (10 digits are seconds), text in the
 * field's value format when it has one, else local date text or anything Date understands.
 */
export function dateValueOf(value: unknown, valueFormat?: string): number | undefined {
  if (typeof value === 'string') {
    if (valueFormat) {
      const parsed = parseByFormat(value, valueFormat);
      if (parsed !== undefined) return parsed;
    }
    const m = LOCAL_TEXT.exec(value.trim());
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)).getTime();
  }
  return toDate(value as number | string | null | undefined)?.getTime();
}

export function dateText(value: unknown, format: string, valueFormat?: string): string {
  const ms = dateValueOf(value, valueFormat);
  return ms === undefined ? '' : formatDate(ms, format);
}

/**
 * The value format of JSON Schema's `format: "date-time"` (RFC 3339): local time with its UTC offset,
 * e.g. 2026-03-05T08:30:00+08:00. `Z` stands for the offset; reading it back is Date's own parsing.
 */
export const RFC3339_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

function rfc3339(ms: number): string {
  const offset = -new Date(ms).getTimezoneOffset();
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${formatDate(ms, 'YYYY-MM-DDTHH:mm:ss')}${zone}`;
}

/** How a picked instant is stored: epoch milliseconds, or text in the value format. */
export function encodeDate(ms: number, valueFormat?: string): number | string {
  if (valueFormat === RFC3339_FORMAT) return rfc3339(ms);
  return valueFormat ? formatDate(ms, valueFormat) : ms;
}

/** Stored date text the engine writes or reads; anything else is text a person typed that is not a date. */
const STORED_TEXT_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'YYYY-MM', 'YYYY'];

/** Whether a stored value is a date (epoch milliseconds, or date text in the value format or a usual one). */
export function isStoredDate(value: unknown, valueFormat?: string): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string') return false;
  if (/^\d+$/.test(value)) return true;
  if (valueFormat && valueFormat !== RFC3339_FORMAT && parseInFormat(value, valueFormat) !== undefined) return true;
  if (STORED_TEXT_FORMATS.some((format) => parseInFormat(value, format) !== undefined)) return true;
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}
