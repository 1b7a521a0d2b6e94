import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../schemas/resources/define';
import { resourceRoutes } from '../../server/resources/resource-routes';
import { databases, startTestServer, type TestServer } from './harness';

/** A resource that exists only in this file: the generic layer gives it everything. */
const gadget = defineResource({
  name: 'gadget',
  path: '/api/test/Gadget',
  table: 'test_gadget',
  menu: 'permission.group',
  fields: {
    id: { column: 'id', type: 'text' },
    fullName: { column: 'full_name', type: 'text' },
    enCode: { column: 'en_code', type: 'text' },
    sortCode: { column: 'sort_code', type: 'integer' },
    enabledMark: { column: 'enabled_mark', type: 'integer' },
    creatorTime: { column: 'creator_time', type: 'time' },
  },
  form: {
    schema: {
      type: 'object',
      required: ['fullName', 'enCode'],
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        fullName: { type: 'string', minLength: 1, maxLength: 20 },
        enCode: { type: 'string', minLength: 1, maxLength: 20 },
        sortCode: { type: 'integer', default: 0 },
        enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
      },
    },
    uiSchema: {},
    messages: { fullName: { required: '请输入名称' }, enCode: { rules: [{ pattern: '/^[a-z]+$/', message: '编码只能是小写字母' }] } },
  },
  list: { keyword: ['fullName', 'enCode'], sortable: ['sortCode', 'fullName'], defaultSort: 'asc', pageSize: 2 },
  unique: { test_gadget_en_code_key: '编码已存在' },
  actions: {
    list: true,
    selector: true,
    info: true,
    create: { button: 'btn_add' },
    update: { button: 'btn_edit' },
    delete: { button: 'btn_remove' },
    state: { button: 'btn_edit' },
  },
  messages: { notFound: '零件不存在' },
});

/** The same table under a menu nobody is given, shown also on the group menu's screen (`alsoMenus`). */
const sharedGadget = defineResource({
  ...gadget,
  name: 'sharedGadget',
  path: '/api/test/SharedGadget',
  menu: 'test.nobodysMenu',
  alsoMenus: ['permission.group'],
});

/**
 * The options for what dictionaries need: a create-only field, the dialog's row by code too, a hook that rewrites what is stored, and a refusal for rows still in use.
 */
const part = defineResource({
  ...gadget,
  name: 'part',
  path: '/api/test/Part',
  table: 'test_part',
  fields: {
    ...gadget.fields,
    kind: { column: 'kind', type: 'text', createOnly: true },
  },
  form: {
    ...gadget.form,
    schema: {
      ...gadget.form.schema,
      properties: { ...gadget.form.schema.properties, kind: { type: 'string', maxLength: 10, default: 'plain' } },
    },
  },
  unique: { test_part_en_code_key: '编码已存在' },
  actions: { info: { alsoBy: 'enCode' }, create: { button: 'btn_add' }, update: { button: 'btn_edit' }, delete: { button: 'btn_remove' } },
  messages: { notFound: '部件不存在', inUse: '部件正在使用，不能删除' },
});

describe.each(databases)('a resource defined as data on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      beforeReady: async (app, db) => {
        await db.query(`create table test_gadget (
          id text primary key, full_name text not null, en_code text not null unique, sort_code integer not null default 0,
          enabled_mark smallint not null default 1, creator_time timestamptz not null default now(), creator_user_id text,
          last_modify_time timestamptz, last_modify_user_id text)`);
        await app.register(resourceRoutes(gadget));
        await app.register(resourceRoutes(sharedGadget));
        await db.query(`create table test_part (
          id text primary key, full_name text not null, en_code text not null unique, kind text not null, sort_code integer not null default 0,
          enabled_mark smallint not null default 1, creator_time timestamptz not null default now(), creator_user_id text,
          last_modify_time timestamptz, last_modify_user_id text)`);
        await db.query('create table test_part_use (id text primary key, part_id text not null references test_part (id))');
        // The stored name is trimmed by the hook, and a name 'same as code' takes the code.
        await app.register(
          resourceRoutes(part, {
            beforeWrite: async (_db, body) => ({ ...body, fullName: body.fullName === '=' ? body.enCode : String(body.fullName).trim() }),
          }),
        );
      },
    });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('gets its routes in the OpenAPI document, each with its access and the schema of its answer', async () => {
    const paths = server.app.swagger().paths ?? {};
    expect(
      Object.keys(paths)
        .filter((path) => path.startsWith('/api/test/Gadget'))
        .sort(),
    ).toEqual([
      '/api/test/Gadget',
      '/api/test/Gadget/All',
      '/api/test/Gadget/Selector',
      '/api/test/Gadget/{id}',
      '/api/test/Gadget/{id}/Actions/State',
    ]);
    const list = (paths['/api/test/Gadget'] as any).get.responses['200'].content['application/json'].schema;
    expect(Object.keys(list.properties.data.properties.list.items.properties).sort()).toEqual(
      ['creatorTime', 'enCode', 'enabledMark', 'fullName', 'id', 'sortCode'].sort(),
    );
    expect((paths['/api/test/Gadget'] as any).post.requestBody.content['application/json'].schema.required).toEqual(['fullName', 'enCode']);
  });

  it('creates, lists with keyword, sort and paging, reads, updates, flips the state and deletes', async () => {
    for (const [fullName, enCode, sortCode] of [
      ['甲', 'alpha', 3],
      ['乙', 'beta', 1],
      ['丙', 'gamma', 2],
    ] as const) {
      expect((await server.call('POST', '/api/test/Gadget', admin, { fullName, enCode, sortCode })).body).toMatchObject({
        code: 200,
        msg: '新建成功',
      });
    }
    const first = (await server.call('GET', '/api/test/Gadget?currentPage=1', admin)).body.data;
    expect(first.list.map((row: any) => row.enCode)).toEqual(['beta', 'gamma']);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    const second = (await server.call('GET', '/api/test/Gadget?currentPage=2&sidx=sortCode&sort=asc', admin)).body.data;
    expect(second.list.map((row: any) => row.enCode)).toEqual(['alpha']);
    const found = (await server.call('GET', '/api/test/Gadget?keyword=GAM', admin)).body.data;
    expect(found.list.map((row: any) => row.fullName)).toEqual(['丙']);

    const id = found.list[0].id;
    expect((await server.call('PUT', `/api/test/Gadget/${id}`, admin, { fullName: '丙二', enCode: 'gamma', sortCode: 9 })).body.msg).toBe(
      '修改成功',
    );
    expect((await server.call('GET', `/api/test/Gadget/${id}`, admin)).body.data).toMatchObject({
      fullName: '丙二',
      sortCode: 9,
      enabledMark: 1,
    });
    expect((await server.call('PUT', `/api/test/Gadget/${id}/Actions/State`, admin)).body.data).toEqual({ enabledMark: 0 });
    const selector = (await server.call('GET', '/api/test/Gadget/Selector', admin)).body.data.list;
    expect(selector.map((row: any) => row.enCode)).toEqual(['beta', 'alpha']);
    expect((await server.call('DELETE', `/api/test/Gadget/${id}`, admin)).body.msg).toBe('删除成功');
    expect((await server.call('GET', `/api/test/Gadget/${id}`, admin)).body).toMatchObject({ code: 404, msg: '零件不存在' });
  });

  it('answers duplicates, rules and schema violations with the definition’s messages, and stores nothing', async () => {
    expect((await server.call('POST', '/api/test/Gadget', admin, { fullName: '丁', enCode: 'beta' })).body).toMatchObject({
      code: 400,
      msg: '编码已存在',
    });
    expect((await server.call('POST', '/api/test/Gadget', admin, { fullName: '丁', enCode: 'Delta1' })).body).toMatchObject({
      code: 400,
      msg: '编码只能是小写字母',
    });
    expect((await server.call('POST', '/api/test/Gadget', admin, { enCode: 'delta' })).body).toMatchObject({
      code: 400,
      msg: '请输入名称',
    });
    const total = (await server.call('GET', '/api/test/Gadget?keyword=丁', admin)).body.data.pagination.total;
    expect(total).toBe(0);
  });

  it('needs the menu to list and its buttons to write; pickers are for every signed-in user', async () => {
    const auditor = await server.login('auditor01'); // the group menu, no buttons
    const stranger = await server.login('agent01'); // neither
    expect((await server.call('GET', '/api/test/Gadget', auditor)).body.code).toBe(200);
    expect((await server.call('POST', '/api/test/Gadget', auditor, { fullName: '戊', enCode: 'epsilon' })).body).toMatchObject({
      code: 403,
      msg: '您没有此操作的权限',
    });
    expect((await server.call('GET', '/api/test/Gadget', stranger)).body.code).toBe(403);
    expect((await server.call('GET', '/api/test/Gadget/Selector', stranger)).body.code).toBe(200);
    expect((await server.call('GET', '/api/test/Gadget')).body.code).toBe(602);
  });

  it('lets the menus of alsoMenus grant the dialog read and, with the same button, the writes', async () => {
    const auditor = await server.login('auditor01'); // the group menu, no buttons
    const stranger = await server.login('agent01');
    const id = (await server.call('POST', '/api/test/SharedGadget', admin, { fullName: '己', enCode: 'zeta' })).body.data.id;
    expect((await server.call('GET', `/api/test/SharedGadget/${id}`, auditor)).body).toMatchObject({ code: 200, data: { enCode: 'zeta' } });
    expect((await server.call('GET', `/api/test/SharedGadget/${id}`, stranger)).body.code).toBe(403);
    expect((await server.call('PUT', `/api/test/SharedGadget/${id}`, auditor, { fullName: '己', enCode: 'eta' })).body.code).toBe(403);
    expect((await server.call('GET', '/api/test/SharedGadget', auditor)).body.code).toBe(403); // the list stays the menu's
    expect((await server.call('DELETE', `/api/test/SharedGadget/${id}`, admin)).body.code).toBe(200);
  });

  it('keeps create-only fields on update, reads by code, stores what the hook answers, refuses rows in use', async () => {
    const id = (await server.call('POST', '/api/test/Part', admin, { fullName: '=', enCode: 'bolt', kind: 'steel', enabledMark: 0 })).body
      .data.id;
    expect((await server.call('GET', '/api/test/Part/bolt', admin)).body.data).toMatchObject({
      id,
      fullName: 'bolt',
      kind: 'steel',
      enabledMark: 0,
    });
    expect(
      (await server.call('PUT', `/api/test/Part/${id}`, admin, { fullName: ' 螺栓 ', enCode: 'bolt', kind: 'wood', enabledMark: 0 })).body
        .code,
    ).toBe(200);
    expect((await server.call('GET', `/api/test/Part/${id}`, admin)).body.data).toMatchObject({
      fullName: '螺栓',
      kind: 'steel',
      enabledMark: 0,
    });
    expect((await server.call('PUT', `/api/test/Part/${id}`, admin, { fullName: '螺栓', enCode: 'bolt', enabledMark: 1 })).body.code).toBe(
      200,
    );
    expect((await server.call('GET', `/api/test/Part/${id}`, admin)).body.data.enabledMark).toBe(1);

    await server.db.query(`insert into test_part_use values ('use-1', $1)`, [id]);
    expect((await server.call('DELETE', `/api/test/Part/${id}`, admin)).body).toMatchObject({ code: 400, msg: '部件正在使用，不能删除' });
    expect((await server.call('GET', `/api/test/Part/${id}`, admin)).body.code).toBe(200);
    await server.db.query(`delete from test_part_use`);
    expect((await server.call('DELETE', `/api/test/Part/${id}`, admin)).body.msg).toBe('删除成功');
  });
});
