import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserResult, MenuNode } from '../../api/session';
import { databases, startTestServer, type TestServer } from './harness';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(databases)('menus and permissions on %s', (kind) => {
  let server: TestServer;
  let admin: CurrentUserResult;
  let auditor: CurrentUserResult;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.call('GET', '/api/oauth/CurrentUser', await server.login('admin'))).body.data;
    auditor = (await server.call('GET', '/api/oauth/CurrentUser', await server.login('auditor01'))).body.data;
  });
  afterAll(async () => server?.close());

  it('gives the administrator every menu of both systems, with menu types 1 to 8', async () => {
    expect(admin.routerList.map((system) => system.type)).toEqual([0, 0]);
    expect(admin.userInfo.systemIds).toHaveLength(2);
    expect(admin.userInfo.systemIds.filter((system) => system.currentSystem)).toHaveLength(1);
    const all = flatten(admin.routerList.flatMap((system) => system.children));
    const [{ n }] = (await server.db.query<{ n: number }>('select count(*)::int as n from module')) as [{ n: number }];
    expect(all).toHaveLength(n);
    expect(new Set(all.map((menu) => menu.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(admin.menuList).toEqual(admin.routerList.find((system) => system.id === admin.userInfo.systemId)!.children);
    const dictionary = all.find((menu) => menu.enCode === 'systemData.dictionary')!;
    expect(dictionary).toMatchObject({ type: 2, urlAddress: 'systemData/dictionary' });
    const typed = all.find((menu) => menu.type === 4)!;
    expect(JSON.parse(typed.propertyJson)).toHaveProperty('moduleId');
    expect(admin.sysConfigInfo.sysVersion).toBe('3.4.7');
  });

  it('shows a restricted user fewer menus and no buttons where the role grants none', () => {
    const adminMenus = flatten(admin.menuList);
    const auditorMenus = flatten(auditor.menuList);
    expect(auditorMenus.length).toBeGreaterThan(0);
    expect(auditorMenus.length).toBeLessThan(adminMenus.length);
    expect(auditorMenus.map((menu) => menu.enCode)).not.toContain('systemData.dictionary');
    expect(auditor.userInfo.systemIds).toHaveLength(1);

    const userMenu = auditorMenus.find((menu) => menu.enCode === 'permission.user')!;
    const auditorEntry = auditor.permissionList.find((entry) => entry.modelId === userMenu.id)!;
    const adminEntry = admin.permissionList.find((entry) => entry.modelId === userMenu.id)!;
    expect(auditorEntry.button).toEqual([]);
    expect(adminEntry.button.map((button) => button.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove', 'btn_unlock']));
    expect(auditorEntry.column.length).toBeLessThan(adminEntry.column.length);
  });

  it('refuses a button-protected call without the grant and allows it with the grant', async () => {
    const [target] = await server.db.query<{ id: string }>(`select id from users where account = 'xuming'`);
    const unlockUrl = `/api/permission/Users/${target!.id}/Actions/unlock`;
    const auditorToken = await server.login('auditor01');
    expect((await server.call('GET', '/api/permission/Users', auditorToken)).body.code).toBe(200);
    const denied = await server.call('PUT', unlockUrl, auditorToken);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, msg: '您没有此操作的权限', data: null });

    const managerToken = await server.login('zhangwei');
    expect((await server.call('PUT', unlockUrl, managerToken)).body.code).toBe(403);
    expect((await server.call('PUT', unlockUrl, await server.login('admin'))).body.code).toBe(200);
  });

  it('refuses a menu-protected list to a user whose roles do not grant the menu', async () => {
    const agentToken = await server.login('agent01');
    const { status, body } = await server.call('GET', '/api/permission/Users', agentToken);
    expect(status).toBe(403);
    expect(body.data).toBeNull();
  });

  it('answers Authorize with the same grants as the permission list', async () => {
    const token = await server.login('auditor01');
    const { body } = await server.call('GET', '/api/permission/Users/Current/Authorize', token);
    expect(body.data.module.map((module: { id: string }) => module.id).sort()).toEqual(auditor.permissionList.map((entry) => entry.modelId).sort());
    expect(body.data.button).toHaveLength(auditor.permissionList.reduce((sum, entry) => sum + entry.button.length, 0));
  });

  it('lists users with paging and keyword search', async () => {
    const token = await server.login('admin');
    const page = await server.call('GET', '/api/permission/Users?currentPage=2&pageSize=10', token);
    expect(page.body.data.list).toHaveLength(10);
    expect(page.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 10 });
    expect(page.body.data.pagination.total).toBeGreaterThanOrEqual(25);
    const search = await server.call('GET', `/api/permission/Users?keyword=${encodeURIComponent('唐敏')}`, token);
    expect(search.body.data.list.map((user: { account: string }) => user.account)).toEqual(['auditor01']);
  });
});
