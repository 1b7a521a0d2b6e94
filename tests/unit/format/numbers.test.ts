import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, DATE_TIME_SECONDS_FORMAT, formatDate, formatFileSize, thousands } from '../../../engine/format';

describe('formatFileSize', () => {
  it('uses bytes under 1024, then KB, MB and GB in 1024 steps', () => {
    expect(formatFileSize(0)).toBe('0 字节');
    expect(formatFileSize(1023)).toBe('1023 字节');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1,024.00 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1.00 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3,072.00 GB');
  });

  it('words bytes in the language and ignores what is not a size', () => {
    expect(formatFileSize(12, 'en')).toBe('12 bytes');
    expect(formatFileSize(12, 'zhtw')).toBe('12 位元組');
    expect(formatFileSize('2048')).toBe('2.00 KB');
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize('')).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize('abc')).toBe('');
  });
});

describe('thousands', () => {
  it('puts a comma every three digits of the integer part', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands(-1234567)).toBe('-1,234,567');
    expect(thousands('12345678901234567890')).toBe('12,345,678,901,234,567,890');
    expect(thousands('1234.5000')).toBe('1,234.5000');
    expect(thousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('keeps text that is not a number as it is', () => {
    expect(thousands('abc')).toBe('abc');
    expect(thousands('')).toBe('');
    expect(thousands(null)).toBe('');
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 0, 5, 8, 3, 9);
  it('has the default formats of the spec', () => {
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(DATE_TIME_SECONDS_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDate(date)).toBe('2026-01-05 08:03');
    expect(formatDate(date.getTime(), DATE_TIME_SECONDS_FORMAT)).toBe('2026-01-05 08:03:09');
    expect(formatDate(date, 'YYYY年MM月DD日')).toBe('2026年01月05日');
  });

  it('gives nothing for no date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('nonsense')).toBe('');
  });
});
