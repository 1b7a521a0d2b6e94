import { describe, expect, it } from 'vitest';
import { en } from '../../../shell/i18n/en';
import { zh } from '../../../shell/i18n/zh';
import { zhtw } from '../../../shell/i18n/zhtw';
import { lastLoginLines } from '../../../shell/layout/last-login';
import { translator } from './translator';

const firstSignIn = { prevLoginTime: null, prevLoginIPAddress: '', prevLoginIPAddressName: '' };

describe('last-login notice (spec 000 2.5)', () => {
  it('names the time, place and IP address of the previous sign-in', () => {
    const previous = {
      prevLoginTime: new Date(2026, 2, 5, 8, 9, 10).getTime(),
      prevLoginIPAddress: '10.0.0.7',
      prevLoginIPAddressName: '局域网',
    };
    expect(lastLoginLines(previous, translator(zh))).toEqual(['时间：2026-03-05 08:09:10', '地点：局域网', 'IP：10.0.0.7']);
  });

  it('says it is the first sign-in when there was none before, in every language', () => {
    expect(lastLoginLines(firstSignIn, translator(zh))).toEqual(['这是您第一次登录']);
    expect(lastLoginLines(firstSignIn, translator(en))).toEqual(['This is your first sign-in']);
    expect(lastLoginLines(firstSignIn, translator(zhtw))).toEqual(['這是您第一次登入']);
  });
});
