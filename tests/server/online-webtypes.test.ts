/**
 * Web types 1 (纯表单) and 4 (数据视图) of generated forms (reference 3.4, 5.6; docs/online-dev.md):
 * a data view's interface and parameters kept, checked, copied, exported and released; its List runs the
 * interface with the released parameters (a search value naming a parameter passed as it), searches,
 * sorts and pages the rows, leaves out columns not granted, and every write is refused; a form-only
 * definition creates records as the list's form does, under btn_add when its buttons are guarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualDevMessages } from '../../api/visual-dev';
import { onlineMessages } from '../../schemas/online/online-bodies';
import { forgetOnlineModels } from '../../server/online/online-model';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const base = '/api/visualdev/Base';
const online = '/api/visualdev/OnlineDev';

const stationColumns = {
  type: 1,
  columnList: [
    { prop: 'fullName', label: '换热站' },
    { prop: 'district', label: '片区' },
    { prop: 'districtCode', label: '片区编码' },
  ],
  searchList: [
    { prop: 'fullName', label: '换热站', searchType: 2 },
    { prop: 'district', label: '片区编码', searchType: 1 },
  ],
  defaultSidx: 'fullName',
  sort: 'asc',
  hasPage: true,
  pageSize: 20,
};

const tariffColumns = {
  type: 1,
  columnList: [
    { prop: 'fullName', label: '类型' },
    { prop: 'price', label: '单价' },
    { prop: 'unit', label: '单位' },
  ],
  searchList: [
    { prop: 'unit', label: '单位', searchType: 1 },
    { prop: 'price', label: '单价', searchType: 3 },
  ],
  hasPage: true,
  pageSize: 20,
  useColumnPermission: true,
};

const formOnly = {
  fields: [
    { __vModel__: 'reading', __config__: { jnpfKey: 'inputNumber', label: '读数', required: true } },
    { __vModel__: 'billNo', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'ChargeBill' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '登记人' } },
  ],
};

describe.each(databases)('web types 1 and 4 of generated forms on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let wangfang: string;
  let heatingBiz: string;
  const interfaces: Record<string, string> = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.call(method, url, token, payload);
  const list = async (modelId: string, body: object = {}, token = admin) =>
    (await call('POST', `${online}/${modelId}/List`, body, token)).body;
  const names = (rows: { fullName: string }[]) => rows.map((row) => row.fullName);
  // Each definition is released under 供热业务, where menu names are unique: the name follows the code.
  const view = (change: Record<string, unknown> = {}) => ({
    fullName: `数据视图 ${String(change.enCode ?? 'stationView')}`,
    enCode: 'stationView',
    category: 'heatingBusiness',
    webType: 4,
    columnData: JSON.stringify(stationColumns),
    interfaceId: interfaces.heatStations,
    interfaceParam: JSON.stringify([{ field: 'district', defaultValue: 'east' }]),
    ...change,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    wangfang = await server.login('wangfang', demoPassword);
    heatingBiz = (await server.db.query<{ id: string }>(`select id from module where en_code = 'heatingBiz'`))[0]!.id;
    for (const row of await server.db.query<{ id: string; enCode: string }>('select id, en_code as "enCode" from data_interface'))
      interfaces[row.enCode] = row.id;
  });
  afterAll(async () => server?.close());

  it("keeps a data view's interface and parameters: checked on save, copied, exported, released and answered by Config", async () => {
    const refused = async (change: Record<string, unknown>) => (await call('POST', base, view({ enCode: 'refusedView', ...change }))).body;
    expect(await refused({ interfaceId: '' })).toMatchObject({ code: 400, msg: visualDevMessages.interfaceRequired });
    expect(await refused({ interfaceId: 'nowhere' })).toMatchObject({ code: 400, msg: visualDevMessages.interfaceNotFound });
    expect(await refused({ interfaceParam: '[{"defaultValue": 1}]' })).toMatchObject({
      code: 400,
      msg: '接口参数（interfaceParam）第 1 项缺少参数名 field',
    });
    expect(await refused({ interfaceParam: '{"district": "east"}' })).toMatchObject({
      code: 400,
      msg: '接口参数（interfaceParam）应为 JSON 数组',
    });

    const created = (await call('POST', base, view())).body;
    expect(created).toMatchObject({ code: 200 });
    const id = created.data.id as string;
    const info = (await call('GET', `${base}/${id}`)).body.data;
    expect(info).toMatchObject({ webType: 4, interfaceId: interfaces.heatStations, formData: null });
    expect(JSON.parse(info.interfaceParam)).toEqual([{ field: 'district', defaultValue: 'east' }]);

    const copy = (await call('POST', `${base}/${id}/Actions/Copy`)).body.data.id as string;
    expect((await call('GET', `${base}/${copy}`)).body.data).toMatchObject({ interfaceId: interfaces.heatStations, webType: 4 });
    const file = (await call('GET', `${base}/${id}/Actions/Export`)).body.data as { url: string };
    const exported = await server.app.inject({ method: 'GET', url: file.url });
    expect(JSON.parse(exported.body).definition).toMatchObject({
      interfaceId: interfaces.heatStations,
      interfaceParam: [{ field: 'district', defaultValue: 'east' }],
      formData: null,
    });

    expect((await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: heatingBiz })).body.code).toBe(200);
    const config = (await call('GET', `${online}/${id}/Config`)).body.data;
    expect(config).toMatchObject({ id, webType: 4, interfaceId: interfaces.heatStations, formData: '{}' });
    expect(JSON.parse(config.interfaceParam)).toEqual([{ field: 'district', defaultValue: 'east' }]);
  });

  it('lists what the interface answers for the released parameters; a search value naming a parameter is passed as it', async () => {
    const id = (await call('POST', base, view({ enCode: 'stationList' }))).body.data.id as string;
    await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: heatingBiz });

    const east = await list(id);
    expect(east.code).toBe(200);
    expect(names(east.data.list)).toEqual(['东一换热站', '东三换热站', '东二换热站'].sort((a, b) => a.localeCompare(b, 'zh-CN')));
    expect(east.data.list[0]).toMatchObject({ id: expect.any(String), district: '城东片区', districtCode: 'east' });
    expect(east.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });

    // `district` is a parameter of the interface: its SQL filters by it, the rows are not compared with it.
    const west = await list(id, { queryJson: JSON.stringify({ district: 'west' }) });
    expect(names(west.data.list).sort()).toEqual(['西一换热站', '西二换热站'].sort());
    // `fullName` is not: the answered rows are filtered, containing the text.
    expect(names((await list(id, { queryJson: JSON.stringify({ district: '', fullName: '三' }) })).data.list)).toEqual(['东三换热站']);
    const everything = (await list(id, { queryJson: JSON.stringify({ district: '' }) })).data;
    expect(everything.pagination.total).toBe(3);

    // Bound, not written into the SQL: a pattern is a value that matches no district.
    expect((await list(id, { queryJson: JSON.stringify({ district: '%' }) })).data.list).toEqual([]);
    const pageTwo = await list(id, { queryJson: JSON.stringify({ district: 'east' }), currentPage: 2, pageSize: 2, sidx: 'districtCode' });
    expect(pageTwo.data).toMatchObject({ pagination: { currentPage: 2, pageSize: 2, total: 3 } });
    expect(pageTwo.data.list).toHaveLength(1);
    const descending = await list(id, { sidx: 'fullName', sort: 'desc' });
    expect(names(descending.data.list)).toEqual([...names(east.data.list)].reverse());
    expect(await list(id, { queryJson: '[1]' })).toMatchObject({ code: 400, msg: onlineMessages.badData });
  });

  it('searches a static answer by equality and range, sorts numbers as numbers, and leaves out columns not granted', async () => {
    const id = (
      await call(
        'POST',
        base,
        view({ enCode: 'tariffView', interfaceId: interfaces.tariffTypes, interfaceParam: '', columnData: JSON.stringify(tariffColumns) }),
      )
    ).body.data.id as string;
    await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: heatingBiz });

    const byPrice = await list(id, { sidx: 'price', sort: 'asc' });
    expect(byPrice.data.list.map((row: { price: number }) => row.price)).toEqual([0.32, 24.5, 28, 32]);
    expect(byPrice.data.list.map((row: { id: string }) => row.id)).toEqual(['metered', 'residential', 'public', 'commercial']);
    const perArea = await list(id, { queryJson: JSON.stringify({ unit: '元/平方米·采暖季' }), sidx: '-price' });
    expect(names(perArea.data.list)).toEqual(['非居民供热', '公建供热', '居民供热']);
    expect(names((await list(id, { queryJson: JSON.stringify({ unit: '元/平方米' }) })).data.list)).toEqual([]);
    const range = await list(id, { queryJson: JSON.stringify({ price: [25, 40] }), sidx: 'price', sort: 'asc' });
    expect(names(range.data.list)).toEqual(['公建供热', '非居民供热']);

    // 王芳 (staff) is granted the menu and the type column only: no price, not searched or sorted by it.
    const menuId = (await server.db.query<{ id: string }>(`select id from module where property_json::jsonb->>'moduleId' = $1`, [id]))[0]!
      .id;
    const staff = (await server.db.query<{ id: string }>(`select id from role where en_code = 'staff'`))[0]!.id;
    const column = (
      await server.db.query<{ id: string }>(`select id from module_column where module_id = $1 and en_code = 'fullName'`, [menuId])
    )[0]!.id;
    for (const [type, itemId] of [
      ['module', menuId],
      ['column', column],
    ])
      await server.db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [
        type,
        itemId,
        staff,
      ]);
    server.ctx.access.invalidate();
    const seen = await list(id, { queryJson: JSON.stringify({ price: [25, 40] }), sidx: 'price' }, wangfang);
    expect(seen.code).toBe(200);
    expect(seen.data.pagination.total).toBe(4);
    expect(seen.data.list[0]).toEqual({ id: 'residential', fullName: '居民供热' });
  });

  it('refuses every write of a data view with a clear message', async () => {
    const id = (await call('POST', base, view({ enCode: 'readOnlyView' }))).body.data.id as string;
    await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: heatingBiz });
    const refusal = { code: 400, msg: onlineMessages.dataViewReadOnly };
    expect((await call('POST', `${online}/${id}`, { data: '{}' })).body).toMatchObject(refusal);
    expect((await call('PUT', `${online}/${id}/east01`, { data: '{}' })).body).toMatchObject(refusal);
    expect((await call('DELETE', `${online}/${id}/east01`)).body).toMatchObject(refusal);
    expect((await call('POST', `${online}/batchDelete/${id}`, { ids: ['east01'] })).body).toMatchObject(refusal);
    expect((await call('POST', `${online}/${id}/Actions/ExportData`, { selectKey: 'fullName' })).body).toMatchObject(refusal);
    expect((await call('GET', `${online}/${id}/TemplateDownload`)).body).toMatchObject(refusal);
  });

  it('answers a clear message when the released interface is gone', async () => {
    const created = (
      await call('POST', '/api/system/DataInterface', {
        fullName: '临时接口',
        enCode: 'tempView',
        category: '测试',
        dataType: 2,
        requestMethod: 'GET',
        query: '[{"id": "a", "fullName": "甲"}]',
        requestParameters: [],
        sortCode: 0,
        enabledMark: 1,
      })
    ).body;
    expect(created.code).toBe(200);
    const id = (await call('POST', base, view({ enCode: 'goneView', interfaceId: created.data.id, interfaceParam: '' }))).body.data
      .id as string;
    await call('POST', `${base}/${id}/Actions/Release`, { pcModuleParentId: heatingBiz });
    expect(names((await list(id)).data.list)).toEqual(['甲']);
    await call('DELETE', `/api/system/DataInterface/${created.data.id}`);
    expect(await list(id)).toMatchObject({ code: 404, msg: '数据接口不存在' });
  });

  it('creates records of a form-only definition as the list’s form does, under btn_add when its buttons are guarded', async () => {
    // Saved without a list, as JNPF saves a form-only definition.
    const saved = await call('POST', base, {
      ...view({ enCode: 'meterForm', webType: 1, formData: JSON.stringify(formOnly) }),
      columnData: '',
    });
    expect(saved.body.code).toBe(200);
    expect((await call('GET', `${base}/${saved.body.data.id}`)).body.data).toMatchObject({ webType: 1, columnData: null });

    const { db } = server.ctx;
    const staff = (await db.query<{ id: string }>(`select id from role where en_code = 'staff'`))[0]!.id;
    for (const [modelId, guarded] of [
      ['form-only-open', false],
      ['form-only-guarded', true],
    ] as const) {
      await releaseTestForm(db, {
        id: modelId,
        menuId: `${modelId}-menu`,
        enCode: modelId.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
        fullName: `抄表登记${guarded ? '（按钮权限）' : ''}`,
        webType: 1,
        formData: formOnly,
        ...(guarded ? { columnData: { useBtnPermission: true } } : {}),
      });
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ('module', $1, 'Role', $2)`, [
        `${modelId}-menu`,
        staff,
      ]);
      await db.query(`insert into module_button (id, module_id, full_name, en_code) values ($1, $2, '新增', 'btn_add')`, [
        `${modelId}-add`,
        `${modelId}-menu`,
      ]);
    }
    server.ctx.access.invalidate();
    forgetOnlineModels();

    const config = (await call('GET', `${online}/form-only-open/Config`, undefined, wangfang)).body.data;
    expect(config).toMatchObject({ webType: 1, fullName: '抄表登记' });
    const first = (
      await call('POST', `${online}/form-only-open`, { data: JSON.stringify({ reading: 1200, creator: 'someone' }) }, wangfang)
    ).body;
    expect(first).toMatchObject({ code: 200, msg: onlineMessages.created });
    const second = (await call('POST', `${online}/form-only-open`, { data: JSON.stringify({ reading: 1250 }) }, wangfang)).body;
    const stored = await db.query<{ data: { reading: number; billNo: string; creator: string } }>(
      'select data from online_record where model_id = $1 order by creator_time, id',
      ['form-only-open'],
    );
    expect(stored.map((row) => row.data.reading).sort()).toEqual([1200, 1250]);
    const wangfangId = (await db.query<{ id: string }>(`select id from users where account = 'wangfang'`))[0]!.id;
    for (const row of stored) {
      expect(row.data.billNo).toMatch(/^SF\d{4}\d{6}$/);
      expect(row.data.creator).toBe(wangfangId);
    }
    expect(new Set(stored.map((row) => row.data.billNo)).size).toBe(2);
    expect(second.data.id).toEqual(expect.any(String));
    expect((await call('POST', `${online}/form-only-open`, { data: JSON.stringify({}) }, wangfang)).body).toMatchObject({
      code: 400,
      msg: '读数不能为空',
    });

    // With the list's useBtnPermission on, creating needs btn_add: 王芳 holds only the menu.
    expect((await call('POST', `${online}/form-only-guarded`, { data: JSON.stringify({ reading: 1 }) }, wangfang)).body.code).toBe(403);
    expect((await call('POST', `${online}/form-only-guarded`, { data: JSON.stringify({ reading: 1 }) })).body.code).toBe(200);
  });
});
