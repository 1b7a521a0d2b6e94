import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './harness';

/** Receipts, the message list and notices (spec 000 section 7.3) on both databases. */
describe.each(databases)('messages and notices on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhang: string;
  let wang: string;
  let cao: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, zhang, wang, cao] = (await Promise.all(
      ['admin', 'zhangwei', 'wangfang', 'caoyan'].map((account) => server.login(account)),
    )) as [string, string, string, string];
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => server?.close());

  const list = async (token: string, query = '') => (await server.call('GET', `/api/message?pageSize=50${query}`, token)).body.data;
  const createNotice = async (body: object) => {
    const response = await server.call('POST', '/api/message/Notice', admin, body);
    expect(response.body.code, response.body.msg).toBe(200);
    return response.body.data.id as string;
  };

  describe('notice lifecycle', () => {
    it('creates a draft with a sanitised body, edits it, releases it to the listed users only, then refuses changes', async () => {
      const id = await createNotice({
        title: '停热通知',
        bodyText: '<p onclick="steal()">明日 <b>8:00</b> 停热<script>alert(1)</script><a href="javascript:alert(2)">详情</a></p>',
        excerpt: '城东片区停热',
        toUserIds: [ids.zhangwei, ids.wangfang],
        files: [{ name: '停热范围.pdf', fileId: '20260101_a.pdf', url: '/api/file/Download/annex/20260101_a.pdf' }],
      });
      const draft = (await server.call('GET', `/api/message/${id}`, admin)).body.data;
      expect(draft).toMatchObject({
        id,
        title: '停热通知',
        enabledMark: 0,
        category: 1,
        releaseTime: null,
        creatorUser: '系统管理员/admin',
      });
      expect(draft.bodyText).toBe('<p>明日 <b>8:00</b> 停热<a>详情</a></p>');
      expect((await list(zhang)).list.map((m: any) => m.id)).not.toContain(id);

      expect(
        (await server.call('PUT', `/api/message/${id}`, admin, { title: '停热通知（更新）', toUserIds: [ids.zhangwei, ids.wangfang] })).body
          .code,
      ).toBe(200);
      const release = await server.call('PUT', `/api/message/${id}/Actions/Release`, admin);
      expect(release.body).toMatchObject({ code: 200, msg: '发布成功' });

      const released = (await server.call('GET', `/api/message/${id}`, admin)).body.data;
      expect(released).toMatchObject({ enabledMark: 1, title: '停热通知（更新）', releaseUser: '系统管理员/admin' });
      expect(released.releaseTime).toBeGreaterThan(Date.now() - 60_000);
      for (const token of [zhang, wang]) {
        expect((await list(token)).list).toContainEqual(
          expect.objectContaining({ id, type: 1, isRead: '0', title: '停热通知（更新）', releaseUser: '系统管理员/admin' }),
        );
      }
      expect((await list(cao)).list.map((m: any) => m.id)).not.toContain(id);

      expect((await server.call('PUT', `/api/message/${id}`, admin, { title: 'x' })).body).toMatchObject({
        code: 400,
        msg: '公告已发布，不能修改',
      });
      expect((await server.call('PUT', `/api/message/${id}/Actions/Release`, admin)).body).toMatchObject({ code: 400, msg: '公告已发布' });
    });

    it('releases to every enabled user when no receivers are listed', async () => {
      const id = await createNotice({ title: '全员公告' });
      await server.call('PUT', `/api/message/${id}/Actions/Release`, admin);
      const [receipts] = await server.db.query<{ count: number }>(
        `select count(*)::int as count from message_receipt where message_id = $1`,
        [id],
      );
      const [users] = await server.db.query<{ count: number }>(
        `select count(*)::int as count from users where delete_mark is null and enabled_mark <> 0`,
      );
      expect(receipts!.count).toBe(users!.count);
      expect((await list(cao)).list.map((m: any) => m.id)).toContain(id);
      await server.call('DELETE', `/api/message/${id}`, admin);
    });

    it('refuses to release a draft whose expiration time has passed, and shows a released notice past it as expired', async () => {
      const stale = await createNotice({ title: '过期草稿', expirationTime: Date.now() - 1000 });
      expect((await server.call('PUT', `/api/message/${stale}/Actions/Release`, admin)).body).toMatchObject({
        code: 400,
        msg: '过期时间不能早于当前时间',
      });

      const id = await createNotice({ title: '即将过期', expirationTime: Date.now() + 3_600_000, toUserIds: [ids.caoyan] });
      await server.call('PUT', `/api/message/${id}/Actions/Release`, admin);
      await server.db.query(`update notice set expiration_time = now() - interval '1 minute' where id = $1`, [id]);
      expect((await server.call('GET', `/api/message/${id}`, admin)).body.data.enabledMark).toBe(2);
      const expired = (await server.call('GET', '/api/message/Notice?enabledMark=2', admin)).body.data;
      expect(expired.list.map((n: any) => n.id)).toEqual([id]);
    });

    it('lists notices for the notice screen, newest first, with keyword and state filters', async () => {
      const draft = await createNotice({ title: '检修计划草稿' });
      const page = (await server.call('GET', '/api/message/Notice?keyword=检修&currentPage=1&pageSize=10', admin)).body.data;
      expect(page.list).toEqual([
        expect.objectContaining({ id: draft, title: '检修计划草稿', enabledMark: 0, creatorUser: '系统管理员/admin' }),
      ]);
      expect(page.list[0]).not.toHaveProperty('bodyText');
      const drafts = (await server.call('GET', '/api/message/Notice?enabledMark=0', admin)).body.data;
      expect(drafts.list.every((n: any) => n.enabledMark === 0)).toBe(true);
    });

    it('deletes a notice and withdraws it from its receivers', async () => {
      const id = await createNotice({ title: '将被删除', toUserIds: [ids.caoyan] });
      await server.call('PUT', `/api/message/${id}/Actions/Release`, admin);
      expect((await list(cao)).list.map((m: any) => m.id)).toContain(id);
      expect((await server.call('DELETE', `/api/message/${id}`, admin)).body.code).toBe(200);
      expect((await list(cao)).list.map((m: any) => m.id)).not.toContain(id);
      expect((await server.call('GET', `/api/message/${id}`, admin)).body).toEqual({ code: 404, msg: '数据不存在', data: null });
      expect((await server.call('DELETE', `/api/message/${id}`, admin)).body.code).toBe(404);
    });

    it('keeps notice management to the notice menu and its buttons', async () => {
      // wangfang (staff) has no system.notice menu.
      expect((await server.call('POST', '/api/message/Notice', wang, { title: 'x' })).body).toEqual({
        code: 403,
        msg: '您没有此操作的权限',
        data: null,
      });
      expect((await server.call('GET', '/api/message/Notice', wang)).body.code).toBe(403);
      const id = await createNotice({ title: '权限' });
      expect((await server.call('PUT', `/api/message/${id}/Actions/Release`, wang)).body.code).toBe(403);
      expect((await server.call('DELETE', `/api/message/${id}`, wang)).body.code).toBe(403);
      expect((await server.call('GET', `/api/message/${id}`, wang)).body.code).toBe(403);
    });

    it('refuses malformed notice bodies naming the field', async () => {
      expect((await server.call('POST', '/api/message/Notice', admin, {})).body.msg).toBe('缺少必填参数 title');
      expect((await server.call('POST', '/api/message/Notice', admin, { title: 'x', category: 3 })).body.msg).toBe(
        '参数 category 的值无效，可选值：1、2',
      );
      const badLink = { title: 'x', files: [{ name: 'a', url: 'javascript:alert(1)' }] };
      expect((await server.call('POST', '/api/message/Notice', admin, badLink)).body.msg).toBe('参数 files.0.url 格式不正确');
    });
  });

  describe("a user's own messages", () => {
    let mine: Record<string, string>;
    beforeAll(async () => {
      // Oldest first: a process, a system, a schedule and a work-order message for liqiang and liuyang.
      mine = {};
      const send = (type: 2 | 3 | 4 | 7, title: string) =>
        server.app.messaging.sendMessage(
          { type, title, bodyText: `<p>${title}</p>`, excerpt: `${title}摘要`, creatorUserId: ids.admin!, flowType: type === 2 ? 2 : null },
          [ids.liqiang!, ids.liuyang!],
        );
      for (const [type, title] of [
        [2, '审批：换热站检修申请'],
        [3, '系统升级提醒'],
        [4, '日程：冬季保供会议'],
        [7, '工单：报修 1001'],
      ] as const) {
        mine[title] = await send(type, title);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });

    it('lists them newest first with type, read, keyword filters and paging; empty filters mean all', async () => {
      const li = await server.login('liqiang');
      const all = (await server.call('GET', '/api/message?type=&isRead=&keyword=', li)).body.data;
      expect(all.list.map((m: any) => m.title)).toEqual(['工单：报修 1001', '日程：冬季保供会议', '系统升级提醒', '审批：换热站检修申请']);
      expect(all.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
      expect(all.list[3]).toMatchObject({
        type: 2,
        flowType: 2,
        isRead: '0',
        excerpt: '审批：换热站检修申请摘要',
        releaseUser: '系统管理员/admin',
      });

      expect((await list(li, '&type=3')).list.map((m: any) => m.title)).toEqual(['系统升级提醒']);
      expect((await list(li, '&keyword=保供')).list.map((m: any) => m.title)).toEqual(['日程：冬季保供会议']);
      const second = (await server.call('GET', '/api/message?currentPage=2&pageSize=3', li)).body.data;
      expect(second.list.map((m: any) => m.title)).toEqual(['审批：换热站检修申请']);
      expect(second.pagination.total).toBe(4);
      expect((await server.call('GET', '/api/message?currentPage=9', li)).body.data.pagination.total).toBe(4);
      expect((await server.call('GET', '/api/message?type=5', li)).body.code).toBe(400);
    });

    it('answers the body on ReadInfo and marks only that message read, only for its receiver', async () => {
      const li = await server.login('liqiang');
      const id = mine['系统升级提醒']!;
      const info = (await server.call('GET', `/api/message/ReadInfo/${id}`, li)).body.data;
      expect(info).toMatchObject({
        id,
        title: '系统升级提醒',
        bodyText: '<p>系统升级提醒</p>',
        excerpt: '系统升级提醒摘要',
        releaseUser: '系统管理员/admin',
        files: [],
        isRead: '1',
      });
      expect((await list(li, '&isRead=0')).list.map((m: any) => m.title)).not.toContain('系统升级提醒');
      expect((await list(li, '&isRead=1')).list.map((m: any) => m.title)).toEqual(['系统升级提醒']);

      // Somebody without a receipt learns nothing, not even that it exists.
      expect((await server.call('GET', `/api/message/ReadInfo/${id}`, cao)).body).toEqual({ code: 404, msg: '数据不存在', data: null });
      const liu = await server.login('liuyang');
      expect((await list(liu, '&isRead=0')).list.map((m: any) => m.title)).toContain('系统升级提醒');
    });

    it('marks all read with the same filters', async () => {
      const liu = await server.login('liuyang');
      const done = await server.call('POST', '/api/message/Actions/ReadAll?type=4', liu);
      expect(done.body).toMatchObject({ code: 200, data: { count: 1 } });
      expect((await list(liu, '&isRead=0')).list.map((m: any) => m.title)).not.toContain('日程：冬季保供会议');
      await server.call('POST', '/api/message/Actions/ReadAll', liu, { keyword: '工单' });
      expect((await list(liu, '&isRead=0')).list.map((m: any) => m.title)).toEqual(['系统升级提醒', '审批：换热站检修申请']);
      // Nobody else's receipts changed.
      const li = await server.login('liqiang');
      expect((await list(li, '&isRead=0')).list.map((m: any) => m.title)).toContain('日程：冬季保供会议');
    });

    it("deletes the caller's receipts only", async () => {
      const li = await server.login('liqiang');
      const liu = await server.login('liuyang');
      const id = mine['审批：换热站检修申请']!;
      // Someone else's attempt to delete it changes nothing.
      expect((await server.call('DELETE', '/api/message/Record', cao, { ids: [id] })).body.data).toEqual({ count: 0 });
      const done = await server.call('DELETE', '/api/message/Record', li, { ids: [`${id},${mine['系统升级提醒']}`] });
      expect(done.body).toMatchObject({ code: 200, data: { count: 2 } });
      expect((await list(li)).list.map((m: any) => m.title)).toEqual(['工单：报修 1001', '日程：冬季保供会议']);
      expect((await list(liu)).list.map((m: any) => m.title)).toContain('审批：换热站检修申请');
      expect((await server.call('DELETE', '/api/message/Record', li, { ids: [] })).body.code).toBe(400);
    });
  });
});
