/**
 * The tree table of a generated form (list layout 5): `List` answers the top level, `List/{id}` the
 * rows under a record, each row saying whether it has children; the caller's data rules, columns and
 * the search apply to every level, and a row whose parent the caller does not see (or the search
 * leaves out) comes up to the top.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'online-tree-model';
const menuId = 'online-tree-menu';
const plainModelId = 'online-tree-plain';
const manager = seedId('role', 'manager');

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级' } },
  ],
};

const columnData = {
  type: 5,
  parentField: 'parentId',
  columnList: [{ prop: 'name' }, { prop: 'area' }],
  searchList: [{ prop: 'name', searchType: 2 }],
  defaultSidx: 'area',
  sort: 'asc',
  hasPage: true,
  pageSize: 20,
  useColumnPermission: true,
  useDataPermission: true,
};

describe.each(databases)('tree lists of generated forms on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  const base = `/api/visualdev/OnlineDev/${modelId}`;
  const ids: Record<string, string> = {};
  const add = async (token: string, key: string, name: string, area: number, parent = '') => {
    const answer = await server.call('POST', base, token, { data: JSON.stringify({ name, area, parentId: parent ? ids[parent] : '' }) });
    expect(answer.body.code).toBe(200);
    ids[key] = answer.body.data.id;
  };
  const level = async (token: string, of?: string, body: object = {}) =>
    (await server.call('POST', of ? `${base}/List/${of}` : `${base}/List`, token, body)).body;
  const names = (page: any) => page.data.list.map((row: any) => [row.name, row.hasChildren]);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, {
      id: modelId,
      menuId,
      enCode: 'onlineTree',
      fullName: '供热站树',
      formData,
      columnData,
      authorize: { columns: true, data: true },
    });
    await releaseTestForm(db, {
      id: plainModelId,
      menuId: 'online-tree-plain-menu',
      enCode: 'onlineTreePlain',
      fullName: '普通列表',
      formData,
      columnData: { ...columnData, type: 1 },
    });
    for (const [table, enCode, fullName] of [
      ['module_column', 'name', '名称'],
      ['module_column', 'area', '面积'],
    ])
      await db.query(`insert into ${table} (id, module_id, full_name, en_code) values ($1, $2, $3, $4)`, [
        `${table}-tree-${enCode}`,
        menuId,
        fullName,
        enCode,
      ]);
    await db.query(`insert into module_scheme (id, module_id, en_code, full_name, scope) values ('tree-own', $1, 'own', '本人', 'own')`, [
      menuId,
    ]);
    // 部门经理 may open the menu and see the names (not the areas) of their own rows.
    for (const [type, id] of [
      ['module', menuId],
      ['column', 'module_column-tree-name'],
      ['resource', 'tree-own'],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);

    await add(admin, 'east', '城东片区', 1);
    await add(admin, 'east1', '东一站', 2, 'east');
    await add(admin, 'east2', '东二站', 3, 'east');
    await add(admin, 'east1a', '东一站一号楼', 4, 'east1');
    await add(admin, 'west', '城西片区', 5);
    await add(admin, 'orphan', '孤儿站', 6);
    await db.query(`update online_record set data = data || '{"parentId": "no-such-record"}' where id = $1`, [ids.orphan]);
    await add(admin, 'self', '自指站', 7);
    await db.query(`update online_record set data = jsonb_set(data, '{parentId}', to_jsonb(id)) where id = $1`, [ids.self]);
    await add(zhangwei, 'west1', '西一站', 8, 'west');
    await add(zhangwei, 'own1a', '张伟楼', 9, 'east1');
  });
  afterAll(async () => server?.close());

  it('answers the top level: rows without a parent among the list’s rows, each saying whether it has children', async () => {
    const top = await level(admin);
    expect(names(top)).toEqual([
      ['城东片区', true],
      ['城西片区', true],
      ['孤儿站', false],
      ['自指站', false],
    ]);
    expect(top.data.pagination.total).toBe(4);
    expect(top.data.list[0]).toEqual({ id: ids.east, name: '城东片区', area: 1, parentId: null, hasChildren: true });
    const paged = await level(admin, undefined, { currentPage: 2, pageSize: 3 });
    expect(names(paged)).toEqual([['自指站', false]]);
    expect(paged.data.pagination).toMatchObject({ currentPage: 2, pageSize: 3, total: 4 });
  });

  it('answers the rows under a record, level by level, in the list’s order', async () => {
    expect(names(await level(admin, ids.east))).toEqual([
      ['东一站', true],
      ['东二站', false],
    ]);
    const under = await level(admin, ids.east1, { sidx: 'area', sort: 'desc' });
    expect(names(under)).toEqual([
      ['张伟楼', false],
      ['东一站一号楼', false],
    ]);
    expect(under.data.pagination.total).toBe(2);
    expect(under.data.list[1]).toMatchObject({ id: ids.east1a, parentId: ids.east1, area: 4 });
    expect(names(await level(admin, ids.east2))).toEqual([]);
  });

  it('keeps the search on every level: a match whose parent does not match comes up to the top', async () => {
    const search = { queryJson: JSON.stringify({ name: '一' }) };
    expect(names(await level(admin, undefined, search))).toEqual([
      ['东一站', true],
      ['西一站', false],
    ]);
    expect(names(await level(admin, ids.east1, search))).toEqual([['东一站一号楼', false]]);
    expect(names(await level(admin, ids.east, search))).toEqual([['东一站', true]]);
  });

  it('applies the caller’s data rules and columns: their rows under a parent they do not see are at the top', async () => {
    const top = await level(zhangwei);
    expect(top.data.list.map((row: any) => row.name).sort()).toEqual(['张伟楼', '西一站'].sort());
    expect(top.data.list.every((row: any) => row.hasChildren === false && !('area' in row))).toBe(true);
    expect(await level(zhangwei, ids.west1)).toMatchObject({ code: 200, data: { list: [], pagination: { total: 0 } } });
  });

  it('answers a record the caller does not see as not found, and refuses callers without the menu', async () => {
    expect(await level(zhangwei, ids.east)).toMatchObject({ code: 404, msg: '数据不存在' });
    expect(await level(admin, 'no-such-record')).toMatchObject({ code: 404, msg: '数据不存在' });
    const clerk = await server.login('wangfang', demoPassword);
    expect((await level(clerk, ids.east)).code).toBe(403);
    expect((await server.call('POST', `/api/visualdev/OnlineDev/no-such-model/List/${ids.east}`, admin, {})).body.code).toBe(403);
  });

  it('answers a list that is not a tree table as it was, and refuses its children call', async () => {
    const plain = `/api/visualdev/OnlineDev/${plainModelId}`;
    const created = await server.call('POST', plain, admin, { data: JSON.stringify({ name: '普通', parentId: ids.east }) });
    const rows = (await server.call('POST', `${plain}/List`, admin, {})).body.data.list;
    expect(rows).toEqual([{ id: created.body.data.id, name: '普通', parentId: ids.east }]);
    expect((await server.call('POST', `${plain}/List/${created.body.data.id}`, admin, {})).body).toMatchObject({
      code: 400,
      msg: '该列表不是树形表格',
    });
  });

  it('binds the search and the record id, never writing them into the SQL', async () => {
    const hostile = "x' or '1'='1";
    expect((await level(admin, hostile)).code).toBe(404);
    const searched = await level(admin, ids.east, { queryJson: JSON.stringify({ name: hostile }) });
    expect(searched).toMatchObject({ code: 200, data: { list: [], pagination: { total: 0 } } });
  });
});
