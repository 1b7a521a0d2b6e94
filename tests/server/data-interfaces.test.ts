import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataInterfaceFileFormat, dataInterfaceMessages as text } from '../../api/data-interface';
import { portalInterfaces } from '../../server/seed/portals';
import { databases, startTestServer, type Envelope, type TestServer } from './harness';

/** The portals' and reports' interfaces the seed adds (server/seed/portals.ts), in their own category. */
const portalCodes = portalInterfaces.map((item) => item.enCode);

const path = '/api/system/DataInterface';

/** A multipart body with one file field, as a browser sends an upload. */
function multipart(fileName: string, content: string) {
  const boundary = `----dataInterfaceTest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny HTTP server that answers what it was asked: method, query and JSON body. */
async function echoServer(): Promise<{ server: Server; host: string }> {
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname === '/redirect') {
        response.writeHead(302, { location: 'http://example.com/' }).end();
        return;
      }
      if (url.pathname === '/text') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('plain answer');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify([
          { id: 'a', method: request.method, query: Object.fromEntries(url.searchParams), body: body ? JSON.parse(body) : null },
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Data interfaces (spec 001 "Data interfaces", reference 4.16 and 5.4; docs/data-interfaces.md). */
describe.each(databases)('data interfaces on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let echo: { server: Server; host: string };
  const seeded: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, staff] = await Promise.all([server.login('admin'), server.login('wangfang')]);
    for (const row of await server.db.query<{ id: string; enCode: string }>('select id, en_code as "enCode" from data_interface'))
      seeded[row.enCode] = row.id;
    echo = await echoServer();
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => echo?.server.close(resolve));
  });
  afterEach(() => vi.unstubAllEnvs());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.call(method, url, token, payload);
  const sqlInterface = (change: object = {}) => ({
    fullName: '测试接口',
    enCode: 'testSql',
    category: '测试',
    dataType: 1,
    requestMethod: 'GET',
    query: 'select account, real_name as "realName" from users where account = @account order by account',
    requestParameters: [{ field: 'account', dataType: 'varchar', defaultValue: 'admin', required: 0, fieldName: '账号' }],
    sortCode: 0,
    enabledMark: 1,
    description: '',
    ...change,
  });
  const create = async (change: object = {}) => {
    const { body } = await call('POST', path, sqlInterface(change));
    expect(body, JSON.stringify(body)).toMatchObject({ code: 200, msg: '新建成功' });
    return body.data.id as string;
  };
  const preview = (id: string, paramList: object[] = [], token = admin) =>
    call('POST', `${path}/${id}/Actions/Preview`, { paramList }, token);

  it('lists the seeded interfaces by keyword, category and page, and answers one with its parameters', async () => {
    const all = (await call('GET', `${path}?currentPage=1&pageSize=20`)).body.data;
    expect(all.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 + portalCodes.length });
    expect(all.list[0]).toMatchObject({ fullName: expect.any(String), dataType: expect.any(Number), requestMethod: 'GET', enabledMark: 1 });
    expect(all.list[0]).not.toHaveProperty('query');
    const heating = (await call('GET', `${path}?category=${encodeURIComponent('供热业务')}&sidx=enCode&sort=asc`)).body.data.list;
    expect(heating.map((row: { enCode: string }) => row.enCode)).toEqual(['heatStations', 'tariffTypes']);
    expect(
      (await call('GET', `${path}?keyword=${encodeURIComponent('部门')}`)).body.data.list.map((row: { enCode: string }) => row.enCode),
    ).toEqual(['departments']);
    const byCode = ['departments', 'heatStations', 'tariffTypes', ...portalCodes].sort();
    const page2 = (await call('GET', `${path}?currentPage=2&pageSize=2&sidx=enCode&sort=asc`)).body.data;
    expect(page2.list.map((row: { enCode: string }) => row.enCode)).toEqual(byCode.slice(2, 4));

    const info = (await call('GET', `${path}/${seeded.heatStations}`)).body.data;
    expect(info).toMatchObject({ enCode: 'heatStations', dataType: 1, category: '供热业务', query: expect.stringContaining('@district') });
    expect(info.requestParameters).toEqual([
      { field: 'district', dataType: 'varchar', defaultValue: '', required: 0, fieldName: expect.stringContaining('片区') },
    ]);
    expect((await call('GET', `${path}/GetParam/${seeded.heatStations}`, undefined, staff)).body.data).toEqual(info.requestParameters);
    expect((await call('GET', `${path}/nope`)).body).toMatchObject({ code: 404, msg: text.notFound });
  });

  it('offers the enabled interfaces to pickers by category (Selector) and by page (getList), to every signed-in user', async () => {
    const tree = (await call('GET', `${path}/Selector`, undefined, staff)).body.data.list;
    expect(tree.map((node: { fullName: string }) => node.fullName).sort()).toEqual(['供热业务', '组织机构', '门户与报表'].sort());
    const heating = tree.find((node: { fullName: string }) => node.fullName === '供热业务');
    expect(heating.children.map((node: { enCode: string }) => node.enCode)).toEqual(['heatStations', 'tariffTypes']);
    expect(heating.children[0]).toMatchObject({ type: 'interface', dataType: 1, hasChildren: false });

    await call('PUT', `${path}/${seeded.tariffTypes}/Actions/State`);
    const enabled = (await call('GET', `${path}/getList?keyword=&pageSize=10`, undefined, staff)).body.data;
    expect(enabled.list.map((row: { enCode: string }) => row.enCode).sort()).toEqual(['departments', 'heatStations', ...portalCodes].sort());
    expect(enabled.pagination.total).toBe(2 + portalCodes.length);
    await call('PUT', `${path}/${seeded.tariffTypes}/Actions/State`);
    // The management list is the menu's.
    expect((await call('GET', path, undefined, staff)).body.code).toBe(403);
  });

  it('refuses definitions that cannot run, with the dialog and the run messages', async () => {
    const refused = async (change: object) => (await call('POST', path, sqlInterface(change))).body;
    expect(await refused({ fullName: '' })).toMatchObject({ code: 400, msg: '请输入接口名称' });
    expect(await refused({ query: '' })).toMatchObject({ code: 400, msg: '请输入接口内容' });
    expect(await refused({ query: 'select * from users where account = @who' })).toMatchObject({ msg: text.undeclared(['who']) });
    expect(await refused({ query: 'delete from users where account = @account' })).toMatchObject({ msg: text.writeRefused });
    expect(await refused({ query: 'select 1; drop table users' })).toMatchObject({ msg: text.oneStatement });
    expect(await refused({ query: 'select * from users where account = $1' })).toMatchObject({ msg: text.dollarParameter });
    expect(await refused({ requestParameters: [{ field: 'a b', dataType: 'varchar' }] })).toMatchObject({ code: 400 });
    expect(
      await refused({
        requestParameters: [
          { field: 'account', dataType: 'varchar' },
          { field: 'account', dataType: 'int' },
        ],
      }),
    ).toMatchObject({ msg: text.parameterTwice('account') });
    expect(await refused({ dataType: 2, query: '[{"id": 1},' })).toMatchObject({
      msg: expect.stringMatching(/^静态数据不是有效的 JSON：/),
    });
    expect(await refused({ dataType: 3, query: 'ftp://example.com/x' })).toMatchObject({ msg: text.urlInvalid });
    // A semicolon at the end, in a literal or in a comment is one statement.
    const id = await create({ enCode: 'oneStatement', fullName: '一条语句', query: "select ';' as a -- ; drop\n;" });
    expect((await preview(id)).body.data).toEqual([{ a: ';' }]);
    expect(await refused({ enCode: 'oneStatement', fullName: '另一个' })).toMatchObject({ msg: text.codeTaken });
    expect(await refused({ enCode: 'another', fullName: '一条语句' })).toMatchObject({ msg: text.nameTaken });
    await call('DELETE', `${path}/${id}`);
  });

  it('binds parameters: an injection attempt is data, answered for the literal value only', async () => {
    const id = await create();
    expect((await call('GET', `${path}/${id}`)).body.data.requestParameters).toHaveLength(1);
    // The default, then the passed value, by `field` (reference 4.16) or `name` (spec 001).
    expect((await preview(id)).body.data).toEqual([{ account: 'admin', realName: '系统管理员' }]);
    expect((await preview(id, [{ field: 'account', defaultValue: 'wangfang', relationField: 'owner' }])).body.data).toEqual([
      { account: 'wangfang', realName: '王芳' },
    ]);
    expect((await preview(id, [{ name: 'account', defaultValue: 'zhangwei' }])).body.data).toEqual([
      { account: 'zhangwei', realName: '张伟' },
    ]);
    const people = (await server.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    for (const attempt of [
      "x' or '1'='1",
      "admin' --",
      "'; drop table users; --",
      'admin\\',
      "admin' union select account, password from users --",
    ]) {
      const { body } = await preview(id, [{ field: 'account', defaultValue: attempt }]);
      expect(body, attempt).toMatchObject({ code: 200, data: [] });
    }
    expect((await server.db.query('select count(*)::int as n from users'))[0]).toEqual({ n: people });

    // Typed parameters: a number that is not one is refused before the statement runs.
    const typed = await create({
      enCode: 'typed',
      fullName: '类型参数',
      query: 'select @n + 1 as "next", @d as "day", @price * 2 as "double"',
      requestParameters: [
        { field: 'n', dataType: 'int', required: 1 },
        { field: 'd', dataType: 'datetime' },
        { field: 'price', dataType: 'decimal', defaultValue: '1.25' },
      ],
    });
    expect((await preview(typed)).body).toMatchObject({ code: 400, msg: text.parameterRequired('n') });
    expect((await preview(typed, [{ field: 'n', defaultValue: '1 or 1=1' }])).body).toMatchObject({ msg: text.parameterInteger('n') });
    expect(
      (
        await preview(typed, [
          { field: 'd', defaultValue: 'soon' },
          { field: 'n', defaultValue: 1 },
        ])
      ).body,
    ).toMatchObject({
      msg: text.parameterDateTime('d'),
    });
    const answered = (
      await preview(typed, [
        { field: 'n', defaultValue: 41 },
        { field: 'd', defaultValue: Date.UTC(2026, 0, 2) },
      ])
    ).body.data[0];
    expect(answered.next).toBe(42);
    expect(new Date(answered.day).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(Number(answered.double)).toBe(2.5);
  });

  it('refuses a statement that writes, in the read-only transaction, and leaves the data as it was', async () => {
    const cte = await create({
      enCode: 'sneaky',
      fullName: '伪装的删除',
      query: 'with gone as (delete from users where account = @account returning account) select * from gone',
    });
    expect((await preview(cte)).body).toMatchObject({ code: 400, msg: text.writeRefused });
    await server.db.query('create sequence if not exists data_interface_test_seq');
    const sequence = await create({
      enCode: 'nextval',
      fullName: '取序号',
      query: "select nextval('data_interface_test_seq') as n",
      requestParameters: [],
    });
    expect((await preview(sequence)).body).toMatchObject({ code: 400, msg: text.writeRefused });
    // One stored before the checks existed (or written to the table by hand) is refused when it runs.
    await server.db.query(`update data_interface set query = 'delete from users' where id = $1`, [sequence]);
    expect((await preview(sequence)).body).toMatchObject({ code: 400, msg: text.writeRefused });
    expect((await server.db.query(`select count(*)::int as n from users where account = 'admin'`))[0]).toEqual({ n: 1 });

    const broken = await create({
      enCode: 'broken',
      fullName: '错误的 SQL',
      query: 'select nothing_here from users',
      requestParameters: [],
    });
    expect((await preview(broken)).body).toMatchObject({ code: 400, msg: expect.stringMatching(/^SQL 执行出错：.*nothing_here/) });
  });

  it('stops a statement at the timeout and refuses more rows than the limit', async () => {
    vi.stubEnv('DATA_INTERFACE_SQL_TIMEOUT_MS', '200');
    const slow = await create({ enCode: 'slow', fullName: '慢查询', query: 'select pg_sleep(0.6) as slept', requestParameters: [] });
    expect((await preview(slow)).body).toMatchObject({ code: 400, msg: text.sqlTimeout(0.2) });
    vi.stubEnv('DATA_INTERFACE_ROW_LIMIT', '5');
    const many = await create({
      enCode: 'many',
      fullName: '很多行',
      query: 'select n from generate_series(1, @count) n',
      requestParameters: [{ field: 'count', dataType: 'int', defaultValue: '6' }],
    });
    expect((await preview(many)).body).toMatchObject({ code: 400, msg: text.tooManyRows(5) });
    expect((await preview(many, [{ field: 'count', defaultValue: 5 }])).body.data).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
  });

  it('answers static JSON, and the picker calls page, search, echo and name its rows', async () => {
    const tariffs = seeded.tariffTypes!;
    const data = (await preview(tariffs, [], staff)).body.data;
    expect(data.map((row: { id: string }) => row.id)).toEqual(['residential', 'commercial', 'public', 'metered']);
    const list = (
      await call(
        'POST',
        `${path}/${tariffs}/Action/List`,
        {
          interfaceId: tariffs,
          propsValue: 'id',
          relationField: 'fullName',
          columnOptions: 'fullName,unit',
          keyword: '供热',
          currentPage: 2,
          pageSize: 2,
          paramList: [],
        },
        staff,
      )
    ).body.data;
    expect(list).toEqual({ list: [expect.objectContaining({ id: 'public' })], pagination: { currentPage: 2, pageSize: 2, total: 3 } });
    // The keyword is looked for in the shown columns only: 'kilowatt' units are not a column here.
    const byUnit = (await call('POST', `${path}/${tariffs}/Actions/List`, { columnOptions: 'fullName', keyword: '千瓦时' }, staff)).body
      .data;
    expect(byUnit.pagination.total).toBe(0);
    const echoed = (
      await call('POST', `${path}/${tariffs}/Action/InfoByIds`, { ids: ['metered', 'nope', 'residential'], propsValue: 'id' }, staff)
    ).body;
    expect(echoed.data.map((row: { fullName: string }) => row.fullName)).toEqual(['计量收费', '居民供热']);
    expect((await call('POST', `${path}/${tariffs}/Actions/GetFields`, {}, staff)).body.data).toEqual(['id', 'fullName', 'price', 'unit']);

    const stations = (await preview(seeded.heatStations!, [{ field: 'district', defaultValue: 'west' }], staff)).body.data;
    expect(stations).toEqual([
      { id: 'west01', fullName: '西一换热站', districtCode: 'west', district: '城西片区' },
      { id: 'west02', fullName: '西二换热站', districtCode: 'west', district: '城西片区' },
    ]);
    expect((await preview(seeded.heatStations!, [], staff)).body.data).toHaveLength(6);
    expect((await preview(seeded.departments!, [{ field: 'keyword', defaultValue: '调度' }], staff)).body.data).toEqual([
      expect.objectContaining({ fullName: '调度中心', parentName: '生产运行部' }),
    ]);

    const scalar = await create({ enCode: 'scalar', fullName: '不是列表', dataType: 2, query: '{"total": 3}', requestParameters: [] });
    expect((await call('POST', `${path}/${scalar}/Action/List`, {})).body).toMatchObject({ code: 400, msg: text.notAList });
    expect((await call('POST', `${path}/${scalar}/Actions/GetFields`, {})).body.data).toEqual(['total']);
  });

  it('calls HTTP interfaces only on the hosts DATA_INTERFACE_HOSTS lists', async () => {
    const get = await create({
      enCode: 'httpGet',
      fullName: 'HTTP 查询',
      dataType: 3,
      query: `http://${echo.host}/stations?fixed=1`,
      requestParameters: [
        { field: 'district', dataType: 'varchar', defaultValue: 'east' },
        { field: 'limit', dataType: 'int', defaultValue: '5' },
      ],
    });
    vi.stubEnv('DATA_INTERFACE_HOSTS', '');
    const none = (await preview(get)).body;
    expect(none).toMatchObject({ code: 400, msg: text.hostsNotConfigured(echo.host) });
    expect(none.msg).toContain('DATA_INTERFACE_HOSTS');
    vi.stubEnv('DATA_INTERFACE_HOSTS', 'api.example.com, 127.0.0.1:1');
    expect((await preview(get)).body).toMatchObject({ code: 400, msg: text.hostNotAllowed(echo.host) });

    vi.stubEnv('DATA_INTERFACE_HOSTS', `api.example.com, ${echo.host}`);
    expect((await preview(get, [{ field: 'district', defaultValue: 'west' }])).body.data).toEqual([
      { id: 'a', method: 'GET', query: { fixed: '1', district: 'west', limit: '5' }, body: null },
    ]);
    const post = await create({
      enCode: 'httpPost',
      fullName: 'HTTP 提交',
      dataType: 3,
      requestMethod: 'POST',
      query: `http://${echo.host}/stations`,
      requestParameters: [{ field: 'limit', dataType: 'int', defaultValue: '5' }],
    });
    expect((await preview(post)).body.data).toEqual([{ id: 'a', method: 'POST', query: {}, body: { limit: 5 } }]);
    const redirect = await create({
      enCode: 'httpRedirect',
      fullName: 'HTTP 重定向',
      dataType: 3,
      query: `http://${echo.host}/redirect`,
      requestParameters: [],
    });
    expect((await preview(redirect)).body).toMatchObject({ code: 400, msg: text.httpRedirect });
    const plain = await create({
      enCode: 'httpText',
      fullName: 'HTTP 文本',
      dataType: 3,
      query: `http://${echo.host}/text`,
      requestParameters: [],
    });
    expect((await preview(plain)).body.data).toBe('plain answer');
    // A listed host by name alone allows every port of it.
    vi.stubEnv('DATA_INTERFACE_HOSTS', '127.0.0.1');
    expect((await preview(plain)).body.data).toBe('plain answer');
  });

  it('logs every run with its caller, address, duration and outcome, for those granted btn_log', async () => {
    const id = await create({ enCode: 'logged', fullName: '记录调用' });
    await preview(id, [], staff);
    await call('POST', `${path}/${id}/Action/List`, { keyword: 'adm' }, staff);
    await preview(id, [
      { field: 'account', defaultValue: 1 },
      { field: 'unused', defaultValue: 'x' },
    ]);
    await server.db.query(`update data_interface set query = 'update users set real_name = real_name' where id = $1`, [id]);
    await preview(id);
    const log = (await call('GET', `/api/system/DataInterfaceLog/${id}?currentPage=1&pageSize=10`)).body.data;
    expect(log.pagination.total).toBe(4);
    expect(log.list.map((row: { invokType: string; success: number }) => [row.invokType, row.success])).toEqual([
      ['Preview', 0],
      ['Preview', 1],
      ['List', 1],
      ['Preview', 1],
    ]);
    expect(log.list[0]).toMatchObject({ userName: '系统管理员/admin', invokIp: '127.0.0.1', message: text.writeRefused });
    expect(log.list[3]).toMatchObject({ userName: '王芳/wangfang', message: '1 条', invokWasteTime: expect.any(Number) });
    expect(log.list[3].invokTime).toBeGreaterThan(Date.now() - 600_000);
    const mine = (await call('GET', `/api/system/DataInterfaceLog/${id}?keyword=wangfang`)).body.data;
    expect(mine.pagination.total).toBe(2);
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`, undefined, staff)).body.code).toBe(403);
  });

  it('runs a disabled interface only for those who test interfaces', async () => {
    const id = await create({ enCode: 'disabled', fullName: '已禁用', enabledMark: 0 });
    expect((await preview(id, [], staff)).body).toMatchObject({ code: 400, msg: text.disabled });
    expect((await call('POST', `${path}/${id}/Action/InfoByIds`, { ids: ['admin'], propsValue: 'account' }, staff)).body.msg).toBe(
      text.disabled,
    );
    expect((await preview(id)).body).toMatchObject({ code: 200, data: [expect.objectContaining({ account: 'admin' })] });
    expect((await call('POST', `${path}/nope/Actions/Preview`, {}, staff)).body).toMatchObject({ code: 404, msg: text.notFound });
  });

  it('edits, copies (disabled), exports, imports and deletes an interface with its log', async () => {
    const id = await create({ enCode: 'lifecycle', fullName: '生命周期' });
    const updated = await call(
      'PUT',
      `${path}/${id}`,
      sqlInterface({ enCode: 'lifecycle', fullName: '生命周期', category: '其他', description: '说明' }),
    );
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await call('PUT', `${path}/${id}`, sqlInterface({ enCode: 'lifecycle', query: 'truncate users' }))).body.msg).toBe(
      text.writeRefused,
    );

    const copied = await call('POST', `${path}/${id}/Actions/Copy`);
    expect(copied.body).toMatchObject({ code: 200, msg: text.copied });
    const copy = (await call('GET', `${path}/${copied.body.data.id}`)).body.data;
    expect(copy).toMatchObject({
      category: '其他',
      enabledMark: 0,
      description: '说明',
      requestParameters: [expect.objectContaining({ field: 'account' })],
    });
    expect(copy.fullName).toMatch(/^生命周期\.副本\d{5}$/);
    expect(copy.enCode).toMatch(/^lifecycle_\d{5}$/);
    expect((await call('POST', `${path}/${id}/Actions/Copy`, undefined, staff)).body.code).toBe(403);

    const exported = (await call('GET', `${path}/${id}/Action/Export`)).body.data;
    expect(exported.name).toBe('生命周期.json');
    const download = await server.app.inject({ method: 'GET', url: exported.url });
    const file = download.json();
    expect(file).toMatchObject({
      format: dataInterfaceFileFormat,
      version: 1,
      dataInterface: { enCode: 'lifecycle', query: expect.any(String) },
    });
    expect(file.dataInterface).not.toHaveProperty('id');

    const importFile = async (content: string, name = 'x.json'): Promise<Envelope> => {
      const { payload, headers } = multipart(name, content);
      return (
        await server.app.inject({ method: 'POST', url: `${path}/Action/Import`, headers: { ...headers, authorization: admin }, payload })
      ).json();
    };
    expect((await importFile(download.body)).msg).toBe(text.codeTaken);
    expect((await importFile('not json')).msg).toBe(text.importWrongFile);
    expect((await importFile(download.body, 'x.txt')).msg).toBe(text.importWrongFile);
    const renamed = { ...file, dataInterface: { ...file.dataInterface, enCode: 'imported', fullName: '导入的接口' } };
    const imported = await importFile(JSON.stringify(renamed));
    expect(imported).toMatchObject({ code: 200, msg: text.imported });
    expect((await preview(imported.data.id)).body.data).toEqual([{ account: 'admin', realName: '系统管理员' }]);
    const unsafe = { ...file, dataInterface: { ...file.dataInterface, enCode: 'unsafe', fullName: '不安全', query: 'drop table users' } };
    expect((await importFile(JSON.stringify(unsafe))).msg).toBe(text.writeRefused);

    await preview(id);
    expect((await call('DELETE', `${path}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await server.db.query('select count(*)::int as n from data_interface_log where invoke_id = $1', [id]))[0]).toEqual({ n: 0 });
    expect((await call('GET', `/api/system/DataInterfaceLog/${id}`)).body).toMatchObject({ code: 404, msg: text.notFound });
  });
});
