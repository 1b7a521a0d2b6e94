import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../engine/format';

const NOW = new Date(2026, 10, 22, 12, 0, 0).getTime();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number, lang: 'zh' | 'en' | 'zhtw' = 'zh') => relativeTime(NOW - ms, lang, NOW);

describe('relativeTime', () => {
  it("says 'just now' under 30 seconds and for any time in the future", () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(29 * S)).toBe('刚刚');
    expect(ago(-5 * S)).toBe('刚刚');
    expect(ago(-3 * D)).toBe('刚刚');
    expect(ago(29 * S, 'en')).toBe('just now');
    expect(ago(0, 'zhtw')).toBe('剛剛');
  });

  it('counts minutes from 30 seconds up to 59 minutes', () => {
    expect(ago(30 * S)).toBe('1分钟前');
    expect(ago(2 * MIN)).toBe('2分钟前');
    expect(ago(59 * MIN + 59 * S)).toBe('59分钟前');
  });

  it('counts hours up to 23, days 1 to 6, weeks 1 to 3, months 1 to 3', () => {
    expect(ago(H)).toBe('1小时前');
    expect(ago(23 * H + 59 * MIN)).toBe('23小时前');
    expect(ago(D)).toBe('1天前');
    expect(ago(6 * D + 23 * H)).toBe('6天前');
    expect(ago(7 * D)).toBe('1周前');
    expect(ago(27 * D)).toBe('3周前');
    expect(ago(28 * D)).toBe('1个月前');
    expect(ago(30 * D)).toBe('1个月前');
    expect(ago(119 * D)).toBe('3个月前');
  });

  it('shows the date as yyyy-mm-dd from four months on', () => {
    const time = NOW - 120 * D;
    const date = new Date(time);
    const expected = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(relativeTime(time, 'zh', NOW)).toBe(expected);
    expect(relativeTime(new Date(2020, 0, 5), 'en', NOW)).toBe('2020-01-05');
  });

  it('speaks English and traditional Chinese', () => {
    expect(ago(MIN, 'en')).toBe('1 minute ago');
    expect(ago(5 * MIN, 'en')).toBe('5 minutes ago');
    expect(ago(2 * H, 'en')).toBe('2 hours ago');
    expect(ago(D, 'en')).toBe('1 day ago');
    expect(ago(14 * D, 'en')).toBe('2 weeks ago');
    expect(ago(60 * D, 'en')).toBe('2 months ago');
    expect(ago(5 * MIN, 'zhtw')).toBe('5分鐘前');
    expect(ago(3 * H, 'zhtw')).toBe('3小時前');
    expect(ago(14 * D, 'zhtw')).toBe('2週前');
    expect(ago(60 * D, 'zhtw')).toBe('2個月前');
  });

  it('reads Unix seconds, ISO text, and gives nothing for no time', () => {
    expect(relativeTime(Math.floor((NOW - 3 * MIN) / 1000), 'zh', NOW)).toBe('3分钟前');
    expect(relativeTime(new Date(NOW - 2 * H).toISOString(), 'zh', NOW)).toBe('2小时前');
    expect(relativeTime(null, 'zh', NOW)).toBe('');
    expect(relativeTime('not a date', 'zh', NOW)).toBe('');
  });
});
