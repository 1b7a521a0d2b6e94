import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bddFormat, dictionaryMessages } from '../../api/dictionary';
import { databases, startTestServer, type Envelope, type TestServer } from './harness';

/** A multipart body with one file field, as a browser sends an upload. */
export function multipart(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = `----dictTest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(server: TestServer, token: string, fileName: string, content: string | Buffer): Promise<Envelope> {
  const { payload, headers } = multipart(fileName, content);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/system/DictionaryData/Action/Import',
    headers: { ...headers, authorization: token },
    payload,
  });
  return response.json() as Envelope;
}

/** Export of a category to a `.bdd` file and its import elsewhere (spec 001 sections 2 and 7). */
describe.each(databases)('.bdd export and import on %s', (kind) => {
  let source: TestServer;
  let target: TestServer;
  let sourceAdmin: string;
  let targetAdmin: string;
  let typeId: string;
  let exported: string;

  beforeAll(async () => {
    // One after the other: the harness names a PostgreSQL schema after the start time.
    source = await startTestServer(kind);
    target = await startTestServer(kind);
    [sourceAdmin, targetAdmin] = await Promise.all([source.login('admin'), target.login('admin')]);
    const create = async (url: string, body: object) => (await source.call('POST', url, sourceAdmin, body)).body.data.id as string;
    typeId = await create('/api/system/DictionaryType', {
      parentId: '-1',
      fullName: '换热站设备',
      enCode: 'station.equipment',
      isTree: 1,
      sortCode: 3,
      description: '设备分类',
    });
    const pump = await create('/api/system/DictionaryData', {
      dictionaryTypeId: typeId,
      parentId: typeId,
      fullName: '循环泵',
      enCode: 'pump',
      sortCode: 1,
    });
    await create('/api/system/DictionaryData', {
      dictionaryTypeId: typeId,
      parentId: pump,
      fullName: '变频循环泵',
      enCode: 'pump.vfd',
      sortCode: 1,
      enabledMark: 0,
    });
    await create('/api/system/DictionaryData', {
      dictionaryTypeId: typeId,
      parentId: typeId,
      fullName: '板式换热器',
      enCode: 'exchanger',
      sortCode: 2,
      description: '板换',
    });
  });
  afterAll(async () => Promise.all([source?.close(), target?.close()]));

  const countTypes = async (server: TestServer) =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from dictionary_type'))[0]!.n;
  const countItems = async (server: TestServer) =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from dictionary_data'))[0]!.n;

  it('exports a category as a download address that needs no token and serves the .bdd file', async () => {
    const { body } = await source.call('GET', `/api/system/DictionaryData/${typeId}/Action/Export`, sourceAdmin);
    expect(body.code).toBe(200);
    expect(body.data.name).toBe('换热站设备.bdd');
    expect(body.data.url).toMatch(/^\/api\/system\/ExportFile\/[A-Za-z0-9_-]{32}$/);
    const download = await source.app.inject({ method: 'GET', url: body.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('换热站设备.bdd')}`);
    exported = download.body;
    const file = JSON.parse(exported);
    expect(file).toMatchObject({
      format: bddFormat,
      version: 1,
      type: { fullName: '换热站设备', enCode: 'station.equipment', isTree: 1, sortCode: 3 },
    });
    expect(file.items.map((item: { enCode: string }) => item.enCode)).toEqual(['pump', 'pump.vfd', 'exchanger']);

    const unknown = await source.app.inject({ method: 'GET', url: '/api/system/ExportFile/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.json()).toMatchObject({ code: 404, msg: '导出文件不存在或已过期，请重新导出' });
  });

  it('expires the download after five minutes', async () => {
    const { body } = await source.call('GET', `/api/system/DictionaryData/${typeId}/Action/Export`, sourceAdmin);
    source.ctx.clock = () => new Date(Date.now() + 6 * 60_000);
    try {
      expect((await source.app.inject({ method: 'GET', url: body.data.url })).statusCode).toBe(404);
    } finally {
      source.ctx.clock = () => new Date();
    }
  });

  it('recreates the category and its entries in another installation', async () => {
    const before = await countTypes(target);
    const body = await upload(target, targetAdmin, '换热站设备.bdd', exported);
    expect(body).toMatchObject({ code: 200, msg: '导入成功', data: { fullName: '换热站设备', enCode: 'station.equipment', itemCount: 3 } });
    expect(await countTypes(target)).toBe(before + 1);
    const newId = body.data.id as string;
    expect(newId).not.toBe(typeId);
    expect((await target.call('GET', `/api/system/DictionaryType/${newId}`, targetAdmin)).body.data).toMatchObject({
      parentId: '-1',
      isTree: 1,
      sortCode: 3,
      description: '设备分类',
    });
    const tree = (await target.call('GET', `/api/system/DictionaryData/station.equipment?isTree=1`, targetAdmin)).body.data.list;
    expect(tree.map((n: { fullName: string }) => n.fullName)).toEqual(['循环泵', '板式换热器']);
    expect(tree[0].children[0]).toMatchObject({ fullName: '变频循环泵', enCode: 'pump.vfd', enabledMark: 0, dictionaryTypeId: newId });
    expect(tree[1].description).toBe('板换');
  });

  it('refuses the same file again (the code exists) and changes nothing', async () => {
    const [types, items] = [await countTypes(target), await countItems(target)];
    const body = await upload(target, targetAdmin, 'again.bdd', exported);
    expect(body).toMatchObject({ code: 400, msg: dictionaryMessages.typeCodeTaken });
    expect([await countTypes(target), await countItems(target)]).toEqual([types, items]);
  });

  describe('refuses a malformed or foreign file with a message and changes nothing', () => {
    const file = () => JSON.parse(exported) as { type: Record<string, unknown>; items: Record<string, unknown>[]; [key: string]: unknown };
    const variant = (change: (f: ReturnType<typeof file>) => void) => {
      const f = file();
      f.type.enCode = 'other.code';
      f.type.fullName = '其他分类';
      change(f);
      return JSON.stringify(f);
    };
    it.each([
      ['not JSON', 'a.bdd', () => 'PK\u0003\u0004 binary', dictionaryMessages.importWrongFile],
      ['JSON of another kind', 'a.bdd', () => JSON.stringify({ list: [], modelList: [] }), dictionaryMessages.importWrongFile],
      [
        'a bill-rule export',
        'a.bdd',
        () => JSON.stringify({ format: 'heating-platform/bill-rule', version: 1 }),
        dictionaryMessages.importWrongFile,
      ],
      ['another extension', 'a.json', () => variant(() => undefined), dictionaryMessages.importWrongFile],
      ['a newer version', 'a.bdd', () => variant((f) => (f.version = 2)), `${dictionaryMessages.importBroken}（不支持的版本 2）`],
      [
        'no items list',
        'a.bdd',
        () => variant((f) => delete (f as Record<string, unknown>).items),
        `${dictionaryMessages.importBroken}（items required）`,
      ],
      [
        'an entry without code',
        'a.bdd',
        () => variant((f) => delete f.items[1]!.enCode),
        `${dictionaryMessages.importBroken}（items.1.enCode required）`,
      ],
      [
        'an entry name too long',
        'a.bdd',
        () => variant((f) => (f.items[0]!.fullName = '长'.repeat(51))),
        `${dictionaryMessages.importBroken}（items.0.fullName maxLength）`,
      ],
      [
        'a category name with symbols',
        'a.bdd',
        () => variant((f) => (f.type.fullName = '坏/名称')),
        `${dictionaryMessages.importBroken}（名称不能含有特殊符号）`,
      ],
      [
        'two entries with one code',
        'a.bdd',
        () => variant((f) => (f.items[2]!.enCode = 'pump')),
        `${dictionaryMessages.importBroken}（${dictionaryMessages.itemCodeTaken}：pump）`,
      ],
      [
        'a parent outside the file',
        'a.bdd',
        () => variant((f) => (f.items[1]!.parentId = 'ghost')),
        `${dictionaryMessages.importBroken}（上级 ghost 不在文件中）`,
      ],
      [
        'a parent cycle',
        'a.bdd',
        () => variant((f) => (f.items[0]!.parentId = f.items[1]!.id as string)),
        () => `${dictionaryMessages.importBroken}（上级循环 ${JSON.parse(exported).items[0].id}）`,
      ],
    ])('%s', async (_case, name, content, message: string | (() => string)) => {
      const [types, items] = [await countTypes(target), await countItems(target)];
      const body = await upload(target, targetAdmin, name, content());
      expect(body).toMatchObject({ code: 400, msg: typeof message === 'function' ? message() : message });
      expect([await countTypes(target), await countItems(target)]).toEqual([types, items]);
    });

    it('over 5 MB', async () => {
      const body = await upload(target, targetAdmin, 'big.bdd', Buffer.alloc(5 * 1024 * 1024 + 1, 32));
      expect(body).toMatchObject({ code: 400, msg: dictionaryMessages.importTooLarge });
    });

    it('without a file', async () => {
      const response = await target.app.inject({
        method: 'POST',
        url: '/api/system/DictionaryData/Action/Import',
        headers: { authorization: targetAdmin },
        payload: {},
      });
      expect(response.json()).toMatchObject({ code: 400, msg: dictionaryMessages.importNoFile });
    });
  });

  it('imports a flat category flat, whatever the file nests', async () => {
    const f = JSON.parse(exported);
    f.type = { ...f.type, enCode: 'flat.copy', fullName: '平铺副本', isTree: 0 };
    const body = await upload(target, targetAdmin, 'flat.bdd', JSON.stringify(f));
    expect(body.code).toBe(200);
    const list = (await target.call('GET', `/api/system/DictionaryData/flat.copy?isTree=1`, targetAdmin)).body.data.list;
    expect(list).toHaveLength(3);
  });
});
