import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { databases, startTestServer, type TestServer } from './harness';

const denied = { code: 403, msg: '您没有此操作的权限', data: null };

/**
 * Notice management (系统公告) is the menu `system.notice`: the list and one notice need the menu,
 * each write its button (btn_add, btn_edit, btn_remove, btn_release), as the screen shows them.
 */
describe.each(databases)('notice routes and their grants on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    // The manager role (zhangwei) keeps the notice menu with btn_add and btn_edit only: taken away before
    // anyone of that role signs in, so no cached grant index holds the seeded buttons.
    for (const button of ['btn_release', 'btn_remove']) {
      await server.db.query(
        `delete from authorize where item_type = 'button' and item_id = $1 and object_type = 'Role' and object_id = $2`,
        [seedId('module_button', `system.notice:${button}`), seedId('role', 'manager')],
      );
    }
    [admin, manager] = (await Promise.all(['admin', 'zhangwei'].map((account) => server.login(account)))) as [string, string];
  });
  afterAll(async () => server?.close());

  it('declares the notice menu on every notice route, with the button of each write', () => {
    const declared = new Map(server.app.declaredRoutes().map((route) => [`${route.method} ${route.url}`, route.access]));
    const menu = 'system.notice';
    expect(
      Object.fromEntries(
        [
          'GET /api/message/Notice',
          'POST /api/message/Notice',
          'POST /api/message',
          'GET /api/message/:id',
          'PUT /api/message/:id',
          'DELETE /api/message/:id',
          'PUT /api/message/:id/Actions/Release',
        ].map((route) => [route, declared.get(route)]),
      ),
    ).toEqual({
      'GET /api/message/Notice': { menu },
      'POST /api/message/Notice': { menu, button: 'btn_add' },
      'POST /api/message': { menu, button: 'btn_add' },
      'GET /api/message/:id': { menu },
      'PUT /api/message/:id': { menu, button: 'btn_edit' },
      'DELETE /api/message/:id': { menu, button: 'btn_remove' },
      'PUT /api/message/:id/Actions/Release': { menu, button: 'btn_release' },
    });
  });

  it('lets a user with the menu list, read, create and edit, and refuses release and delete without their buttons', async () => {
    const created = await server.call('POST', '/api/message/Notice', manager, { title: '经理的草稿' });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id as string;
    expect((await server.call('POST', '/api/message', manager, { title: '经理的第二份草稿' })).body.code).toBe(200);
    expect((await server.call('GET', '/api/message/Notice?keyword=经理', manager)).body.data.pagination.total).toBe(2);
    expect((await server.call('GET', `/api/message/${id}`, manager)).body.data).toMatchObject({ title: '经理的草稿', enabledMark: 0 });
    expect((await server.call('PUT', `/api/message/${id}`, manager, { title: '经理的草稿（改）' })).body).toMatchObject({
      code: 200,
      msg: '修改成功',
    });

    expect((await server.call('PUT', `/api/message/${id}/Actions/Release`, manager)).body).toEqual(denied);
    expect((await server.call('DELETE', `/api/message/${id}`, manager)).body).toEqual(denied);
    // Refused calls changed nothing; the administrator may do both.
    expect((await server.call('GET', `/api/message/${id}`, admin)).body.data).toMatchObject({ enabledMark: 0, releaseTime: null });
    expect((await server.call('PUT', `/api/message/${id}/Actions/Release`, admin)).body).toMatchObject({ code: 200, msg: '发布成功' });
    expect((await server.call('DELETE', `/api/message/${id}`, admin)).body).toMatchObject({ code: 200, msg: '删除成功' });
  });

  it('lists the buttons the manager keeps in CurrentUser, so the screen hides release and delete', async () => {
    const me = (await server.call('GET', '/api/oauth/CurrentUser', manager)).body.data;
    const entry = me.permissionList.find((item: { modelId: string }) => item.modelId === seedId('module', 'system.notice'));
    expect(entry?.button.map((button: { enCode: string }) => button.enCode).sort()).toEqual(['btn_add', 'btn_edit']);
  });
});
