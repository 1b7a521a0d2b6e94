import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { md5Hex } from '../../server/auth/passwords';
import { databases, startTestServer, type TestServer } from './harness';

describe.each(databases)('current user calls on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  /**
   * Fetches a captcha image as a browser does (keeping the cookie it sets) and reads its code back,
   * as a person would read the picture.
   */
  async function captcha(timestamp: string): Promise<{ code: string; cookie: string }> {
    const image = await server.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/${timestamp}` });
    const cookie = String(image.headers['set-cookie']).split(';')[0]!;
    const [row] = await server.db.query<{ code: string }>('select code from captcha where key = $1', [
      `${cookie.split('=')[1]}:${timestamp}`,
    ]);
    return { code: row!.code, cookie };
  }

  /** ModifyPassword with a fresh captcha, its cookie sent along. */
  async function modifyPassword(token: string, body: Record<string, unknown>, timestamp = `k${Math.random()}`) {
    const { code, cookie } = await captcha(timestamp);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      headers: { authorization: token, cookie },
      payload: { code, timestamp, ...body },
    });
    return { status: response.statusCode, body: response.json() };
  }

  const changePassword = (token: string, oldPlain: string, newPlain: string) =>
    modifyPassword(token, { oldPassword: md5Hex(oldPlain), password: md5Hex(newPlain), plainPassword: newPlain });

  it('enforces the password policy on the server with the spec messages', async () => {
    const token = await server.login('songjia');
    await server.setConfig({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 8, containsNumbers: 1 });
    expect((await changePassword(token, 'Demo@2026', 'ab1')).body.msg).toBe('新密码长度不能小于8位');
    expect((await changePassword(token, 'Demo@2026', 'abcdefghij')).body.msg).toBe('新密码必须包含数字');
    await server.setConfig({ includeLowercaseLetters: 1, includeUppercaseLetters: 1, containsCharacters: 1 });
    expect((await changePassword(token, 'Demo@2026', '12345678')).body.msg).toBe('新密码必须包含小写字母');
    expect((await changePassword(token, 'Demo@2026', 'abcd1234')).body.msg).toBe('新密码必须包含大写字母');
    expect((await changePassword(token, 'Demo@2026', 'Abcd1234')).body.msg).toBe('新密码必须包含字符');
    expect((await changePassword(token, 'wrong-old', 'Abcd_1234')).body.msg).toBe('旧密码错误');

    const done = await changePassword(token, 'Demo@2026', 'Abcd_1234');
    expect(done.body).toMatchObject({ code: 200, msg: '修改成功，请牢记新密码' });
    expect((await server.loginResponse('songjia', 'Demo@2026')).body.code).toBe(400);
    expect((await server.loginResponse('songjia', 'Abcd_1234')).body.code).toBe(200);
    await server.setConfig({ passwordLengthMinNumber: 6, includeLowercaseLetters: 0, includeUppercaseLetters: 0, containsCharacters: 0 });
  });

  it('refuses a password change whose plain text does not match its digest, or without a captcha', async () => {
    const token = await server.login('fengyu');
    const mismatch = await modifyPassword(token, {
      oldPassword: md5Hex('Demo@2026'),
      password: md5Hex('Other_1234'),
      plainPassword: 'Short1',
    });
    expect(mismatch.body.msg).toBe('新密码与其摘要不一致');
    const noCode = await server.call('POST', '/api/permission/Users/Current/Actions/ModifyPassword', token, {
      oldPassword: md5Hex('Demo@2026'),
      password: md5Hex('Other_1234'),
      plainPassword: 'Other_1234',
      code: '',
      timestamp: 'x',
    });
    expect(noCode.body.msg).toBe('验证码不能为空');
    // Another client's captcha (no cookie of its own) does not count.
    const { code } = await captcha('stolen');
    const foreign = await server.call('POST', '/api/permission/Users/Current/Actions/ModifyPassword', token, {
      oldPassword: md5Hex('Demo@2026'),
      password: md5Hex('Other_1234'),
      plainPassword: 'Other_1234',
      code,
      timestamp: 'stolen',
    });
    expect(foreign.body.msg).toBe('验证码已过期，请刷新验证码');
  });

  it('tells whether the initial password must be changed', async () => {
    const token = await server.login('xiaoling');
    expect((await server.call('POST', '/api/oauth/updatePasswordMessage', token)).body.data).toEqual({ mustChange: false });
    await server.setConfig({ mandatoryModificationOfInitialPassword: 1 });
    expect((await server.call('POST', '/api/oauth/updatePasswordMessage', token)).body.data).toEqual({ mustChange: true });
    await server.setConfig({ mandatoryModificationOfInitialPassword: 0 });
  });

  it('reads and updates the own profile', async () => {
    const token = await server.login('hanxu');
    const before = await server.call('GET', '/api/permission/Users/Current/BaseInfo', token);
    expect(before.body.data).toMatchObject({ account: 'hanxu', organize: expect.any(String), roleName: expect.any(String) });
    const update = await server.call('PUT', '/api/permission/Users/Current/BaseInfo', token, {
      nickName: '小韩',
      mobilePhone: '13912345678',
    });
    expect(update.body.code).toBe(200);
    const after = await server.call('GET', '/api/permission/Users/Current/BaseInfo', token);
    expect(after.body.data).toMatchObject({ nickName: '小韩', mobilePhone: '13912345678' });
    const bad = await server.call('PUT', '/api/permission/Users/Current/BaseInfo', token, { mobilePhone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('参数 mobilePhone 格式不正确');
  });

  it('answers CurrentUser compressed to a browser that accepts gzip, with the same content', async () => {
    const token = await server.login('zhangwei');
    const plain = await server.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
    const zipped = await server.app.inject({
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token, 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data.userInfo.userAccount).toBe('zhangwei');
  });

  it('shows a change to the own profile or to the system configuration in the next CurrentUser at once', async () => {
    const token = await server.login('caoyan');
    const before = await server.call('GET', '/api/oauth/CurrentUser', token);
    expect(before.body.data.sysConfigInfo.title).toBe('智慧供热平台');
    await server.call('PUT', '/api/permission/Users/Current/BaseInfo', token, { mobilePhone: '13700001111' });
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.data.userInfo.mobilePhone).toBe('13700001111');
    await server.setConfig({ title: '新标题' });
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.data.sysConfigInfo.title).toBe('新标题');
    await server.setConfig({ title: '智慧供热平台' });
  });

  it('saves the layout, returned by the next sign-in, and the language', async () => {
    const token = await server.login('gaofeng');
    expect((await server.call('PUT', '/api/permission/Users/Current/SystemTheme', token, { theme: 'functional' })).body.code).toBe(200);
    expect((await server.loginResponse('gaofeng', 'Demo@2026')).body.data.theme).toBe('functional');
    const token2 = await server.login('gaofeng');
    expect((await server.call('PUT', '/api/permission/Users/Current/SystemLanguage', token2, { language: 'en' })).body.code).toBe(200);
    expect((await server.call('GET', '/api/permission/Users/Current/BaseInfo', token2)).body.data.language).toBe('en');
  });

  it('lists only the own sign-in log, newest first', async () => {
    await server.loginResponse('luobin', 'wrong');
    const token = await server.login('luobin');
    const { body } = await server.call('GET', '/api/permission/Users/Current/SystemLog?currentPage=1&pageSize=20', token);
    expect(body.data.list.map((row: { loginMark: number }) => row.loginMark)).toEqual([1, 0]);
    expect(body.data.list[0]).toMatchObject({ userName: '罗斌', ipAddress: '127.0.0.1', platForm: 'pc' });
    expect(body.data.pagination.total).toBe(2);
  });
});
