import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { databases, startTestServer, type TestServer } from './harness';

describe.each(databases)('sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('signs the administrator in with the right password and answers a bearer token and the layout', async () => {
    const { status, body } = await server.loginResponse('admin', 'Admin@2026');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^bearer [A-Za-z0-9_-]{40,}$/);
    expect(body.data.theme).toBe('classic');
  });

  it('refuses a wrong password and an unknown account with the same message, and logs both', async () => {
    const wrong = await server.loginResponse('zhangwei', 'not-the-password');
    const unknown = await server.loginResponse('nobody', 'whatever');
    expect(wrong.body).toMatchObject({ code: 400, msg: '账户或密码错误，请重新输入', data: null });
    expect(unknown.body.msg).toBe(wrong.body.msg);
    const failures = await server.db.query<{ n: number }>(`select count(*)::int as n from sys_log where login_mark = 0`);
    expect(failures[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('never stores the MD5 the client sends', async () => {
    const rows = await server.db.query<{ password_hash: string }>(`select password_hash from users where account = 'admin'`);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(md5Hex('Admin@2026'));
  });

  it('locks an account after the configured failures until an administrator unlocks it (lock type 1)', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 1 });
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await server.loginResponse('lina01', 'wrong')).body.msg).toBe('账户或密码错误，请重新输入');
    }
    expect((await server.loginResponse('lina01', 'wrong')).body.msg).toBe('账户已被锁定，请联系管理员解除锁定');
    expect((await server.loginResponse('lina01', 'Demo@2026')).body.msg).toBe('账户已被锁定，请联系管理员解除锁定');

    const admin = await server.login('admin');
    const [lina] = await server.db.query<{ id: string }>(`select id from users where account = 'lina01'`);
    const unlock = await server.call('PUT', `/api/permission/Users/${lina!.id}/Actions/unlock`, admin);
    expect(unlock.body).toMatchObject({ code: 200, msg: '解除锁定成功' });
    expect((await server.loginResponse('lina01', 'Demo@2026')).body.code).toBe(200);
  });

  it('locks for lockTime minutes with lock type 2 and reopens once the time has passed', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 2, lockTime: 10 });
    for (let attempt = 1; attempt <= 3; attempt++) await server.loginResponse('wangfang', 'wrong');
    expect((await server.loginResponse('wangfang', 'Demo@2026')).body.msg).toBe('账户已被锁定，请10分钟后再试');
    await server.db.query(`update users set unlock_time = now() - interval '1 minute' where account = 'wangfang'`);
    expect((await server.loginResponse('wangfang', 'Demo@2026')).body.code).toBe(200);
  });

  it('never locks the built-in administrator', async () => {
    await server.setConfig({ passwordErrorsNumber: 3, lockType: 1 });
    for (let attempt = 1; attempt <= 4; attempt++) await server.loginResponse('admin', 'wrong');
    expect((await server.loginResponse('admin', 'Admin@2026')).body.code).toBe(200);
    await server.setConfig({ passwordErrorsNumber: 5, lockType: 2 });
  });

  it('asks for a captcha when configured, refuses a missing or wrong code, and accepts the right one once', async () => {
    await server.setConfig({ enableVerificationCode: 1, verificationCodeNumber: 4 });
    const config = await server.call('GET', '/api/oauth/getConfig/admin');
    expect(config.body.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });

    expect((await server.loginResponse('admin', 'Admin@2026')).body.msg).toBe('请输入验证码');

    const image = await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.123' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await server.loginResponse('admin', 'Admin@2026', { code: 'XXXX', timestamp: '0.123' })).body.msg).toBe('验证码错误');
    // Single use: the wrong answer consumed it.
    await server.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.456' });
    const [{ code }] = (await server.db.query<{ code: string }>(`select code from captcha where key = '0.456'`)) as [{ code: string }];
    const right = await server.loginResponse('admin', 'Admin@2026', { code: code.toLowerCase(), timestamp: '0.456' });
    expect(right.body.code).toBe(200);
    expect((await server.loginResponse('admin', 'Admin@2026', { code, timestamp: '0.456' })).body.msg).toBe('验证码已过期，请刷新验证码');
    await server.setConfig({ enableVerificationCode: 0 });
  });

  it('refuses a disabled account', async () => {
    await server.db.query(`update users set enabled_mark = 0 where account = 'liuyang'`);
    expect((await server.loginResponse('liuyang', 'Demo@2026')).body.msg).toBe('账户已被禁用，请联系管理员');
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
