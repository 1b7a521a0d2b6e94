import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './harness';

const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The own avatar: upload, set by name, shown by BaseInfo and CurrentUser (spec 000 section 7.2). */
describe.each(databases)('avatar on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const account of ['zhangwei', 'wangfang']) tokens[account] = await server.login(account);
  });
  afterAll(async () => server?.close());

  const upload = async (token: string, data: Buffer, filename: string) => {
    const boundary = '----avatar-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/userAvatar',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return response.json();
  };

  it('uploads an image, sets it as the avatar, and every profile call answers its address', async () => {
    const stored = await upload(tokens.zhangwei!, pngBytes, 'me.png');
    expect(stored).toMatchObject({ code: 200, data: { url: expect.stringMatching(/^\/api\/file\/Image\/userAvatar\/.+\.png$/) } });
    const image = await server.app.inject({ method: 'GET', url: stored.data.url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);

    const set = await server.call('PUT', `/api/permission/Users/Current/Avatar/${stored.data.name}`, tokens.zhangwei);
    expect(set.body).toMatchObject({ code: 200, msg: '头像修改成功' });
    expect((await server.call('GET', '/api/permission/Users/Current/BaseInfo', tokens.zhangwei)).body.data.headIcon).toBe(stored.data.url);
    expect((await server.call('GET', '/api/oauth/CurrentUser', tokens.zhangwei)).body.data.userInfo.headIcon).toBe(stored.data.url);
  });

  it('refuses what is not an image, and another user’s upload', async () => {
    expect((await upload(tokens.wangfang!, Buffer.from('<svg onload="alert(1)"/>'), 'x.svg')).msg).toBe('只能上传图片');
    const theirs = await upload(tokens.zhangwei!, pngBytes, 'mine.png');
    const stolen = await server.call('PUT', `/api/permission/Users/Current/Avatar/${theirs.data.name}`, tokens.wangfang);
    expect(stolen.body).toMatchObject({ code: 400, msg: '头像图片不存在，请重新上传' });
    expect((await server.call('GET', '/api/permission/Users/Current/BaseInfo', tokens.wangfang)).body.data.headIcon).toBe('');
    const badName = await server.call('PUT', '/api/permission/Users/Current/Avatar/..%2Fetc', tokens.wangfang);
    expect(badName.body.code).toBe(400);
  });
});
