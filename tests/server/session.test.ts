import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { hashToken, tokenFromHeader } from '../../server/auth/sessions';
import { databases, startTestServer, type TestServer } from './harness';

describe.each(databases)('sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers 602 with the message for a missing, garbage or unknown token', async () => {
    for (const token of [undefined, 'garbage', 'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const { status, body } = await server.call('GET', '/api/oauth/CurrentUser', token);
      expect(status).toBe(401);
      expect(body).toEqual({ code: 602, msg: '身份验证失败，请重新登录', data: null });
    }
  });

  it('answers 600 once the session has expired', async () => {
    const token = await server.login('zhangwei');
    await server.db.query(`update session set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashToken(tokenFromHeader(token)!),
    ]);
    const { body } = await server.call('GET', '/api/oauth/CurrentUser', token);
    expect(body).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('extends a session that is used (sliding expiry)', async () => {
    const token = await server.login('zhangwei');
    const tokenHash = hashToken(tokenFromHeader(token)!);
    await server.db.query(
      `update session set expires_at = now() + interval '2 minutes', last_seen_at = now() - interval '5 minutes' where token_hash = $1`,
      [tokenHash],
    );
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(200);
    const [row] = await server.db.query<{ minutes: number }>(
      `select extract(epoch from expires_at - now())::float8 / 60 as minutes from session where token_hash = $1`,
      [tokenHash],
    );
    expect(row!.minutes).toBeGreaterThan(400);
  });

  it('kicks the earlier session with 601 when single login is on, and keeps both when it is off', async () => {
    const first = await server.login('chenjing');
    const second = await server.login('chenjing');
    expect((await server.call('GET', '/api/oauth/CurrentUser', first)).body).toMatchObject({
      code: 601,
      msg: '此账号已在其他地方登录，请重新登录',
    });
    expect((await server.call('GET', '/api/oauth/CurrentUser', second)).body.code).toBe(200);

    await server.setConfig({ singleLogin: 2 });
    const third = await server.login('chenjing');
    expect((await server.call('GET', '/api/oauth/CurrentUser', second)).body.code).toBe(200);
    expect((await server.call('GET', '/api/oauth/CurrentUser', third)).body.code).toBe(200);
    await server.setConfig({ singleLogin: 1 });
  });

  it('revokes the session on logout', async () => {
    const token = await server.login('yangfan');
    expect((await server.call('GET', '/api/oauth/Logout', token)).body).toMatchObject({ code: 200 });
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(602);
  });

  it('refuses the session of a user who was disabled meanwhile', async () => {
    const token = await server.login('dengchao');
    await server.db.query(`update users set enabled_mark = 0 where account = 'dengchao'`);
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(602);
  });

  it('stores only the hash of the token', async () => {
    const token = await server.login('zhaolei');
    const raw = tokenFromHeader(token)!;
    const rows = await server.db.query(`select 1 from session where token_hash = $1 or token_hash = $2`, [raw, token]);
    expect(rows).toHaveLength(0);
    expect(await server.db.query(`select 1 from session where token_hash = $1`, [hashToken(raw)])).toHaveLength(1);
  });

  it('unlocks the lock screen with the right password only', async () => {
    const token = await server.login('huangyong');
    const wrong = await server.call('POST', '/api/oauth/LockScreen', token, { account: 'huangyong', password: md5Hex('nope') });
    expect(wrong.body).toMatchObject({ code: 400, msg: '账户或密码错误，请重新输入' });
    const other = await server.call('POST', '/api/oauth/LockScreen', token, { account: 'admin', password: md5Hex('Admin@2026') });
    expect(other.body.code).toBe(400);
    const right = await server.call('POST', '/api/oauth/LockScreen', token, { account: 'huangyong', password: md5Hex('Demo@2026') });
    expect(right.body).toMatchObject({ code: 200, msg: '解锁成功' });
  });

  it("throttles the lock screen like sign-in: after 5 wrong passwords even the right one waits, in the caller's language", async () => {
    const token = await server.login('liuyang');
    // Time stands still unless the test moves it.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const unlock = (password: string, language = 'zh-CN') =>
      server.app.inject({
        method: 'POST',
        url: '/api/oauth/LockScreen',
        headers: { authorization: token, 'accept-language': language },
        payload: { account: 'liuyang', password: md5Hex(password) },
      });
    for (let i = 0; i < 5; i++) expect((await unlock(`wrong-${i}`)).json()).toMatchObject({ code: 400, msg: '账户或密码错误，请重新输入' });
    const refused = await unlock('Demo@2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 429, msg: '登录尝试过于频繁，请1秒后再试', data: null });
    expect((await unlock('Demo@2026', 'en')).json().msg).toBe('Too many sign-in attempts, please try again in 1 second');
    // The lock screen and the sign-in share the account's counter.
    expect((await server.loginResponse('liuyang', 'Demo@2026')).body.code).toBe(429);
    vi.setSystemTime(new Date(Date.now() + 1000));
    expect((await unlock('Demo@2026')).json()).toMatchObject({ code: 200, msg: '解锁成功' });
    // The right password started the counter again.
    expect((await unlock('wrong-again')).json().code).toBe(400);
  });
});
