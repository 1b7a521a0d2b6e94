import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { seedId } from '../../server/db/ids';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

const moduleId = (enCode: string) => seedId('module', enCode);
const item = (table: string, menu: string, code: string) => seedId(table, `${menu}:${code}`);

/** Every menu node of the authorisation tree, depth first. */
const menusOf = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...menusOf(node.children ?? [])]);

describe.each(databases)('authorising roles and positions on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('answers the tree of systems, menus and their items with what a role is granted', async () => {
    const { data } = (await server.call('GET', `/api/permission/Authority/Data/${seedId('role', 'auditor')}?objectType=Role`, admin)).body;
    const menus = menusOf(data.list);
    const users = menus.find((node) => node.enCode === 'permission.user');
    expect(users.button.map((button: any) => button.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_unlock']));
    expect(users.column.map((column: any) => column.enCode)).toContain('mobilePhone');
    expect(users.form.map((field: any) => field.enCode)).toContain('organizeIds');
    expect(data.granted.module).toContain(moduleId('permission.user'));
    expect(data.granted.column).toContain(item('module_column', 'permission.user', 'account'));
    expect(data.granted.column).not.toContain(item('module_column', 'permission.user', 'mobilePhone'));
    const values = (
      await server.call('POST', `/api/permission/Authority/Data/${seedId('role', 'auditor')}/Values`, admin, {
        objectType: 'Role',
        type: 'column',
        moduleIds: [moduleId('permission.user')],
      })
    ).body.data;
    expect(values.all).toContain(item('module_column', 'permission.user', 'mobilePhone'));
    expect(values.ids).toContain(item('module_column', 'permission.user', 'account'));
  });

  it('grants a new role two menus with some buttons and columns; its user sees exactly those and is refused the rest', async () => {
    const roleId = (
      await server.call('POST', '/api/permission/Role', admin, {
        fullName: '分组查看员',
        enCode: 'groupViewer',
        type: 'user',
        globalMark: 1,
      })
    ).body.data.id;
    const tree = (await server.call('GET', `/api/permission/Authority/Data/${roleId}`, admin)).body.data.list;
    const groupFields = menusOf(tree)
      .find((node) => node.enCode === 'permission.group')
      .form.map((field: any) => field.id);
    const granted = await server.call('PUT', `/api/permission/Authority/Data/${roleId}`, admin, {
      objectType: 'Role',
      system: [seedId('system', 'heating')],
      module: [moduleId('permission'), moduleId('permission.group'), moduleId('permission.position')],
      button: [item('module_button', 'permission.group', 'btn_add')],
      column: [item('module_column', 'permission.position', 'fullName'), item('module_column', 'permission.position', 'enCode')],
      form: groupFields,
      // 岗位管理 limits its rows: 全部数据.
      resource: [seedId('module_scheme', 'permission.position:all')],
    });
    expect(granted.body).toMatchObject({ code: 200, msg: '授权成功' });

    const created = await server.call('POST', '/api/permission/Users', admin, {
      account: 'viewer1',
      realName: '查看员',
      gender: '2',
      organizeIds: [seedId('organize', 'infoCenter')],
      roleIds: [roleId],
    });
    await server.call('POST', `/api/permission/Users/${created.body.data.id}/Actions/ResetPassword`, admin, {
      userPassword: md5Hex(demoPassword),
      validatePassword: md5Hex(demoPassword),
    });
    const viewer = await server.login('viewer1', demoPassword);
    const current = (await server.call('GET', '/api/oauth/CurrentUser', viewer)).body.data;
    const codes = menusOf(current.menuList).map((node: any) => node.enCode);
    expect(codes.sort()).toEqual(['permission', 'permission.group', 'permission.position']);
    const groupPermission = current.permissionList.find((entry: any) => entry.modelId === moduleId('permission.group'));
    expect(groupPermission.button.map((button: any) => button.enCode)).toEqual(['btn_add']);
    // The data rules held on a menu are its entry's `resource` (reference 5.3).
    const positionPermission = current.permissionList.find((entry: any) => entry.modelId === moduleId('permission.position'));
    expect(positionPermission.resource).toEqual([
      { id: seedId('module_scheme', 'permission.position:all'), fullName: '全部数据', enCode: 'all' },
    ]);
    expect(groupPermission.resource).toEqual([]);

    const positions = (await server.call('GET', '/api/permission/Position', viewer)).body.data.list;
    expect(
      Object.keys(positions[0])
        .filter((key) => ['fullName', 'enCode', 'typeName', 'department'].includes(key))
        .sort(),
    ).toEqual(['enCode', 'fullName']);
    expect((await server.call('GET', '/api/permission/Users', viewer)).body.code).toBe(403);
    expect(
      (await server.call('POST', '/api/permission/Position', viewer, { organizeId: 'x', fullName: 'x', enCode: 'x', type: 'x' })).body.code,
    ).toBe(403);
    const addGroup = await server.call('POST', '/api/permission/Group', viewer, { fullName: '巡检组', enCode: 'patrol', type: 'work' });
    expect(addGroup.body).toMatchObject({ code: 200 });
    expect((await server.call('DELETE', `/api/permission/Group/${addGroup.body.data.id}`, viewer)).body.code).toBe(403);

    // Taking a grant away counts at once.
    await server.call('PUT', `/api/permission/Authority/Data/${roleId}`, admin, {
      objectType: 'Role',
      system: [seedId('system', 'heating')],
      module: [moduleId('permission'), moduleId('permission.position')],
      button: [],
      column: [],
      form: [],
      resource: [],
    });
    expect((await server.call('GET', '/api/permission/Group', viewer)).body.code).toBe(403);
  });

  it('refuses to authorise without btn_authorize, and an item that does not exist', async () => {
    const manager = await server.login('zhangwei', demoPassword);
    const role = seedId('role', 'staff');
    expect((await server.call('GET', `/api/permission/Authority/Data/${role}`, manager)).body.code).toBe(200);
    const auditor = await server.login('auditor01', demoPassword);
    expect((await server.call('GET', `/api/permission/Authority/Data/${role}`, auditor)).body.code).toBe(403);
    const unknown = await server.call('PUT', `/api/permission/Authority/Data/${role}`, admin, {
      objectType: 'Role',
      system: [],
      module: ['no-such-menu'],
      button: [],
      column: [],
      form: [],
      resource: [],
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '授权项不存在' });
    expect((await server.call('GET', `/api/permission/Authority/Data/${role}`, admin)).body.data.granted.module.length).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/permission/Authority/Data/nobody?objectType=Position', admin)).body).toMatchObject({
      code: 404,
      msg: '岗位不存在',
    });
  });

  it('keeps a user’s column settings per menu, for menus they may open', async () => {
    const menu = moduleId('permission.user');
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, admin)).body.data).toEqual({
      moduleId: menu,
      fieldList: '',
    });
    const fieldList = JSON.stringify([{ prop: 'account', visible: true }]);
    expect(
      (await server.call('POST', '/api/permission/Authority/SetColumnsByModuleId', admin, { moduleId: menu, fieldList })).body.code,
    ).toBe(200);
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, admin)).body.data.fieldList).toBe(fieldList);
    const agent = await server.login('agent01', demoPassword);
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, agent)).body.code).toBe(403);
  });

  it('keeps column settings sent by PUT (spec 001), each user their own, and refuses them on a menu the user may not open', async () => {
    const menu = moduleId('permission.user');
    const fieldList = JSON.stringify([
      { prop: 'realName', label: '姓名', visible: true, columnVisible: true },
      { prop: 'account', label: '账户', visible: false, columnVisible: false },
    ]);
    const saved = (await server.call('PUT', '/api/permission/Authority/SetColumnsByModuleId', admin, { moduleId: menu, fieldList })).body;
    expect(saved).toMatchObject({ code: 200, msg: '保存成功' });
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, admin)).body.data).toEqual({
      moduleId: menu,
      fieldList,
    });
    const manager = await server.login('zhangwei', demoPassword);
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, manager)).body.data.fieldList).toBe('');
    const agent = await server.login('agent01', demoPassword);
    const refused = await server.call('PUT', '/api/permission/Authority/SetColumnsByModuleId', agent, { moduleId: menu, fieldList });
    expect(refused.body.code).toBe(403);
    expect((await server.call('GET', `/api/permission/Authority/GetColumnsByModuleId/${menu}`, admin)).body.data.fieldList).toBe(fieldList);
  });
});
