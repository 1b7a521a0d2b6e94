import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressKey, delayAfter, throttleRules } from '../../server/auth/sign-in-throttle';
import { buildApp } from '../../server/app';
import { createContext } from '../../server/context';
import { adminPassword, databases, demoPassword, signInRequest, startTestServer, type Envelope, type TestServer } from './harness';

const wrongCredentials = '账户或密码错误，请重新输入';
const tooMany = /^登录尝试过于频繁，请(\d+)秒后再试$/;

describe('throttle numbers', () => {
  it('doubles the wait from 1 s after the last free failure, up to 15 minutes', () => {
    const rule = throttleRules.find((candidate) => candidate.name === 'account_address')!;
    expect(rule.freeFailures).toBe(5);
    expect([5, 6, 7, 8, 9].map((failures) => delayAfter(failures, rule))).toEqual([1, 2, 4, 8, 16]);
    expect(delayAfter(100, rule)).toBe(900);
  });

  it('counts IPv6 clients by their /64 network and IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});

describe.each(databases)('sign-in throttling on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function attempt(account: string, password: string, ip: string, language?: string, app = server.app) {
    const response = await signInRequest(app, { account, password, ip, headers: language ? { 'accept-language': language } : {} });
    return { status: response.statusCode, body: response.json() as Envelope, retryAfter: response.headers['retry-after'] };
  }

  /** Time stands still unless the test moves it: nothing here depends on how fast the machine is. */
  function freezeTime() {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    return (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));
  }

  it('answers 5 wrong passwords in a row, then refuses the rest with when to retry, the right password included', async () => {
    freezeTime();
    const answers = [];
    for (let i = 0; i < 13; i++) answers.push(await attempt('admin', `wrong-${i}`, '10.2.0.1'));
    expect(answers.slice(0, 5).map((answer) => answer.body.msg)).toEqual(Array(5).fill(wrongCredentials));
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: '登录尝试过于频繁，请1秒后再试', data: null });
      expect(refused.retryAfter).toBe('1');
    }
    const right = await attempt('admin', adminPassword, '10.2.0.1');
    expect(right.body.code).toBe(429);
  });

  it('checks no password of a refused attempt, even when the attempts arrive all at once', async () => {
    const verify = vi.spyOn(server.ctx.signIn.passwords, 'verify');
    const answers = await Promise.all(Array.from({ length: 13 }, (_, i) => attempt('zhangwei', `wrong-${i}`, '10.2.1.1')));
    expect(answers.filter((answer) => answer.body.msg === wrongCredentials)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(8);
    expect(verify).toHaveBeenCalledTimes(5);
  });

  it('doubles the wait after each further failure; the administrator is throttled, never locked', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 1 });
    const advance = freezeTime();
    for (let i = 0; i < 5; i++) expect((await attempt('admin', 'wrong', '10.2.2.1')).body.msg).toBe(wrongCredentials);
    for (const wait of [1, 2, 4, 8]) {
      const refused = await attempt('admin', 'wrong', '10.2.2.1');
      expect(refused.body.msg).toBe(`登录尝试过于频繁，请${wait}秒后再试`);
      expect(refused.retryAfter).toBe(String(wait));
      advance(wait - 0.5);
      expect((await attempt('admin', 'wrong', '10.2.2.1')).body.msg).toMatch(tooMany);
      advance(0.5);
      expect((await attempt('admin', 'wrong', '10.2.2.1')).body.msg).toBe(wrongCredentials);
    }
    advance(16);
    expect((await attempt('admin', adminPassword, '10.2.2.1')).body.code).toBe(200);
    await server.setConfig({ passwordErrorsNumber: 5, lockType: 2 });
  });

  it('starts the account counter again after a successful sign-in', async () => {
    freezeTime();
    for (let i = 0; i < 4; i++) await attempt('chenjing', 'wrong', '10.2.3.1');
    expect((await attempt('chenjing', demoPassword, '10.2.3.1')).body.code).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('chenjing', 'wrong', '10.2.3.1')).body.msg).toBe(wrongCredentials);
    expect((await attempt('chenjing', 'wrong', '10.2.3.1')).body.msg).toMatch(tooMany);
  });

  it('says when to retry in English when the request asks for English', async () => {
    const advance = freezeTime();
    for (let i = 0; i < 5; i++) await attempt('yangfan', 'wrong', '10.2.4.1', 'en-US');
    expect((await attempt('yangfan', 'wrong', '10.2.4.1', 'en-US')).body.msg).toBe(
      'Too many sign-in attempts, please try again in 1 second',
    );
    advance(1);
    await attempt('yangfan', 'wrong', '10.2.4.1', 'en-US');
    expect((await attempt('yangfan', 'wrong', '10.2.4.1', 'en-US')).body.msg).toBe(
      'Too many sign-in attempts, please try again in 2 seconds',
    );
    expect((await attempt('nobody-here', 'wrong', '10.2.4.2', 'en')).body.msg).toBe('Wrong account or password, please try again');
  });

  it('limits one address trying many accounts: 30 failures, then even a right password waits', async () => {
    freezeTime();
    for (let i = 0; i < 30; i++) expect((await attempt(`spray-${i}`, 'Password1', '10.2.5.1')).body.msg).toBe(wrongCredentials);
    expect((await attempt('dengchao', demoPassword, '10.2.5.1')).body.msg).toMatch(tooMany);
    // Another address is not affected.
    expect((await attempt('dengchao', demoPassword, '10.2.5.2')).body.code).toBe(200);
  });

  it('counts no successful sign-in against its address: an office behind one address signs in all day', async () => {
    freezeTime();
    const accounts = ['wangpeng', 'zhoujie', 'wujun', 'xuming', 'sunli', 'lina01', 'hulina', 'guoxin'];
    for (let round = 0; round < 5; round++) {
      for (const account of accounts)
        expect((await attempt(account, demoPassword, '10.2.6.1')).body.code, `${account} #${round}`).toBe(200);
    }
  });

  it('limits guessing one account from many addresses: 20 failures, then every address waits', async () => {
    freezeTime();
    for (let i = 0; i < 20; i++) expect((await attempt('zhaolei', `guess-${i}`, `10.3.${i}.1`)).body.msg).toBe(wrongCredentials);
    expect((await attempt('zhaolei', demoPassword, '10.3.200.1')).body.msg).toMatch(tooMany);
  });

  it('keeps the counters in the database, so another replica refuses too', async () => {
    freezeTime();
    for (let i = 0; i < 5; i++) await attempt('huangyong', 'wrong', '10.2.6.1');
    const replica = await buildApp(createContext(server.db, server.ctx.config), { logger: false });
    try {
      await replica.ready();
      const refused = await attempt('huangyong', demoPassword, '10.2.6.1', undefined, replica);
      expect(refused.body.msg).toMatch(tooMany);
      const rows = await server.db.query<{ key: string }>(`select key from sign_in_limit where key like '%huangyong%'`);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await replica.close();
    }
  });
});
