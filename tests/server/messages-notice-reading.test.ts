import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './harness';

/** A receiver opening a released notice (spec 000 section 7.3 ReadInfo; notices created at either address). */
describe.each(databases)('reading a released notice on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhang: string;
  let wang: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, zhang, wang] = (await Promise.all(['admin', 'zhangwei', 'wangfang'].map((account) => server.login(account)))) as [
      string,
      string,
      string,
    ];
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => server?.close());

  it('answers the receiver the sanitised body, excerpt, sender, time and attachments, and nobody else', async () => {
    const files = [{ name: '停热范围.pdf', fileId: '20260101_a.pdf', url: '/api/file/Download/annex/20260101_a.pdf' }];
    // `POST /api/message` is the original's address for creating a notice, beside `/api/message/Notice`.
    const created = await server.call('POST', '/api/message', admin, {
      title: '管网检修',
      bodyText: '<p>周三检修<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      excerpt: '周三城西检修',
      files,
      toUserIds: [ids.zhangwei],
    });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id as string;
    const releasedAt = Date.now();
    expect((await server.call('PUT', `/api/message/${id}/Actions/Release`, admin)).body.code).toBe(200);

    const info = (await server.call('GET', `/api/message/ReadInfo/${id}`, zhang)).body.data;
    expect(info).toMatchObject({
      id,
      type: 1,
      title: '管网检修',
      bodyText: '<p>周三检修<img src="x"></p>',
      excerpt: '周三城西检修',
      releaseUser: '系统管理员/admin',
      files,
      isRead: '1',
    });
    expect(info.releaseTime).toBeGreaterThanOrEqual(releasedAt - 5_000);
    expect(info.readTime).toBeGreaterThanOrEqual(info.releaseTime);
    // Reading again keeps the first read time.
    expect((await server.call('GET', `/api/message/ReadInfo/${id}`, zhang)).body.data.readTime).toBe(info.readTime);

    expect((await server.call('GET', `/api/message/ReadInfo/${id}`, wang)).body).toEqual({ code: 404, msg: '数据不存在', data: null });
  });
});
