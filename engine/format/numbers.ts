/** File sizes and thousands separators of spec 000 section 9. */
import type { FormatLanguage } from './language';

const byteWord: Record<FormatLanguage, string> = { zh: '字节', en: 'bytes', zhtw: '位元組' };
const units = ['KB', 'MB', 'GB'] as const;

/**
 * A size in bytes in 1024 steps: under 1024 in bytes, then KB, MB, GB (GB is the largest unit), two
 * decimals as the original's `toFileSize` (e.g. '1.50 KB', '512 字节'). '' for a missing or negative size.
 */
export function formatFileSize(size: number | string | null | undefined, language: FormatLanguage = 'zh'): string {
  if (size === null || size === undefined || size === '') return '';
  const bytes = Number(size);
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${Math.round(bytes)} ${byteWord[language] ?? byteWord.zh}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${thousands(value.toFixed(2))} ${units[unit]}`;
}

/**
 * Comma thousands separators in the integer part, the sign and decimals kept as they are:
 * `thousands(1234567.891)` is '1,234,567.891'. Text that is not a plain decimal number comes back as it is.
 */
export function thousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : String(value)) : value.trim();
  const match = /^([+-]?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return typeof value === 'number' ? text : value;
  const [, sign = '', integer = '', decimals = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}

/** A number as plain decimal text (no exponent for large or tiny values). */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
