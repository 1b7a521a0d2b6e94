import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { databases, signInRequest, startTestServer, type Envelope, type TestServer } from './harness';

const wrongCredentials = '账户或密码错误，请重新输入';

describe.each(databases)('sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());
  afterEach(() => vi.restoreAllMocks());

  /** A sign-in from `ip` (each test uses its own address, so the address throttle of one does not reach another). */
  async function attempt(
    account: string,
    password: string,
    ip: string,
    extra: { cookie?: string; code?: string; timestamp?: string } = {},
  ) {
    const response = await signInRequest(server.app, {
      account,
      password,
      ip,
      headers: extra.cookie ? { cookie: extra.cookie } : {},
      fields: { code: extra.code ?? '', timestamp: extra.timestamp ?? '' },
    });
    return { status: response.statusCode, body: response.json() as Envelope };
  }

  it('signs the administrator in with the right password and answers a bearer token and the layout', async () => {
    const { status, body } = await server.loginResponse('admin', 'Admin@2026');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^bearer [A-Za-z0-9_-]{40,}$/);
    expect(body.data.theme).toBe('classic');
  });

  it('refuses a wrong password and an unknown account with the same message, and logs both', async () => {
    const wrong = await attempt('zhangwei', 'not-the-password', '10.1.0.1');
    const unknown = await attempt('nobody', 'whatever', '10.1.0.1');
    expect(wrong.body).toEqual({ code: 400, msg: wrongCredentials, data: null });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
    const failures = await server.db.query<{ n: number }>(
      `select count(*)::int as n from sys_log where login_mark = 0 and ip_address = '10.1.0.1'`,
    );
    expect(failures[0]!.n).toBe(2);
  });

  it('checks an unknown account against a scrypt hash like a real one, so both answers take the same work', async () => {
    const verify = vi.spyOn(server.ctx.signIn.passwords, 'verify');
    await attempt('no-such-user', 'whatever', '10.1.1.1');
    await attempt('zhangwei', 'whatever', '10.1.1.1');
    expect(verify).toHaveBeenCalledTimes(2);
    const [unknownHash, realHash] = verify.mock.calls.map((call) => call[1]);
    const [real] = await server.db.query<{ password_hash: string }>(`select password_hash from users where account = 'zhangwei'`);
    expect(realHash).toBe(real!.password_hash);
    // The same scheme and cost as the stored hashes: scrypt$N$r$p$salt$hash.
    const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(unknownHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(cost(unknownHash!)).toBe(cost(real!.password_hash));
  });

  it('never stores the MD5 the client sends', async () => {
    const rows = await server.db.query<{ password_hash: string }>(`select password_hash from users where account = 'admin'`);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(md5Hex('Admin@2026'));
  });

  it('locks an account after the configured failures, says so only to the right password, until an administrator unlocks it (lock type 1)', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 1 });
    for (let attempts = 1; attempts <= 3; attempts++) {
      expect((await attempt('lina01', 'wrong', '10.1.2.1')).body.msg).toBe(wrongCredentials);
    }
    const [lina] = await server.db.query<{ id: string; enabled_mark: number }>(
      `select id, enabled_mark from users where account = 'lina01'`,
    );
    expect(lina!.enabled_mark).toBe(2);
    // A stranger guessing on learns nothing: the locked account answers like an unknown one.
    expect((await attempt('lina01', 'wrong-again', '10.1.2.1')).body).toEqual(
      (await attempt('no-such-user', 'wrong-again', '10.1.2.1')).body,
    );
    expect((await attempt('lina01', 'Demo@2026', '10.1.2.1')).body.msg).toBe('账户已被锁定，请联系管理员解除锁定');

    const admin = await server.login('admin');
    const unlock = await server.call('PUT', `/api/permission/Users/${lina!.id}/Actions/unlock`, admin);
    expect(unlock.body).toMatchObject({ code: 200, msg: '解除锁定成功' });
    expect((await attempt('lina01', 'Demo@2026', '10.1.2.1')).body.code).toBe(200);
  });

  it('locks for lockTime minutes with lock type 2 and reopens once the time has passed (server clock)', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 2, lockTime: 10 });
    const start = server.ctx.clock();
    const clock = vi.spyOn(server.ctx, 'clock').mockReturnValue(start);
    for (let attempts = 1; attempts <= 3; attempts++)
      expect((await attempt('wangfang', 'wrong', '10.1.3.1')).body.msg).toBe(wrongCredentials);
    expect((await attempt('wangfang', 'Demo@2026', '10.1.3.1')).body.msg).toBe('账户已被锁定，请10分钟后再试');
    clock.mockReturnValue(new Date(start.getTime() + 9 * 60_000));
    expect((await attempt('wangfang', 'Demo@2026', '10.1.3.1')).body.msg).toBe('账户已被锁定，请1分钟后再试');
    clock.mockReturnValue(new Date(start.getTime() + 11 * 60_000));
    expect((await attempt('wangfang', 'Demo@2026', '10.1.3.1')).body.code).toBe(200);
  });

  it('never locks the built-in administrator', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 1 });
    for (let attempts = 1; attempts <= 4; attempts++) await attempt('admin', 'wrong', '10.1.4.1');
    expect((await attempt('admin', 'Admin@2026', '10.1.4.1')).body.code).toBe(200);
    await server.setConfig({ passwordErrorsNumber: 5, lockType: 2 });
  });

  it('says an account is disabled only to its right password', async () => {
    await server.db.query(`update users set enabled_mark = 0 where account = 'liuyang'`);
    expect((await attempt('liuyang', 'wrong', '10.1.5.1')).body.msg).toBe(wrongCredentials);
    expect((await attempt('liuyang', 'Demo@2026', '10.1.5.1')).body.msg).toBe('账户已被禁用，请联系管理员');
  });

  it('asks for a captcha when configured, refuses a missing or wrong code, and accepts the right one once', async () => {
    await server.setConfig({ enableVerificationCode: 1, verificationCodeNumber: 4 });
    const config = await server.call('GET', '/api/oauth/getConfig/admin');
    expect(config.body.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });
    expect((await attempt('admin', 'Admin@2026', '10.1.6.1')).body.msg).toBe('请输入验证码');

    const image = await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.123', remoteAddress: '10.1.6.1' });
    const cookie = String(image.headers['set-cookie']).split(';')[0]!;
    expect((await attempt('admin', 'Admin@2026', '10.1.6.1', { cookie, code: 'XXXX', timestamp: '0.123' })).body.msg).toBe('验证码错误');
    // Single use: the wrong answer consumed it.
    await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.456', remoteAddress: '10.1.6.1', headers: { cookie } });
    const [{ code }] = (await server.db.query<{ code: string }>(`select code from captcha where key like '%:0.456'`)) as [{ code: string }];
    const right = await attempt('admin', 'Admin@2026', '10.1.6.1', { cookie, code: code.toLowerCase(), timestamp: '0.456' });
    expect(right.body.code).toBe(200);
    expect((await attempt('admin', 'Admin@2026', '10.1.6.1', { cookie, code, timestamp: '0.456' })).body.msg).toBe(
      '验证码已过期，请刷新验证码',
    );
    await server.setConfig({ enableVerificationCode: 0 });
  });

  it('records the previous sign-in for the last-login notice', async () => {
    await server.login('auditor01');
    const token = await server.login('auditor01');
    const { body } = await server.call('GET', '/api/oauth/CurrentUser', token);
    expect(body.data.userInfo.prevLoginTime).toEqual(expect.any(Number));
    expect(body.data.userInfo.prevLoginIPAddress).toBe('127.0.0.1');
    expect(body.data.userInfo.prevLogin).toBe(1);
  });
});
