import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { userFormSchema } from '../../schemas/resources/user';
import { seedId } from '../../server/db/ids';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

const organize = (enCode: string) => seedId('organize', enCode);
const position = (enCode: string) => seedId('position', enCode);
const role = (enCode: string) => seedId('role', enCode);
const user = (account: string) => seedId('user', account);

const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  realName: `测试${account}`,
  gender: '1',
  organizeIds: [organize('finance')],
  positionIds: [position('accountant')],
  roleIds: [role('staff')],
  groupIds: [],
  mobilePhone: '13912345678',
  enabledMark: 1,
  sortCode: 0,
  ...extra,
});

describe.each(databases)('users and roles on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  describe('users', () => {
    it('lists the users of an organisation and of those under it, by keyword and in pages', async () => {
      const { data } = (await server.call('GET', `/api/permission/Users?organizeId=${organize('finance')}&pageSize=2`, admin)).body;
      expect(data.pagination).toMatchObject({ currentPage: 1, pageSize: 2, total: 3 });
      expect(data.list.map((row: any) => row.account)).toEqual(['liangxue', 'songjia']);
      expect(data.list[0]).toMatchObject({ realName: '梁雪', organize: '财务部', enabledMark: 1 });
      const found = (await server.call('GET', '/api/permission/Users?keyword=唐敏', admin)).body.data.list;
      expect(found.map((row: any) => row.account)).toEqual(['auditor01']);
    });

    it('creates a user in several organisations with positions and roles, the first organisation the main one', async () => {
      const created = await server.call(
        'POST',
        '/api/permission/Users',
        admin,
        newUser('newclerk', {
          organizeIds: [organize('finance'), organize('infoCenter')],
          positionIds: [position('accountant'), position('itEngineer')],
        }),
      );
      expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
      const info = (await server.call('GET', `/api/permission/Users/${created.body.data.id}`, admin)).body.data;
      expect(info).toMatchObject({
        account: 'newclerk',
        organizeId: organize('finance'),
        positionId: position('accountant'),
        organizeIds: [organize('finance'), organize('infoCenter')],
        positionIds: [position('accountant'), position('itEngineer')],
        roleIds: [role('staff')],
      });
      const listed = (await server.call('GET', `/api/permission/Users?organizeId=${organize('infoCenter')}&keyword=newclerk`, admin)).body
        .data;
      expect(listed.list.map((row: any) => row.account)).toEqual(['newclerk']);

      const duplicate = await server.call('POST', '/api/permission/Users', admin, newUser('newclerk'));
      expect(duplicate.body).toMatchObject({ code: 400, msg: '账户已存在' });
    });

    it('refuses a position outside the chosen organisations, a bad account and a missing organisation with the dialog’s messages', async () => {
      const outside = await server.call(
        'POST',
        '/api/permission/Users',
        admin,
        newUser('posoutside', { positionIds: [position('itEngineer')] }),
      );
      expect(outside.body).toMatchObject({ code: 400, msg: '岗位不属于所选组织' });
      const account = await server.call('POST', '/api/permission/Users', admin, newUser('bad account!'));
      expect(account.body).toMatchObject({ code: 400, msg: '账户只能输入字母和数字' });
      const noOrganize = await server.call('POST', '/api/permission/Users', admin, newUser('noorg', { organizeIds: [] }));
      expect(noOrganize.body).toMatchObject({ code: 400, msg: '请选择所属组织' });
      const phone = await server.call('POST', '/api/permission/Users', admin, newUser('badphone', { mobilePhone: '12345' }));
      expect(phone.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    });

    it('lets a new user sign in only after a password is set, and asks them to change it', async () => {
      const id = (await server.call('POST', '/api/permission/Users', admin, newUser('firstday'))).body.data.id;
      expect((await server.loginResponse('firstday', 'Start@2026')).body.code).not.toBe(200);
      const differ = await server.call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin, {
        userPassword: md5Hex('Start@2026'),
        validatePassword: md5Hex('Start@2027'),
      });
      expect(differ.body).toMatchObject({ code: 400, msg: '两次密码输入不一致' });
      const reset = await server.call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin, {
        userPassword: md5Hex('Start@2026'),
        validatePassword: md5Hex('Start@2026'),
      });
      expect(reset.body).toMatchObject({ code: 200, msg: '重置密码成功' });
      const token = await server.login('firstday', 'Start@2026');
      const current = (await server.call('GET', '/api/oauth/CurrentUser', token)).body.data;
      expect(current.userInfo.changePasswordDate).toBeNull();
      expect(current.menuList.length).toBeGreaterThan(0);
      // With 强制修改初始密码 on, a password an administrator set must be changed first.
      await server.setConfig({ mandatoryModificationOfInitialPassword: 1 });
      expect((await server.call('POST', '/api/oauth/updatePasswordMessage', token)).body.data).toEqual({ mustChange: true });
      await server.setConfig({ mandatoryModificationOfInitialPassword: 0 });
    });

    it('ends a disabled user’s sessions at once and refuses their sign-in; enabling lets them back', async () => {
      const token = await server.login('xiaoling', demoPassword);
      expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(200);
      const disabled = await server.call('PUT', `/api/permission/Users/${user('xiaoling')}/Actions/State`, admin);
      expect(disabled.body).toMatchObject({ code: 200, data: { enabledMark: 0 } });
      expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(602);
      expect((await server.loginResponse('xiaoling', demoPassword)).body.code).not.toBe(200);
      await server.call('PUT', `/api/permission/Users/${user('xiaoling')}/Actions/State`, admin);
      expect((await server.loginResponse('xiaoling', demoPassword)).body.code).toBe(200);
    });

    it('protects the administrator from being disabled or deleted', async () => {
      const state = await server.call('PUT', `/api/permission/Users/${user('admin')}/Actions/State`, admin);
      expect(state.body).toMatchObject({ code: 400, msg: '管理员账户不能删除或禁用' });
      const removed = await server.call('DELETE', `/api/permission/Users/${user('admin')}`, admin);
      expect(removed.body).toMatchObject({ code: 400, msg: '管理员账户不能删除或禁用' });
      expect((await server.call('GET', '/api/oauth/CurrentUser', admin)).body.code).toBe(200);
    });

    it('keeps a deleted user’s name on what they touched, but lists, pickers and the sign-in forget them', async () => {
      const id = (await server.call('POST', '/api/permission/Users', admin, newUser('leaving'))).body.data.id;
      expect((await server.call('DELETE', `/api/permission/Users/${id}`, admin)).body).toMatchObject({ code: 200, msg: '删除成功' });
      expect((await server.call('GET', '/api/permission/Users?keyword=leaving', admin)).body.data.list).toEqual([]);
      expect((await server.call('GET', `/api/permission/Users/${id}`, admin)).body).toMatchObject({ code: 404, msg: '用户不存在' });
      const all = (await server.call('GET', '/api/permission/Users/All', admin)).body.data.list;
      expect(all.some((row: any) => row.id === id)).toBe(false);
      const named = (await server.call('POST', '/api/permission/Users/getUserList', admin, { userId: [id] })).body.data.list;
      expect(named).toEqual([{ id, fullName: '测试leaving/leaving' }]);
    });

    it('answers the picker calls to any signed-in user', async () => {
      const agent = await server.login('agent01', demoPassword);
      const top = (await server.call('GET', '/api/permission/Users/Selector/0', agent)).body.data.list;
      expect(top.every((node: any) => node.type === 'company')).toBe(true);
      const finance = (await server.call('GET', `/api/permission/Users/Selector/${organize('finance')}`, agent)).body.data.list;
      expect(finance.filter((node: any) => node.type === 'user').map((node: any) => node.fullName)).toEqual(
        expect.arrayContaining(['梁雪/liangxue', '宋佳/songjia', '唐敏/auditor01']),
      );
      const byPosition = (
        await server.call('GET', `/api/permission/Users/GetUsersByPositionId?positionId=${position('hotlineAgent')}`, agent)
      ).body.data.list;
      expect(byPosition.map((row: any) => row.account)).toEqual(expect.arrayContaining(['agent01', 'agent02']));
      const byRole = (await server.call('GET', `/api/permission/Users/GetUsersByRoleOrgId?roleId=${role('auditor')}`, agent)).body.data
        .list;
      expect(byRole.map((row: any) => row.account)).toEqual(['auditor01']);
      const condition = (
        await server.call('POST', '/api/permission/Users/UserCondition', agent, {
          departIds: [organize('finance')],
          userIds: [user('heping')],
          pageSize: 50,
        })
      ).body.data;
      expect(condition.pagination.total).toBe(condition.list.length);
      expect(condition.list.map((row: any) => row.account).sort()).toEqual(
        expect.arrayContaining(['auditor01', 'heping', 'liangxue', 'songjia']),
      );
      const selected = (
        await server.call('POST', '/api/permission/Users/getSelectedUserList', agent, {
          ids: [`${role('auditor')}--role`, `${user('heping')}--user`],
        })
      ).body.data.list;
      expect(selected.map((row: any) => row.account).sort()).toEqual(['auditor01', 'heping']);
      const subordinates = (await server.call('POST', '/api/permission/Users/getSubordinates', agent, {})).body.data;
      expect(subordinates).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
      // agent01 is in 服务热线: the current-organisation tab lists its users.
      const colleagues = (await server.call('GET', '/api/permission/Users/getOrganization?pageSize=50', agent)).body.data;
      expect(colleagues.list.map((row: any) => row.account)).toEqual(expect.arrayContaining(['agent01', 'agent02', 'heping']));
      expect(colleagues.list.map((row: any) => row.account)).not.toContain('liangxue');
      const authorized = (
        await server.call('POST', `/api/permission/Users/GetListByAuthorize/${organize('finance')}`, agent, { keyword: '梁' })
      ).body.data.list;
      expect(authorized.map((row: any) => row.account)).toEqual(['liangxue']);
      const contacts = (await server.call('POST', `/api/permission/Users/ImUser/Selector/${organize('finance')}`, agent, {})).body.data
        .list;
      expect(contacts.filter((node: any) => node.type === 'user').map((node: any) => node.account)).toEqual(
        expect.arrayContaining(['liangxue', 'songjia', 'auditor01']),
      );
      const found = (await server.call('POST', '/api/permission/Users/ImUser/Selector/0', agent, { keyword: 'songjia' })).body.data.list;
      expect(found.map((node: any) => node.fullName)).toEqual(['宋佳/songjia']);
    });

    it('refuses the user administration calls to a user without the menu or the button', async () => {
      const agent = await server.login('agent01', demoPassword);
      expect((await server.call('GET', '/api/permission/Users', agent)).body.code).toBe(403);
      const manager = await server.login('zhangwei', demoPassword);
      expect((await server.call('GET', '/api/permission/Users', manager)).body.code).toBe(200);
      // 部门经理 has no btn_remove nor btn_unlock on 用户管理.
      expect((await server.call('DELETE', `/api/permission/Users/${user('fengyu')}`, manager)).body.code).toBe(403);
      expect((await server.call('PUT', `/api/permission/Users/${user('fengyu')}/Actions/unlock`, manager)).body.code).toBe(403);
    });
    it('lets an organisation administrator manage users only inside the organisations and layers granted', async () => {
      await server.ctx.db.query(
        `insert into organize_administrator (id, organize_id, user_id, this_layer_add, this_layer_edit) values ('grade-1', $1, $2, 1, 1)`,
        [organize('generalOffice'), user('zhangwei')],
      );
      const manager = await server.login('zhangwei', demoPassword);
      const inside = await server.call(
        'POST',
        '/api/permission/Users',
        manager,
        newUser('officenew', { organizeIds: [organize('generalOffice')], positionIds: [] }),
      );
      expect(inside.body).toMatchObject({ code: 200 });
      const outside = await server.call('POST', '/api/permission/Users', manager, newUser('financenew'));
      expect(outside.body).toMatchObject({ code: 403, msg: '您没有该组织的管理权限' });
      const info = (await server.call('GET', `/api/permission/Users/${user('songjia')}`, admin)).body.data;
      const body = Object.fromEntries(Object.keys(userFormSchema.properties).flatMap((name) => (name in info ? [[name, info[name]]] : [])));
      const edit = await server.call('PUT', `/api/permission/Users/${user('songjia')}`, manager, { ...body, realName: '宋佳佳' });
      expect(edit.body).toMatchObject({ code: 403, msg: '您没有该组织的管理权限' });
      expect((await server.call('PUT', `/api/permission/Users/${user('wangfang')}/Actions/State`, manager)).body.code).toBe(200);
      await server.call('PUT', `/api/permission/Users/${user('wangfang')}/Actions/State`, manager);
      await server.ctx.db.query(`delete from organize_administrator where id = 'grade-1'`);
      await server.call('DELETE', `/api/permission/Users/${inside.body.data.id}`, admin);
    });
  });

  describe('roles', () => {
    it('creates an organisation role only with its organisations, and offers it to their users', async () => {
      const missing = await server.call('POST', '/api/permission/Role', admin, {
        fullName: '财务复核',
        enCode: 'financeCheck',
        type: 'user',
        globalMark: 0,
      });
      expect(missing.body).toMatchObject({ code: 400, msg: '请选择所属组织' });
      const created = await server.call('POST', '/api/permission/Role', admin, {
        fullName: '财务复核',
        enCode: 'financeCheck',
        type: 'user',
        globalMark: 0,
        organizeIds: [organize('finance')],
      });
      expect(created.body.code).toBe(200);
      const id = created.body.data.id;
      expect((await server.call('GET', `/api/permission/Role/${id}`, admin)).body.data).toMatchObject({
        globalMark: 0,
        organizeIds: [organize('finance')],
      });
      const forFinance = (await server.call('POST', '/api/permission/Role/getListByOrgIds', admin, { organizeIds: [organize('finance')] }))
        .body.data.list;
      expect(forFinance.map((row: any) => row.id)).toContain(id);
      const forIt = (await server.call('POST', '/api/permission/Role/getListByOrgIds', admin, { organizeIds: [organize('infoCenter')] }))
        .body.data.list;
      expect(forIt.map((row: any) => row.id)).not.toContain(id);
      const outside = await server.call(
        'POST',
        '/api/permission/Users',
        admin,
        newUser('roleoutside', { organizeIds: [organize('infoCenter')], positionIds: [], roleIds: [id] }),
      );
      expect(outside.body).toMatchObject({ code: 400, msg: '组织角色不属于所选组织' });

      const picker = (await server.call('GET', '/api/permission/Role/SelectorByPermission', admin)).body.data.list;
      expect(picker.map((branch: any) => branch.id)).toEqual(['1', '0']);
      expect(picker[0].children.map((node: any) => node.enCode)).toEqual(expect.arrayContaining(['sysadmin', 'auditor']));
      expect(JSON.stringify(picker[1])).toContain('financeCheck');
      const byType = (await server.call('GET', '/api/permission/Role/Selector', admin)).body.data.list;
      expect(byType[0]).toMatchObject({ id: 'user', fullName: '业务角色', parentId: '0' });
    });

    it('refuses to delete a role users hold, and deletes one nobody holds with its grants', async () => {
      const held = await server.call('DELETE', `/api/permission/Role/${role('auditor')}`, admin);
      expect(held.body).toMatchObject({ code: 400, msg: '该角色下存在用户，不能删除' });
      const id = (
        await server.call('POST', '/api/permission/Role', admin, { fullName: '临时角色', enCode: 'temporary', type: 'user', globalMark: 1 })
      ).body.data.id;
      await server.ctx.db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ('module', 'x', 'Role', $1)`, [
        id,
      ]);
      expect((await server.call('DELETE', `/api/permission/Role/${id}`, admin)).body.code).toBe(200);
      expect(await server.ctx.db.query(`select 1 from authorize where object_id = $1`, [id])).toEqual([]);
    });

    it('takes a disabled role’s menus away from its users at once', async () => {
      const auditor = await server.login('auditor01', demoPassword);
      expect((await server.call('GET', '/api/permission/Users', auditor)).body.code).toBe(200);
      await server.call('PUT', `/api/permission/Role/${role('auditor')}/Actions/State`, admin);
      expect((await server.call('GET', '/api/permission/Users', auditor)).body.code).toBe(403);
      await server.call('PUT', `/api/permission/Role/${role('auditor')}/Actions/State`, admin);
      expect((await server.call('GET', '/api/permission/Users', auditor)).body.code).toBe(200);
    });
  });

  describe('grants on rows and fields', () => {
    const manager = role('manager');
    const userMenu = seedId('module', 'permission.user');
    beforeAll(async () => {
      const { db } = server.ctx;
      await db.query('update module set is_data_authorize = true where id = $1', [userMenu]);
      await db.query(
        `insert into module_scheme (id, module_id, en_code, full_name, scope) values ('scheme-own-org', $1, 'ownOrganize', '本组织', 'organize')`,
        [userMenu],
      );
      await db.query(
        `insert into authorize (item_type, item_id, object_type, object_id) values ('resource', 'scheme-own-org', 'Role', $1)`,
        [manager],
      );
      await db.query(`delete from authorize where object_type = 'Role' and object_id = $1 and item_type = 'form' and item_id = $2`, [
        manager,
        seedId('module_form', 'permission.user:mobilePhone'),
      ]);
      server.ctx.access.invalidate();
    });

    it('lists only the rows the caller’s data rules show, and answers others as not found', async () => {
      const token = await server.login('zhangwei', demoPassword);
      const listed = (await server.call('GET', '/api/permission/Users?pageSize=100', token)).body.data;
      expect(listed.list.map((row: any) => row.account).sort()).toEqual(['caoyan', 'wangfang', 'zhangwei']);
      expect(listed.pagination.total).toBe(3);
      expect((await server.call('GET', `/api/permission/Users/${user('liangxue')}`, token)).body).toMatchObject({
        code: 404,
        msg: '用户不存在',
      });
      expect((await server.call('PUT', `/api/permission/Users/${user('liangxue')}/Actions/State`, token)).body.code).toBe(404);
      // The administrator is not limited by data rules.
      expect((await server.call('GET', '/api/permission/Users?pageSize=100', admin)).body.data.pagination.total).toBeGreaterThan(20);
    });

    it('answers a user with no rule of a guarded menu no rows', async () => {
      await server.ctx.db.query(`delete from authorize where item_type = 'resource' and object_id = $1`, [manager]);
      server.ctx.access.invalidate();
      const token = await server.login('zhangwei', demoPassword);
      expect((await server.call('GET', '/api/permission/Users', token)).body.data).toMatchObject({ list: [], pagination: { total: 0 } });
      await server.ctx.db.query(
        `insert into authorize (item_type, item_id, object_type, object_id) values ('resource', 'scheme-own-org', 'Role', $1)`,
        [manager],
      );
      server.ctx.access.invalidate();
    });

    it('leaves out the form fields the caller is not granted, refuses a write of one and keeps its stored value', async () => {
      const token = await server.login('zhangwei', demoPassword);
      const info = (await server.call('GET', `/api/permission/Users/${user('wangfang')}`, token)).body.data;
      expect(info).toMatchObject({ account: 'wangfang', realName: '王芳' });
      expect(info).not.toHaveProperty('mobilePhone');
      // What the dialog sends: its schema's values.
      const body = Object.fromEntries(Object.keys(userFormSchema.properties).flatMap((name) => (name in info ? [[name, info[name]]] : [])));
      const refused = await server.call('PUT', `/api/permission/Users/${user('wangfang')}`, token, { ...body, mobilePhone: '13900000000' });
      expect(refused.body).toMatchObject({ code: 400, msg: '没有权限修改字段：手机' });
      const saved = await server.call('PUT', `/api/permission/Users/${user('wangfang')}`, token, { ...body, realName: '王芳芳' });
      expect(saved.body).toMatchObject({ code: 200 });
      const stored = (await server.call('GET', `/api/permission/Users/${user('wangfang')}`, admin)).body.data;
      expect(stored).toMatchObject({ realName: '王芳芳', mobilePhone: '13702236781' });
    });
  });
});
