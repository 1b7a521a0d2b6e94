/**
 * Print templates (spec 001 section 7 "Print templates", docs/print.md): every call of
 * `/api/system/printDev` and `printLog`, on both databases. The records printed are a released form's
 * with a sub-table, read under the caller's menus, data rules and field grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printDevFileFormat, printDevMessages as text } from '../../api/print-dev';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { databases, startTestServer, type Envelope, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const path = '/api/system/printDev';
const modelId = 'print-test-model';
const menuId = 'print-test-menu';
const manager = seedId('role', 'manager');

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '用户名称' } },
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类别', dataType: 'static' },
      options: [{ id: 'home', fullName: '居民' }],
    },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'payments',
      __config__: {
        jnpfKey: 'table',
        label: '缴费记录',
        children: [
          { __vModel__: 'season', __config__: { jnpfKey: 'input', label: '供暖季' } },
          { __vModel__: 'payDate', __config__: { jnpfKey: 'date', label: '缴费日期' }, format: 'yyyy-MM-dd' },
          { __vModel__: 'amount', __config__: { jnpfKey: 'inputNumber', label: '缴费金额' } },
        ],
      },
    },
  ],
};

const columnData = {
  type: 1,
  columnList: [{ prop: 'name' }],
  useFormPermission: true,
  useBtnPermission: true,
  useDataPermission: true,
  btnsList: [{ value: 'batchPrint', label: '批量打印' }],
};

/** A multipart body with one file field, as a browser sends an upload. */
function multipart(fileName: string, content: string) {
  const boundary = `----printDevTest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/json\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(databases)('print templates on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  let wangfang: string;
  let auditor: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    server.call(method, url, token, payload);
  const template = (change: object = {}) => ({
    fullName: '缴费单',
    enCode: 'payBill',
    category: '缴费',
    type: 1,
    formId: modelId,
    printTemplate: '<p>用户：{name}</p><table><tr><td>{payments.season}</td><td>{payments.amount}</td></tr></table>',
    ...change,
  });
  const createTemplate = async (change: object = {}): Promise<string> => {
    const created = await call('POST', path, template(change));
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ code: 200, msg: '新建成功' });
    return created.body.data.id as string;
  };
  const createRecord = async (token: string, data: object): Promise<string> => {
    const created = await server.call('POST', `/api/visualdev/OnlineDev/${modelId}`, token, { data: JSON.stringify(data) });
    expect(created.body.code, created.body.msg).toBe(200);
    return created.body.data.id as string;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, {
      id: modelId,
      menuId,
      enCode: 'printTest',
      fullName: '打印测试档案',
      formData,
      columnData,
      authorize: { forms: true, data: true },
    });
    const items: [string, string, string][] = [
      ['module_button', 'btn_add', '新增'],
      ['module_button', 'btn_edit', '编辑'],
      ['module_button', 'btn_batchPrint', '批量打印'],
      ['module_form', 'name', '用户名称'],
      ['module_form', 'tariff', '价格类别'],
      ['module_form', 'area', '面积'],
      ['module_form', 'payments', '缴费记录'],
      ['module_form', 'payments-season', '供暖季'],
      ['module_form', 'payments-amount', '缴费金额'],
    ];
    for (const [table, enCode, fullName] of items)
      await db.query(`insert into ${table} (id, module_id, full_name, en_code) values ($1, $2, $3, $4)`, [
        `${table}-${enCode}`,
        menuId,
        fullName,
        enCode,
      ]);
    await db.query(`insert into module_scheme (id, module_id, en_code, full_name, scope) values ('print-own', $1, 'own', '本人', 'own')`, [
      menuId,
    ]);
    // 部门经理 opens the menu and adds records; sees the name, the payments' season, not the area nor the amounts; their own rows.
    for (const [type, id] of [
      ['module', menuId],
      ['button', 'module_button-btn_add'],
      ['form', 'module_form-name'],
      ['form', 'module_form-tariff'],
      ['form', 'module_form-payments'],
      ['form', 'module_form-payments-season'],
      ['resource', 'print-own'],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei');
    wangfang = await server.login('wangfang');
    auditor = await server.login('auditor01');
  });
  afterAll(async () => server?.close());

  it('stores a template bound to a released form, sanitised, lists it with its source and keeps a version per change', async () => {
    const id = await createTemplate({
      printTemplate: '<p onclick="x()">{name}</p><script>alert(1)</script><!-- pagebreak --><p>第二页</p>',
    });
    const info = (await call('GET', `${path}/${id}`)).body.data;
    expect(info).toMatchObject({ fullName: '缴费单', enCode: 'payBill', type: 1, formId: modelId, interfaceId: null, enabledMark: 1 });
    expect(info.printTemplate).toBe('<p>{name}</p><div class="print-page-break"></div><p>第二页</p>');

    const listed = (await call('GET', `${path}?keyword=payBill`)).body.data;
    expect(listed.pagination.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ id, fullName: '缴费单', category: '缴费', type: 1, sourceName: '打印测试档案' });
    expect(listed.list[0]).not.toHaveProperty('printTemplate');

    const updated = await call('PUT', `${path}/${id}`, template({ printTemplate: '<p>{name}，{tariff}</p>' }));
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    // The same body again is no new version.
    await call('PUT', `${path}/${id}`, template({ printTemplate: '<p>{name}，{tariff}</p>', description: '说明' }));
    const versions = (await call('GET', `${path}/Version/${id}`)).body.data.list;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(versions[0].creatorUser).toBe('系统管理员/admin');
    const first = (await call('GET', `${path}/Info/${versions[1].id}`)).body.data;
    expect(first).toMatchObject({ templateId: id, version: 1, type: 1, formId: modelId });
    expect(first.printTemplate).toContain('第二页');
    expect((await call('GET', `${path}/Info/none`)).body).toMatchObject({ code: 404, msg: text.versionNotFound });

    expect((await call('PUT', `${path}/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 0 });
    expect((await call('DELETE', `${path}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await server.db.query('select 1 from print_version where template_id = $1', [id])).toHaveLength(0);
    expect((await call('GET', `${path}/${id}`)).body).toMatchObject({ code: 404, msg: text.notFound });
  });

  it('refuses a template without its source, with a source that is gone, or with a taken code, in the dialog’s words', async () => {
    const refused = async (body: object) => (await call('POST', path, body)).body;
    expect(await refused(template({ formId: undefined }))).toMatchObject({ code: 400, msg: text.formMissing });
    expect(await refused(template({ formId: 'never-released' }))).toMatchObject({ code: 400, msg: text.formNotReleased });
    expect(await refused(template({ type: 2, formId: undefined }))).toMatchObject({ code: 400, msg: text.interfaceMissing });
    expect(await refused(template({ type: 2, interfaceId: 'gone' }))).toMatchObject({ code: 400, msg: text.interfaceNotFound });
    expect(await refused(template({ fullName: '' }))).toMatchObject({ code: 400, msg: '请输入模板名称' });
    const id = await createTemplate({ enCode: 'taken', fullName: '占用' });
    expect(await refused(template({ enCode: 'taken' }))).toMatchObject({ code: 400, msg: text.codeTaken });
    await call('DELETE', `${path}/${id}`);
  });

  it('is managed by the menu’s users only, each write under its button', async () => {
    expect((await call('GET', path, undefined, wangfang)).body.code).toBe(403);
    expect((await call('POST', path, template({ enCode: 'x1', fullName: 'x1' }), wangfang)).body.code).toBe(403);
    expect((await call('GET', path, undefined, zhangwei)).body.code).toBe(200);
    expect((await call('POST', `${path}/Fields`, { type: 1, formId: modelId }, wangfang)).body.code).toBe(403);
    expect((await call('GET', '/api/system/printLog', undefined, wangfang)).body.code).toBe(403);
  });

  it('copies a template disabled, exports it as a file and imports such a file as a new one', async () => {
    const id = await createTemplate({ enCode: 'copyMe', fullName: '复制我' });
    const copied = await call('POST', `${path}/${id}/Actions/Copy`);
    expect(copied.body).toMatchObject({ code: 200, msg: text.copied });
    const copy = (await call('GET', `${path}/${copied.body.data.id}`)).body.data;
    expect(copy).toMatchObject({ enabledMark: 0, formId: modelId, category: '缴费' });
    expect(copy.fullName).toMatch(/^复制我\.副本\w{5}$/);
    expect(copy.enCode).toMatch(/^copyMe_\w{5}$/);
    expect((await call('GET', `${path}/Version/${copied.body.data.id}`)).body.data.list).toHaveLength(1);

    const exported = (await call('GET', `${path}/${id}/Actions/Export`)).body.data;
    expect(exported.name).toBe('复制我.json');
    const download = await server.app.inject({ method: 'GET', url: exported.url });
    const file = download.json();
    expect(file).toMatchObject({ format: printDevFileFormat, version: 1, printDev: { enCode: 'copyMe', formId: modelId } });
    expect(file.printDev).not.toHaveProperty('id');

    const importFile = async (content: string, name = 'x.json', token = admin): Promise<Envelope> => {
      const { payload, headers } = multipart(name, content);
      return (
        await server.app.inject({ method: 'POST', url: `${path}/Actions/Import`, headers: { ...headers, authorization: token }, payload })
      ).json();
    };
    expect((await importFile(download.body)).msg).toBe(text.codeTaken);
    expect((await importFile('not json')).msg).toBe(text.importWrongFile);
    expect((await importFile(download.body, 'x.txt')).msg).toBe(text.importWrongFile);
    expect((await importFile(download.body, 'x.json', wangfang)).code).toBe(403);
    const elsewhere = { ...file, printDev: { ...file.printDev, enCode: 'elsewhere', fullName: '别处', formId: 'not-here' } };
    expect((await importFile(JSON.stringify(elsewhere))).msg).toBe(text.formNotReleased);
    const renamed = { ...file, printDev: { ...file.printDev, enCode: 'imported', fullName: '导入的模板' } };
    const imported = await importFile(JSON.stringify(renamed));
    expect(imported).toMatchObject({ code: 200, msg: text.imported });
    expect((await call('GET', `${path}/${imported.data.id}`)).body.data).toMatchObject({ fullName: '导入的模板', formId: modelId });
    expect((await call('GET', `${path}/Version/${imported.data.id}`)).body.data.list).toHaveLength(1);
  });

  it('offers the enabled templates to designers by category and to the chooser by id, in the order asked', async () => {
    const a = await createTemplate({ enCode: 'pickA', fullName: '甲模板', category: '甲类' });
    const b = await createTemplate({ enCode: 'pickB', fullName: '乙模板', category: '乙类' });
    const off = await createTemplate({ enCode: 'pickOff', fullName: '停用模板', category: '甲类', enabledMark: 0 });
    const selector = (await call('GET', `${path}/Selector?type=1&formId=${modelId}`, undefined, wangfang)).body.data.list;
    const category = selector.find((node: { id: string }) => node.id === '甲类');
    expect(category.children.map((child: { id: string }) => child.id)).toContain(a);
    expect(category.children.map((child: { id: string }) => child.id)).not.toContain(off);
    expect((await call('GET', `${path}/Selector?type=2`)).body.data.list).toEqual([]);

    const options = await call('POST', `${path}/getListOptions`, { ids: [b, off, 'gone', a] }, wangfang);
    expect(options.body.data.list).toEqual([
      { id: b, fullName: '乙模板' },
      { id: a, fullName: '甲模板' },
    ]);
    expect((await call('POST', `${path}/getListOptions`, { ids: `${a},${b}` }, wangfang)).body.data.list).toHaveLength(2);
  });

  it('answers the fields of a form: the main record’s and each sub-table’s', async () => {
    const fields = (await call('POST', `${path}/Fields`, { type: 1, formId: modelId }, zhangwei)).body.data.list;
    expect(fields).toEqual([
      {
        id: 'headTable',
        fullName: '主表',
        children: [
          { id: 'name', fullName: '用户名称', jnpfKey: 'input' },
          { id: 'tariff', fullName: '价格类别', jnpfKey: 'select' },
          { id: 'area', fullName: '面积', jnpfKey: 'inputNumber' },
        ],
      },
      {
        id: 'payments',
        fullName: '缴费记录',
        children: [
          { id: 'season', fullName: '供暖季', jnpfKey: 'input' },
          { id: 'payDate', fullName: '缴费日期', jnpfKey: 'date' },
          { id: 'amount', fullName: '缴费金额', jnpfKey: 'inputNumber' },
        ],
      },
    ]);
    expect((await call('POST', `${path}/Fields`, { type: 1, formId: 'nothing' })).body).toMatchObject({
      code: 400,
      msg: text.formNotReleased,
    });
  });

  it('prints a record with its sub-table as display text, under the form’s menus, data rules and field grants', async () => {
    const id = await createTemplate({ enCode: 'recordBill', fullName: '记录缴费单' });
    const payDate = Date.UTC(2025, 10, 16, 4);
    // 部门经理 makes the record (their own, for 本人) without what they may not set; the administrator completes it.
    const record = await createRecord(zhangwei, { name: '王小明', tariff: 'home', payments: [{ season: '2024-2025' }] });
    const full = {
      name: '王小明',
      tariff: 'home',
      area: 96.5,
      payments: [
        { season: '2024-2025', payDate, amount: 2316 },
        { season: '2025-2026', payDate, amount: 2412.5 },
      ],
    };
    expect((await call('PUT', `/api/visualdev/OnlineDev/${modelId}/${record}`, { data: JSON.stringify(full) })).body.code).toBe(200);
    const data = await call('GET', `${path}/Data?id=${id}&formId=${record}`);
    expect(data.body.code, data.body.msg).toBe(200);
    expect(data.body.data).toMatchObject({
      id,
      fullName: '记录缴费单',
      printTemplate: '<p>用户：{name}</p><table><tbody><tr><td>{payments.season}</td><td>{payments.amount}</td></tr></tbody></table>',
      operatorRecordList: [],
      printData: {
        id: record,
        name: '王小明',
        tariff: '居民',
        area: 96.5,
        payments: [
          { season: '2024-2025', payDate: expect.stringMatching(/^2025-11-1[67]$/), amount: 2316 },
          { season: '2025-2026', amount: 2412.5 },
        ],
      },
    });

    // 部门经理 sees neither the area nor the amounts, in the record or its rows.
    const granted = (await call('GET', `${path}/Data?id=${id}&formId=${record}&menuId=${menuId}`, undefined, zhangwei)).body.data.printData;
    expect(granted).toMatchObject({ name: '王小明', tariff: '居民', payments: [{ season: '2024-2025' }, { season: '2025-2026' }] });
    expect(granted).not.toHaveProperty('area');
    expect(granted.payments[0]).not.toHaveProperty('amount');

    // Another's record is not theirs to see (本人): as the record call, 404; a user without the form's menu: 403.
    const adminRecord = await createRecord(admin, { name: '李四' });
    expect((await call('GET', `${path}/Data?id=${id}&formId=${adminRecord}`, undefined, zhangwei)).body).toMatchObject({
      code: 404,
      msg: '数据不存在',
    });
    expect((await call('GET', `${path}/Data?id=${id}&formId=${record}`, undefined, auditor)).body.code).toBe(403);
    expect((await call('GET', `${path}/Data?id=missing&formId=${record}`)).body).toMatchObject({ code: 404, msg: text.notFound });
    expect((await call('GET', `${path}/Data?id=${id}`)).body.code).toBe(400);

    // A batch: one page per record, in the order asked; btn_batchPrint when the list guards its buttons.
    const batch = await call('GET', `${path}/BatchData?id=${id}&formId=${adminRecord},${record}`);
    expect(batch.body.data.map((page: { printData: { name: string } }) => page.printData.name)).toEqual(['李四', '王小明']);
    expect((await call('GET', `${path}/BatchData?id=${id}&formId=${record}`, undefined, zhangwei)).body.code).toBe(403);
    expect((await call('GET', `${path}/BatchData?id=${id}&formId=,`)).body).toMatchObject({ code: 400, msg: text.noRecord });
    const many = Array.from({ length: 501 }, (_, index) => `r${index}`).join(',');
    expect((await call('GET', `${path}/BatchData?id=${id}&formId=${many}`)).body).toMatchObject({ code: 400, msg: text.tooMany });

    await call('PUT', `${path}/${id}/Actions/State`);
    expect((await call('GET', `${path}/Data?id=${id}&formId=${record}`)).body).toMatchObject({ code: 400, msg: text.disabled });
  });

  it('prints through a data interface run with the record’s id, for the users of the forms that offer the template', async () => {
    const interfaceId = 'print-test-interface';
    await server.db.query(
      `insert into data_interface (id, full_name, en_code, category, data_type, query, request_parameters)
       values ($1, '缴费查询', 'printPayments', '测试', 1, $2, $3)`,
      [
        interfaceId,
        `select @formId as "billNo", '张三' as "payer", json_build_array(json_build_object('item', '采暖费', 'fee', 100)) as lines`,
        JSON.stringify([{ field: 'formId', dataType: 'varchar' }]),
      ],
    );
    const id = await createTemplate({ enCode: 'viaInterface', fullName: '接口单据', type: 2, formId: undefined, interfaceId });
    expect((await call('GET', `${path}/${id}`)).body.data).toMatchObject({ type: 2, interfaceId, formId: null });
    const fields = (await call('POST', `${path}/Fields`, { type: 2, interfaceId })).body.data.list;
    expect(fields).toEqual([
      {
        id: 'headTable',
        fullName: '主表',
        children: [
          { id: 'billNo', fullName: 'billNo' },
          { id: 'payer', fullName: 'payer' },
        ],
      },
      {
        id: 'lines',
        fullName: 'lines',
        children: [
          { id: 'item', fullName: 'item' },
          { id: 'fee', fullName: 'fee' },
        ],
      },
    ]);

    // No form offers it yet: nobody may print with it, the administrator included.
    expect((await call('GET', `${path}/Data?id=${id}&formId=B-1`, undefined, zhangwei)).body.code).toBe(403);
    expect((await call('GET', `${path}/Data?id=${id}&formId=B-1`)).body.code).toBe(403);
    await server.db.query(
      `update visual_dev_release set column_data = column_data || jsonb_build_object('printIds', jsonb_build_array($1::text)) where id = $2`,
      [id, modelId],
    );
    forgetOnlineModels();
    const page = await call('GET', `${path}/Data?id=${id}&formId=B-1' or '1'='1`, undefined, zhangwei);
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.printData).toEqual({ billNo: "B-1' or '1'='1", payer: '张三', lines: [{ item: '采暖费', fee: 100 }] });
    const runs = await server.db.query<{ type: string }>('select invoke_type as type from data_interface_log where invoke_id = $1', [
      interfaceId,
    ]);
    expect(runs.map((run) => run.type).sort()).toEqual(['Fields', 'Print']);
  });

  it('logs every print, for any signed-in user, of a template that exists; the menu’s users read the log', async () => {
    const id = await createTemplate({ enCode: 'logged', fullName: '记录打印' });
    const save = (body: object, token = wangfang) => call('POST', '/api/system/printLog/save', body, token);
    expect((await save({ printTitle: '记录打印', printNum: 3, printId: id })).body).toMatchObject({ code: 200, msg: text.logged });
    expect((await save({ printTitle: '记录打印', printNum: 1, printId: 'gone' })).body).toMatchObject({ code: 400, msg: text.notFound });
    expect((await save({ printTitle: '记录打印', printNum: 0, printId: id })).body.code).toBe(400);
    expect((await save({ printTitle: '', printNum: 1, printId: id })).body.code).toBe(400);
    const log = (await call('GET', `/api/system/printLog?printId=${id}`, undefined, zhangwei)).body.data;
    expect(log.pagination.total).toBe(1);
    expect(log.list[0]).toMatchObject({ printId: id, printTitle: '记录打印', printNum: 3, userName: '王芳/wangfang' });
    expect(typeof log.list[0].creatorTime).toBe('number');
  });
});
