import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/passwords';
import { seedId } from '../../server/db/ids';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

const schemes = '/api/system/ModuleDataAuthorizeScheme';
const positionMenu = seedId('module', 'permission.position');
const fixedRule = (scope: string) => seedId('module_scheme', `permission.position:${scope}`);

/** A custom rule on 岗位管理. */
const customRule = (overrides: Record<string, unknown> = {}) => ({
  moduleId: positionMenu,
  fullName: '财务部岗位',
  enCode: 'financePositions',
  scope: 'custom',
  conditionJson: JSON.stringify([{ field: 'department', op: '==', value: '财务部' }]),
  matchLogic: 'and',
  sortCode: 10,
  enabledMark: 1,
  ...overrides,
});

describe.each(databases)('defining data rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const create = async (body: Record<string, unknown>) => (await server.call('POST', schemes, admin, body)).body;

  it('answers the fields a condition may use: the list fields of the menu’s resource, none for a menu without one', async () => {
    const fields = (await server.call('GET', `/api/system/ModuleDataAuthorize/${positionMenu}/List`, admin)).body.data.list;
    expect(fields).toEqual(
      expect.arrayContaining([
        { id: 'fullName', enCode: 'fullName', fullName: '岗位名称', type: 'text' },
        { id: 'department', enCode: 'department', fullName: '所属部门', type: 'text' },
        { id: 'sortCode', enCode: 'sortCode', fullName: '排序', type: 'integer' },
        { id: 'creatorTime', enCode: 'creatorTime', fullName: '创建时间', type: 'time' },
      ]),
    );
    expect(fields.map((field: any) => field.enCode)).not.toContain('id');
    for (const menu of [seedId('module', 'permission'), seedId('module', 'system.sysConfig'), 'no-such-menu']) {
      expect((await server.call('GET', `/api/system/ModuleDataAuthorize/${menu}/List`, admin)).body.data.list).toEqual([]);
    }
  });

  it('seeds the four fixed rules of 岗位管理, which limits its rows, and the authorisation tree offers them', async () => {
    const list = (await server.call('GET', `${schemes}/${positionMenu}/List`, admin)).body.data.list;
    expect(list.map((rule: any) => [rule.enCode, rule.fullName, rule.scope])).toEqual([
      ['all', '全部数据', 'all'],
      ['organizeAndBelow', '本组织及以下', 'organizeAndBelow'],
      ['organize', '本组织', 'organize'],
      ['own', '本人', 'own'],
    ]);
    const tree = (await server.call('GET', `/api/permission/Authority/Data/${seedId('role', 'auditor')}`, admin)).body.data;
    const menus = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...menus(node.children)]);
    const positions = menus(tree.list).find((node) => node.enCode === 'permission.position');
    expect(positions).toMatchObject({ isDataAuthorize: true });
    expect(positions.resource.map((rule: any) => rule.fullName)).toEqual(['全部数据', '本组织及以下', '本组织', '本人']);
    expect(menus(tree.list).find((node) => node.enCode === 'permission.group')).toMatchObject({ isDataAuthorize: false, resource: [] });
    // A demo role holding the menu holds 全部数据 with it.
    expect(tree.granted.resource).toContain(fixedRule('all'));
  });

  it('creates, reads, updates and deletes a rule', async () => {
    const created = await create(customRule());
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id;
    const info = (await server.call('GET', `${schemes}/${id}`, admin)).body.data;
    expect(info).toMatchObject({
      moduleId: positionMenu,
      fullName: '财务部岗位',
      enCode: 'financePositions',
      scope: 'custom',
      matchLogic: 'and',
    });
    expect(JSON.parse(info.conditionJson)).toEqual([{ field: 'department', op: '==', value: '财务部' }]);

    expect(await create(customRule({ fullName: '另一个' }))).toMatchObject({ code: 400, msg: '方案编码已存在' });

    const conditions = [
      { field: 'fullName', op: 'like', value: '会' },
      { field: 'type', op: 'notNull', value: 'ignored' },
    ];
    const updated = await server.call('PUT', `${schemes}/${id}`, admin, {
      ...customRule({ fullName: '会计类岗位', matchLogic: 'or', conditionJson: JSON.stringify(conditions) }),
      // A rule stays with its menu.
      moduleId: seedId('module', 'permission.group'),
    });
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    const after = (await server.call('GET', `${schemes}/${id}`, admin)).body.data;
    expect(after).toMatchObject({ moduleId: positionMenu, fullName: '会计类岗位', matchLogic: 'or' });
    expect(JSON.parse(after.conditionJson)).toEqual([
      { field: 'fullName', op: 'like', value: '会' },
      { field: 'type', op: 'notNull' },
    ]);

    expect((await server.call('DELETE', `${schemes}/${id}`, admin)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await server.call('GET', `${schemes}/${id}`, admin)).body).toMatchObject({ code: 404, msg: '数据权限方案不存在' });
    expect((await server.call('DELETE', `${schemes}/${id}`, admin)).body).toMatchObject({ code: 404, msg: '数据权限方案不存在' });
    expect((await server.call('PUT', `${schemes}/${id}`, admin, customRule())).body).toMatchObject({ code: 404 });
  });

  it('stores no conditions for a fixed scope', async () => {
    const created = await create(customRule({ enCode: 'ownAgain', scope: 'own', conditionJson: 'not even JSON' }));
    expect(created.code).toBe(200);
    expect((await server.call('GET', `${schemes}/${created.data.id}`, admin)).body.data.conditionJson).toBe('[]');
    await server.call('DELETE', `${schemes}/${created.data.id}`, admin);
  });

  it.each([
    [{ conditionJson: '[{"field": ' }, '条件格式不正确'],
    [{ conditionJson: '{"field": "fullName"}' }, '条件格式不正确'],
    [{ conditionJson: '["fullName"]' }, '条件格式不正确'],
    [{ conditionJson: '[{"field": "fullName", "op": "==", "value": 3}]' }, '条件格式不正确'],
    [{ conditionJson: '[]' }, '自定义方案至少需要一个条件'],
    [{ conditionJson: undefined }, '自定义方案至少需要一个条件'],
    [{ conditionJson: '[{"field": "", "op": "=="}]' }, '请选择条件字段'],
    [{ conditionJson: '[{"field": "salary", "op": "==", "value": "1"}]' }, '条件字段不存在：salary'],
    [{ conditionJson: '[{"field": "id", "op": "==", "value": "1"}]' }, '条件字段不存在：id'],
    [{ conditionJson: '[{"field": "description", "op": "null"}]' }, '条件字段不存在：description'],
    [{ conditionJson: '[{"field": "fullName", "op": "~", "value": "1"}]' }, '不支持的条件运算符：~'],
    [{ conditionJson: '[{"field": "department", "op": "=="}]' }, '请输入条件的值：所属部门'],
    [{ conditionJson: JSON.stringify([{ field: 'fullName', op: '==', value: 'x'.repeat(201) }]) }, '条件的值最多为200个字符：岗位名称'],
    [{ conditionJson: JSON.stringify(Array.from({ length: 51 }, () => ({ field: 'fullName', op: 'notNull' }))) }, '条件最多为50个'],
    [{ scope: 'everything' }, '数据范围不正确'],
    [{ matchLogic: 'xor' }, '条件关系应为 and 或 or'],
    [{ fullName: '' }, '请输入方案名称'],
    [{ enCode: 'x'.repeat(51) }, '方案编码最多为50个字符！'],
    [{ moduleId: undefined }, '请选择菜单'],
    [{ extra: 1 }, '不支持的参数 extra'],
  ])('refuses %j: %s', async (change, message) => {
    expect(await create(customRule({ enCode: 'refused', ...change }))).toMatchObject({ code: 400, msg: message });
  });

  it('refuses a rule of a menu that does not exist, and a condition on a menu without a resource', async () => {
    expect(await create(customRule({ moduleId: 'no-such-menu' }))).toMatchObject({ code: 404, msg: '菜单不存在' });
    expect(await create(customRule({ moduleId: seedId('module', 'system.sysConfig') }))).toMatchObject({
      code: 400,
      msg: '条件字段不存在：department',
    });
    expect(await create(customRule({ moduleId: seedId('module', 'system.sysConfig'), scope: 'all' }))).toMatchObject({ code: 200 });
  });

  it('refuses every call to a caller without the role menu’s 权限授权 button', async () => {
    const created = await create(customRule({ enCode: 'guarded' }));
    const id = created.data.id;
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `${schemes}/${positionMenu}/List`],
      ['GET', `${schemes}/${id}`],
      ['GET', `/api/system/ModuleDataAuthorize/${positionMenu}/List`],
      ['POST', schemes, customRule({ enCode: 'intruder' })],
      ['PUT', `${schemes}/${id}`, customRule({ enCode: 'guarded', fullName: '改了' })],
      ['DELETE', `${schemes}/${id}`],
    ];
    // auditor01 opens 角色管理 without its buttons; agent01 does not open it at all.
    for (const account of ['auditor01', 'agent01']) {
      const token = await server.login(account, demoPassword);
      for (const [method, url, body] of calls)
        expect((await server.call(method, url, token, body)).body.code, `${account} ${method} ${url}`).toBe(403);
    }
    // zhangwei's role holds the button.
    const manager = await server.login('zhangwei', demoPassword);
    expect((await server.call('GET', `${schemes}/${positionMenu}/List`, manager)).body.code).toBe(200);
    expect((await server.call('GET', `${schemes}/${id}`, admin)).body.data.fullName).toBe('财务部岗位');
    await server.call('DELETE', `${schemes}/${id}`, admin);
  });

  it('limits a role’s list by a custom rule granted to it; a change counts at once; deleting the rule takes its grant', async () => {
    const roleId = (
      await server.call('POST', '/api/permission/Role', admin, {
        fullName: '财务查看员',
        enCode: 'financeViewer',
        type: 'user',
        globalMark: 1,
      })
    ).body.data.id;
    const ruleId = (await create(customRule({ enCode: 'financeOnly' }))).data.id;
    const columns = ['fullName', 'enCode', 'type', 'department'].map((code) => seedId('module_column', `permission.position:${code}`));
    const granted = await server.call('PUT', `/api/permission/Authority/Data/${roleId}`, admin, {
      objectType: 'Role',
      system: [seedId('system', 'heating')],
      module: [seedId('module', 'permission'), positionMenu],
      button: [],
      column: columns,
      form: [],
      resource: [ruleId],
    });
    expect(granted.body).toMatchObject({ code: 200, msg: '授权成功' });
    const userId = (
      await server.call('POST', '/api/permission/Users', admin, {
        account: 'financeviewer',
        realName: '财务查看员',
        gender: '1',
        organizeIds: [seedId('organize', 'infoCenter')],
        roleIds: [roleId],
      })
    ).body.data.id;
    await server.call('POST', `/api/permission/Users/${userId}/Actions/ResetPassword`, admin, {
      userPassword: md5Hex(demoPassword),
      validatePassword: md5Hex(demoPassword),
    });
    const viewer = await server.login('financeviewer', demoPassword);
    const names = async () =>
      ((await server.call('GET', '/api/permission/Position?pageSize=100', viewer)).body.data.list as any[])
        .map((row) => row.fullName)
        .sort();
    expect(await names()).toEqual(['会计', '内审专员']);
    expect((await server.call('GET', `/api/permission/Position/${seedId('position', 'itEngineer')}`, viewer)).body.code).toBe(404);

    // The caller's own organisation counts at once, as an authorisation does.
    const changed = await server.call('PUT', `${schemes}/${ruleId}`, admin, {
      ...customRule({ enCode: 'financeOnly' }),
      conditionJson: JSON.stringify([{ field: 'organizeId', op: '==', value: '@organizeId' }]),
    });
    expect(changed.body.code).toBe(200);
    expect(await names()).toEqual(['系统运维工程师']);

    // Two conditions joined by 或.
    await server.call('PUT', `${schemes}/${ruleId}`, admin, {
      ...customRule({ enCode: 'financeOnly', matchLogic: 'or' }),
      conditionJson: JSON.stringify([
        { field: 'organizeId', op: '==', value: '@organizeId' },
        { field: 'fullName', op: 'like', value: '经理' },
      ]),
    });
    expect(await names()).toEqual(['总经理', '生产运行部经理', '系统运维工程师'].sort());

    expect((await server.call('DELETE', `${schemes}/${ruleId}`, admin)).body.code).toBe(200);
    expect((await server.call('GET', `/api/permission/Authority/Data/${roleId}`, admin)).body.data.granted.resource).toEqual([]);
    expect(await server.db.query(`select 1 from authorize where item_type = 'resource' and item_id = $1`, [ruleId])).toEqual([]);
    expect(await names()).toEqual([]);

    // The fixed rules find a position's organisation (the definition's dataScope).
    await server.call('PUT', `/api/permission/Authority/Data/${roleId}`, admin, {
      objectType: 'Role',
      system: [seedId('system', 'heating')],
      module: [seedId('module', 'permission'), positionMenu],
      button: [],
      column: columns,
      form: [],
      resource: [fixedRule('organize')],
    });
    expect(await names()).toEqual(['系统运维工程师']);
  });
});
