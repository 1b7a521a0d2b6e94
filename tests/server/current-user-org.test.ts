import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';

const organize = (enCode: string) => seedId('organize', enCode);
const position = (enCode: string) => seedId('position', enCode);
const user = (account: string) => seedId('user', account);
/** A 1x1 PNG, as the signature pad's data URL. */
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(databases)('the current user’s organisations, signatures and the online users on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    // 冯宇 belongs to 信息中心 (main) and 财务部 too, with a position in each; 韩旭 is his manager.
    const { db } = server.ctx;
    await db.query(`insert into user_relation (id, user_id, object_type, object_id, sort_code) values ('r-fy-o', $1, 'Organize', $2, 5), ('r-fy-p', $1, 'Position', $3, 5)`, [
      user('fengyu'),
      organize('finance'),
      position('accountant'),
    ]);
    await db.query('update users set manager_id = $1 where id = $2', [user('hanxu'), user('fengyu')]);
  });
  afterAll(async () => server?.close());

  it('lists the caller’s organisations and positions, and switches the main ones at once', async () => {
    const token = await server.login('fengyu', demoPassword);
    const organizes = (await server.call('GET', '/api/permission/Users/Current/getUserOrganizes', token)).body.data;
    expect(organizes.map((row: any) => [row.fullName, row.isDefault])).toEqual([
      ['信息中心', true],
      ['财务部', false],
    ]);
    expect(organizes[1].organize).toMatch(/\/财务部$/);
    const paths = (await server.call('GET', `/api/permission/Users/organize/tree/${user('fengyu')}`, admin)).body.data.list;
    expect(paths.map((row: any) => [row.fullName, row.isMain, row.organizeIds.at(-1)])).toEqual([
      ['信息中心', true, organize('infoCenter')],
      ['财务部', false, organize('finance')],
    ]);
    const positions = (await server.call('GET', '/api/permission/Users/Current/getUserPositions', token)).body.data;
    expect(positions.map((row: any) => row.fullName)).toEqual(['系统运维工程师', '会计']);

    const refused = await server.call('PUT', '/api/permission/Users/Current/major', token, { majorId: organize('heatSource'), majorType: 'Organize' });
    expect(refused.body).toMatchObject({ code: 400, msg: '只能切换到自己所属的组织或岗位' });
    const switched = await server.call('PUT', '/api/permission/Users/Current/major', token, { majorId: organize('finance'), majorType: 'Organize' });
    expect(switched.body).toMatchObject({ code: 200, msg: '切换成功' });
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.data.userInfo).toMatchObject({ organizeId: organize('finance') });
    await server.call('PUT', '/api/permission/Users/Current/major', token, { majorId: position('accountant'), majorType: 'Position' });
    const again = (await server.call('GET', '/api/permission/Users/Current/getUserPositions', token)).body.data;
    expect(again.find((row: any) => row.isDefault).fullName).toBe('会计');
  });

  it('answers a manager’s subordinates', async () => {
    const manager = await server.login('hanxu', demoPassword);
    const mine = (await server.call('GET', '/api/permission/Users/Current/Subordinate/0', manager)).body.data;
    expect(mine.map((row: any) => row.fullName)).toEqual(['冯宇/fengyu']);
    expect(mine[0].isLeaf).toBe(true);
    expect((await server.call('GET', `/api/permission/Users/Current/Subordinate/${user('fengyu')}`, manager)).body.data).toEqual([]);
  });

  it('keeps drawn signatures, the first the default one shown in the user info; refuses what is not a PNG', async () => {
    const token = await server.login('xuming', demoPassword);
    const first = await server.call('POST', '/api/permission/Users/Current/SignImg', token, { signImg: png });
    expect(first.body).toMatchObject({ code: 200, msg: '保存成功' });
    const second = (await server.call('POST', '/api/permission/Users/Current/SignImg', token, { signImg: png })).body.data.id;
    let list = (await server.call('GET', '/api/permission/Users/Current/SignImg', token)).body.data;
    expect(list.map((row: any) => row.isDefault).sort()).toEqual([0, 1]);
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.data.userInfo.signImg).toBe(png);
    expect((await server.call('PUT', `/api/permission/Users/Current/${second}/SignImg`, token)).body.code).toBe(200);
    list = (await server.call('GET', '/api/permission/Users/Current/SignImg', token)).body.data;
    expect(list.find((row: any) => row.isDefault === 1).id).toBe(second);
    expect((await server.call('DELETE', `/api/permission/Users/Current/${second}/SignImg`, admin)).body.code).toBe(404);
    expect((await server.call('DELETE', `/api/permission/Users/Current/${second}/SignImg`, token)).body.code).toBe(200);
    const bad = await server.call('POST', '/api/permission/Users/Current/SignImg', token, { signImg: '<svg onload=alert(1)>' });
    expect(bad.body.code).toBe(400);
  });

  it('lists the live sessions to the administrator, ends one, and refuses both to a user without the menu', async () => {
    const token = await server.login('liuyang', demoPassword);
    const { data } = (await server.call('GET', '/api/system/OnlineUser?keyword=liuyang', admin)).body;
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ userAccount: 'liuyang', userName: '刘洋', loginIPAddress: expect.any(String) });
    expect((await server.call('GET', '/api/system/OnlineUser', token)).body.code).toBe(403);
    expect((await server.call('DELETE', `/api/system/OnlineUser/${data.list[0].id}`, token)).body.code).toBe(403);
    const ended = await server.call('DELETE', `/api/system/OnlineUser/${data.list[0].id}`, admin);
    expect(ended.body).toMatchObject({ code: 200, msg: '已强制下线' });
    expect((await server.call('GET', '/api/oauth/CurrentUser', token)).body.code).toBe(602);
    expect((await server.call('GET', '/api/system/OnlineUser?keyword=liuyang', admin)).body.data.list).toEqual([]);
    expect((await server.call('DELETE', `/api/system/OnlineUser/${data.list[0].id}`, admin)).body).toMatchObject({ code: 404, msg: '该会话已结束' });
  });
});
