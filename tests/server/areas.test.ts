import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaSeedRows } from '../../server/seed/areas';
import { databases, startTestServer, type TestServer } from './harness';

const path = '/api/system/Area';

describe.each(databases)('areas (行政区划) on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const names = (list: any[]) => list.map((row) => row.fullName);

  it('seeds the provinces, cities and districts with their official codes, once', async () => {
    const [counts] = await server.db.query<{ total: number; provinces: number; orphans: number }>(
      `select count(*)::int as total, count(*) filter (where parent_id = '-1')::int as provinces,
              count(*) filter (where parent_id <> '-1' and parent_id not in (select id from area))::int as orphans
         from area`,
    );
    expect(counts).toEqual({ total: areaSeedRows().length, provinces: 34, orphans: 0 });
    expect(counts!.total).toBeGreaterThan(3_300);
    expect(counts!.total).toBeLessThan(4_000);

    const provinces = (await server.call('GET', `${path}/-1`, admin)).body.data.list;
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({
      id: '110000',
      parentId: '-1',
      enCode: '110000',
      fullName: '北京市',
      enabledMark: 1,
      sortCode: 0,
      hasChildren: true,
    });
    expect(names(provinces)).toEqual(expect.arrayContaining(['广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    const guangdong = (await server.call('GET', `${path}/440000`, admin)).body.data.list;
    expect(names(guangdong)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
  });

  it('answers the picker one level at a time, with isLeaf, and leaves out excludeId', async () => {
    const agent = await server.login('agent01');
    const root = (await server.call('GET', `${path}/-1/Selector/0`, agent)).body.data.list;
    expect(root).toHaveLength(34);
    expect(root[0]).toEqual({ id: '110000', fullName: '北京市', sortCode: 0, isLeaf: false });
    const withoutBeijing = (await server.call('GET', `${path}/-1/Selector/110000`, agent)).body.data.list;
    expect(withoutBeijing).toHaveLength(33);
    expect(names(withoutBeijing)).not.toContain('北京市');

    const beijing = (await server.call('GET', `${path}/110100/Selector/0`, agent)).body.data.list;
    expect(names(beijing)).toEqual(expect.arrayContaining(['东城区', '海淀区']));
    expect(beijing.every((row: any) => row.isLeaf === true)).toBe(true);
    expect((await server.call('GET', `${path}/no-such-area/Selector/0`, agent)).body.data.list).toEqual([]);
  });

  it('finds areas by name or code at any level', async () => {
    const byName = (await server.call('GET', `${path}/-1?keyword=${encodeURIComponent('海淀')}`, admin)).body.data.list;
    expect(byName).toEqual([expect.objectContaining({ id: '110108', parentId: '110100', fullName: '海淀区', hasChildren: false })]);
    const byCode = (await server.call('GET', `${path}/-1?keyword=440300`, admin)).body.data.list;
    expect(names(byCode)).toEqual(['深圳市']);
    expect((await server.call('GET', `${path}/-1?keyword=${encodeURIComponent('%')}`, admin)).body.data.list).toEqual([]);
  });

  it('names stored area paths for every signed-in user (GetAreaByIds)', async () => {
    const agent = await server.login('agent01');
    const { body } = await server.call('POST', `${path}/GetAreaByIds`, agent, {
      idsList: [['110000', '110100', '110108'], ['440000', '440300'], ['nowhere']],
    });
    expect(body).toMatchObject({ code: 200, data: [['北京市', '市辖区', '海淀区'], ['广东省', '深圳市'], []] });
    expect((await server.call('POST', `${path}/GetAreaByIds`, agent, {})).body.code).toBe(400);
    expect((await server.call('POST', `${path}/GetAreaByIds`, agent, { idsList: [[{ id: 1 }]] })).body.code).toBe(400);
  });

  it('creates, reads, edits and deletes an area; refuses duplicates, bad parents, cycles and areas with children', async () => {
    const body = { parentId: '110108', fullName: '中关村测试区', enCode: 'zgc-test', sortCode: 9 };
    const created = (await server.call('POST', path, admin, body)).body;
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.data.id as string;

    expect((await server.call('POST', path, admin, { ...body, enCode: '110108' })).body).toMatchObject({
      code: 400,
      msg: '区域编码已存在',
    });
    expect((await server.call('POST', path, admin, { ...body, fullName: undefined })).body).toMatchObject({
      code: 400,
      msg: '请输入区域名称',
    });
    expect((await server.call('POST', path, admin, { ...body, enCode: undefined })).body).toMatchObject({
      code: 400,
      msg: '请输入区域编码',
    });
    expect((await server.call('POST', path, admin, { ...body, enCode: 'x1', parentId: 'nowhere' })).body).toMatchObject({
      code: 400,
      msg: '上级区域不存在',
    });
    // Without a parent: a new root area.
    const root = (await server.call('POST', path, admin, { fullName: '测试根区域', enCode: 'root-test' })).body.data.id;
    expect((await server.call('GET', `${path}/${root}/Info`, admin)).body.data).toMatchObject({
      parentId: '-1',
      enabledMark: 1,
      sortCode: 0,
    });
    expect((await server.call('DELETE', `${path}/${root}`, admin)).body.msg).toBe('删除成功');

    expect((await server.call('GET', `${path}/${id}/Info`, admin)).body.data).toMatchObject({
      id,
      parentId: '110108',
      fullName: '中关村测试区',
      enCode: 'zgc-test',
      sortCode: 9,
      enabledMark: 1,
    });
    const haidian = (await server.call('GET', `${path}/110100`, admin)).body.data.list.find((row: any) => row.id === '110108');
    expect(haidian.hasChildren).toBe(true);
    expect((await server.call('GET', `${path}/110108`, admin)).body.data.list).toEqual([
      expect.objectContaining({ id, fullName: '中关村测试区', hasChildren: false }),
    ]);

    expect((await server.call('PUT', `${path}/${id}`, admin, { ...body, fullName: '中关村科技园' })).body.msg).toBe('修改成功');
    expect((await server.call('GET', `${path}/${id}/Info`, admin)).body.data.fullName).toBe('中关村科技园');

    // A parent that is the area itself or one of its descendants makes a cycle.
    const beijing = { parentId: '-1', fullName: '北京市', enCode: '110000' };
    expect((await server.call('PUT', `${path}/110000`, admin, { ...beijing, parentId: id })).body).toMatchObject({
      code: 400,
      msg: '上级区域不能是自己或自己的下级',
    });
    expect((await server.call('PUT', `${path}/${id}`, admin, { ...body, parentId: id })).body.msg).toBe('上级区域不能是自己或自己的下级');
    expect((await server.call('PUT', `${path}/${id}`, admin, { ...body, parentId: 'nowhere' })).body.msg).toBe('上级区域不存在');
    expect((await server.call('PUT', `${path}/nowhere`, admin, body)).body).toMatchObject({ code: 404, msg: '区域不存在' });

    expect((await server.call('DELETE', `${path}/110108`, admin)).body).toMatchObject({ code: 400, msg: '该区域下存在下级区域，不能删除' });
    expect((await server.call('DELETE', `${path}/${id}`, admin)).body.msg).toBe('删除成功');
    expect((await server.call('GET', `${path}/${id}/Info`, admin)).body).toMatchObject({ code: 404, msg: '区域不存在' });
    expect((await server.call('DELETE', `${path}/${id}`, admin)).body).toMatchObject({ code: 404, msg: '区域不存在' });
  });

  it('switches an area off and on: the picker leaves it out, the management list keeps it', async () => {
    const toggled = (await server.call('PUT', `${path}/110101/Actions/State`, admin)).body;
    expect(toggled).toMatchObject({ code: 200, msg: '更新成功', data: { enabledMark: 0 } });
    expect(names((await server.call('GET', `${path}/110100/Selector/0`, admin)).body.data.list)).not.toContain('东城区');
    const listed = (await server.call('GET', `${path}/110100`, admin)).body.data.list.find((row: any) => row.id === '110101');
    expect(listed.enabledMark).toBe(0);
    expect((await server.call('PUT', `${path}/110101/Actions/State`, admin)).body.data).toEqual({ enabledMark: 1 });
    expect((await server.call('PUT', `${path}/nowhere/Actions/State`, admin)).body.code).toBe(404);
  });

  it('gives the menu to the administrator and managers, and only the picker calls to others', async () => {
    const manager = await server.login('zhangwei');
    expect((await server.call('GET', `${path}/-1`, manager)).body.code).toBe(200);
    expect((await server.call('GET', `${path}/110000/Info`, manager)).body.code).toBe(200);

    for (const account of ['auditor01', 'agent01']) {
      const token = await server.login(account);
      expect((await server.call('GET', `${path}/-1`, token)).body.code).toBe(403);
      expect((await server.call('GET', `${path}/110000/Info`, token)).body.code).toBe(403);
      expect((await server.call('POST', path, token, { fullName: '无权', enCode: 'noRight' })).body.code).toBe(403);
      expect((await server.call('PUT', `${path}/110000`, token, { fullName: '北京市', enCode: '110000' })).body.code).toBe(403);
      expect((await server.call('DELETE', `${path}/110101`, token)).body.code).toBe(403);
      expect((await server.call('PUT', `${path}/110101/Actions/State`, token)).body.code).toBe(403);
      expect((await server.call('GET', `${path}/-1/Selector/0`, token)).body.code).toBe(200);
      expect((await server.call('POST', `${path}/GetAreaByIds`, token, { idsList: [['110000']] })).body.code).toBe(200);
    }
    expect((await server.call('GET', `${path}/-1/Selector/0`)).status).toBeGreaterThanOrEqual(400);
    expect((await server.call('GET', `${path}/${'x'.repeat(41)}`, admin)).body.code).toBe(400);
  });

  it('leaves the areas as they are when seeding again', async () => {
    await server.db.query(`update area set full_name = '北京' where id = '110000'`);
    const { seed } = await import('../../server/seed/seed');
    await seed(server.db);
    const [row] = await server.db.query<{ fullName: string; total: number }>(
      `select (select full_name from area where id = '110000') as "fullName", (select count(*)::int from area) as total`,
    );
    expect(row).toEqual({ fullName: '北京', total: areaSeedRows().length });
    await server.db.query(`update area set full_name = '北京市' where id = '110000'`);
  });
});
