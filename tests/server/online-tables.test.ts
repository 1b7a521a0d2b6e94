import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { postMultipart } from './file-helpers';
import { databases, demoPassword, startTestServer, type Envelope, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const manager = seedId('role', 'manager');
type Cells = (string | number)[][];

const mainTable = { typeId: '1', table: 'heat_account', tableName: '热用户', tableKey: 'id' };
const childTable = {
  typeId: '0',
  table: 'heat_payment',
  tableName: '缴费记录',
  tableKey: 'id',
  tableField: 'account_id',
  relationTable: 'heat_account',
  relationField: 'id',
};
const tablesData = [mainTable, childTable];

const field = (vModel: string, jnpfKey: string, label: string, extra: object = {}, config: object = {}) => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label, tableName: 'heat_account', ...config },
  ...extra,
});
const paymentsField = {
  __vModel__: 'payments',
  __config__: {
    jnpfKey: 'table',
    label: '缴费',
    tableName: 'heat_payment',
    children: [
      { __vModel__: 'amount', __config__: { jnpfKey: 'inputNumber', label: '金额', required: true, tableName: 'heat_payment' } },
      { __vModel__: 'note', __config__: { jnpfKey: 'input', label: '说明', tableName: 'heat_payment' } },
    ],
  },
};
const fields = [
  field('name', 'input', '名称', { placeholder: '请输入名称' }, { required: true }),
  field('area', 'inputNumber', '面积'),
  field('tariff', 'select', '价格类型', { options: [{ id: 'home', fullName: '居民' }] }, { dataType: 'static' }),
  field('tags', 'checkbox', '标签', { options: [{ id: 'a', fullName: '甲' }] }, { dataType: 'static' }),
  field('visitDate', 'datePicker', '走访日期', { format: 'yyyy-MM-dd' }),
  field('billNo', 'billRule', '单号', {}, { rule: 'ChargeBill' }),
  field('creator', 'createUser', '创建人'),
  field('created', 'createTime', '创建时间'),
  paymentsField,
];
const columnData = {
  type: 1,
  columnList: [{ prop: 'name' }, { prop: 'area' }, { prop: 'tariff' }, { prop: 'billNo' }],
  searchList: [
    { prop: 'name', searchType: 2 },
    { prop: 'tariff', searchType: 1 },
    { prop: 'area', searchType: 3 },
    { prop: 'tags', searchType: 1 },
  ],
  // 草稿 records are the designer's filter's to hide from everyone.
  ruleList: [{ field: 'name', symbol: 'notLike', fieldValue: '草稿' }],
  defaultSidx: 'area',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'upload', label: '导入' }],
  useColumnPermission: true,
  useFormPermission: true,
  useBtnPermission: true,
  useDataPermission: true,
};

const definition = (change: Record<string, unknown> = {}) => ({
  fullName: '热用户表',
  enCode: 'heatAccountTable',
  category: 'heatingBusiness',
  webType: 2,
  formData: JSON.stringify({ fields }),
  columnData: JSON.stringify(columnData),
  tablesData: JSON.stringify(tablesData),
  ...change,
});

const sheetOf = (data: Buffer): Cells => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as Cells;
};

/** Forms bound to real tables (`tablesData`): release makes the tables, the runtime writes and reads their columns. */
describe.each(databases)('generated forms bound to tables on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  let modelId: string;
  let menuId: string;
  let parentId: string;
  const online = () => `/api/visualdev/OnlineDev/${modelId}`;
  const design = '/api/visualdev/Base';
  const create = (token: string, data: object) => server.call('POST', online(), token, { data: JSON.stringify(data) });
  const list = (token: string, body: object = {}) => server.call('POST', `${online()}/List`, token, body);
  const release = (id: string) => server.call('POST', `${design}/${id}/Actions/Release`, admin, { pcModuleParentId: parentId });
  const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => server.db.query<Row>(text, params);
  const columnsOf = async (table: string) =>
    Object.fromEntries(
      (
        await sql<{ name: string; type: string }>(
          `select column_name as name, data_type as type from information_schema.columns where table_schema = current_schema() and table_name = $1`,
          [table],
        )
      ).map((column) => [column.name, column.type]),
    );
  const accountRows = () => sql<Record<string, any>>(`select * from form_heat_account order by _creator_time, id`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);
    parentId = (await sql<{ id: string }>(`select id from module where en_code = 'heatingBiz'`))[0]!.id;
    const created = await server.call('POST', design, admin, definition());
    expect(created.body, created.body.msg).toMatchObject({ code: 200 });
    modelId = created.body.data.id;
    const released = await release(modelId);
    expect(released.body, released.body.msg).toMatchObject({ code: 200, msg: '发布成功' });
    menuId = released.body.data.menuId;
    // 部门经理 may open the menu, add and edit, see the name and price type but not the area, and their own rows.
    await sql(`insert into module_scheme (id, module_id, en_code, full_name, scope) values ('tables-own', $1, 'own', '本人', 'own')`, [
      menuId,
    ]);
    const item = async (table: string, enCode: string) =>
      (await sql<{ id: string }>(`select id from ${table} where module_id = $1 and en_code = $2`, [menuId, enCode]))[0]!.id;
    const granted: [string, string][] = [
      ['module', menuId],
      ['button', await item('module_button', 'btn_add')],
      ['button', await item('module_button', 'btn_edit')],
      ['column', await item('module_column', 'name')],
      ['column', await item('module_column', 'tariff')],
      ['form', await item('module_form', 'name')],
      ['form', await item('module_form', 'tariff')],
      ['form', await item('module_form', 'payments')],
      ['resource', 'tables-own'],
    ];
    for (const [type, id] of granted)
      await sql(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
  });
  afterAll(async () => server?.close());

  it('creates the main and child tables on release, typed columns from the fields beside the system columns', async () => {
    expect(await columnsOf('form_heat_account')).toEqual({
      id: 'text',
      name: 'text',
      area: 'numeric',
      tariff: 'text',
      tags: 'jsonb',
      visitDate: 'numeric',
      billNo: 'text',
      creator: 'text',
      created: 'numeric',
      _creator_user_id: 'text',
      _creator_time: 'timestamp with time zone',
      _organize_ids: 'ARRAY',
      _modifier_user_id: 'text',
      _modify_time: 'timestamp with time zone',
      _sort: 'integer',
    });
    expect(await columnsOf('form_heat_payment')).toMatchObject({ id: 'text', account_id: 'text', amount: 'numeric', note: 'text' });
    const [comment] = await sql<{ text: string }>(`select obj_description(to_regclass('form_heat_account'), 'pg_class') as text`);
    expect(comment!.text).toBe('热用户');
    // The list's fuzzy search has its trigram index, the child table an index by record.
    const indexes = await sql<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = current_schema() and tablename in ('form_heat_account', 'form_heat_payment')`,
    );
    expect(indexes.some((index) => index.indexdef.includes('gin_trgm_ops') && index.indexdef.includes('name'))).toBe(true);
    expect(indexes.some((index) => index.indexdef.includes('form_heat_payment') && index.indexdef.includes('account_id'))).toBe(true);
    // Only the release's tables carry the prefix: the platform has none of its own.
    const prefixed = await sql<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'form\\_%' order by tablename`,
    );
    expect(prefixed.map((table) => table.name)).toEqual(['form_heat_account', 'form_heat_payment']);
  });

  it('writes a record into real columns and its sub-table into child rows, the system fields by the server', async () => {
    const created = await create(admin, {
      name: '一号楼',
      area: 120.5,
      tariff: 'home',
      tags: ['a'],
      visitDate: Date.UTC(2024, 5, 1),
      creator: 'forged',
      billNo: 'forged',
      payments: [{ amount: 10, note: '首付' }, { amount: 20 }],
    });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id;
    const [row] = await accountRows();
    expect(row).toMatchObject({ id, name: '一号楼', tariff: 'home', tags: ['a'], creator: seedId('user', 'admin') });
    expect(Number(row!.area)).toBe(120.5);
    expect(Number(row!.visitDate)).toBe(Date.UTC(2024, 5, 1));
    expect(row!.billNo).toMatch(/^SF\d+/);
    const children = await sql<{ account_id: string; amount: string; note: string | null }>(
      `select account_id, amount::text, note from form_heat_payment order by _sort`,
    );
    expect(children).toEqual([
      { account_id: id, amount: '10', note: '首付' },
      { account_id: id, amount: '20', note: null },
    ]);
    expect(await sql(`select 1 from online_record where model_id = $1`, [modelId])).toHaveLength(0);

    const data = JSON.parse((await server.call('GET', `${online()}/${id}`, admin)).body.data.data);
    expect(data).toMatchObject({
      name: '一号楼',
      area: 120.5,
      tags: ['a'],
      visitDate: Date.UTC(2024, 5, 1),
      creator: seedId('user', 'admin'),
      payments: [
        { amount: 10, note: '首付' },
        { amount: 20, note: null },
      ],
    });
    expect(typeof data.created).toBe('number');
    const shown = JSON.parse((await server.call('GET', `${online()}/${id}/DataChange`, admin)).body.data.data);
    expect(shown).toMatchObject({ name: '一号楼', tariff: '居民', tags: '甲', creator: '系统管理员/admin' });
  });

  it('updates the columns, rewrites the child rows, keeps the history, and deletes children with their record', async () => {
    const id = (await create(admin, { name: '临时楼', area: 1, payments: [{ amount: 1 }] })).body.data.id;
    const updated = await server.call('PUT', `${online()}/${id}`, admin, {
      data: JSON.stringify({ name: '临时楼二', area: 2, payments: [{ amount: 5 }, { amount: 6 }] }),
    });
    expect(updated.body).toMatchObject({ code: 200 });
    const [row] = await sql<Record<string, any>>(
      `select name, area::text as area, _modifier_user_id from form_heat_account where id = $1`,
      [id],
    );
    expect(row).toEqual({ name: '临时楼二', area: '2', _modifier_user_id: seedId('user', 'admin') });
    const amounts = await sql<{ amount: string }>(`select amount::text from form_heat_payment where account_id = $1 order by _sort`, [id]);
    expect(amounts.map((child) => child.amount)).toEqual(['5', '6']);
    const lines = (await server.call('GET', `${online()}/${id}/DataLog`, admin)).body.data;
    expect(lines.map((line: any) => line.type)).toEqual([1, 0]);
    expect(lines[0].changes).toEqual(expect.arrayContaining([{ field: 'name', label: '名称', from: '临时楼', to: '临时楼二' }]));

    expect((await server.call('DELETE', `${online()}/${id}`, admin)).body.code).toBe(200);
    expect(await sql(`select 1 from form_heat_account where id = $1`, [id])).toHaveLength(0);
    expect(await sql(`select 1 from form_heat_payment where account_id = $1`, [id])).toHaveLength(0);
    expect((await server.call('GET', `${online()}/${id}/DataLog`, admin)).body.data[0].type).toBe(2);
  });

  it('refuses a value its column cannot hold with the form’s words', async () => {
    expect((await create(admin, { area: 1 })).body).toMatchObject({ code: 400, msg: '请输入名称' });
    // A number field may hold a list in a document (a range slider); its column holds one number.
    expect((await create(admin, { name: 'x', area: [1, 2] })).body).toMatchObject({ code: 400, msg: '面积的值不正确' });
    expect((await create(admin, { name: 'x', payments: [{ amount: [1] }] })).body).toMatchObject({ code: 400, msg: '金额的值不正确' });
  });

  it('gives 100 concurrent creates 100 distinct bill numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => create(admin, { name: `并发${index}`, area: index })));
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    const rows = await sql<{ bill: string }>(`select "billNo" as bill from form_heat_account where name like '并发%'`);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.bill)).size).toBe(100);
  });

  it('searches fuzzy, equal, by range and by containment, sorts and pages over the columns', async () => {
    const byName = (await list(admin, { queryJson: JSON.stringify({ name: '并发1' }), pageSize: 5 })).body.data;
    expect(byName.pagination.total).toBe(11);
    expect(byName.list.map((row: any) => row.area)).toEqual([19, 18, 17, 16, 15]);
    const ranged = (await list(admin, { queryJson: JSON.stringify({ area: [10, 12] }), sidx: 'area', sort: 'asc' })).body.data;
    expect(ranged.list.map((row: any) => row.area)).toEqual([10, 11, 12]);
    const priced = (await list(admin, { queryJson: JSON.stringify({ tariff: 'home', tags: 'a' }) })).body.data;
    expect(priced.list.map((row: any) => row.name)).toEqual(['一号楼']);
    expect(priced.list[0].payments).toEqual([
      { amount: 10, note: '首付' },
      { amount: 20, note: null },
    ]);
    const bound = (await list(admin, { queryJson: JSON.stringify({ name: "%' or 1=1 --" }) })).body.data;
    expect(bound.pagination.total).toBe(0);
    const sorted = (await list(admin, { sidx: '-area', pageSize: 3 })).body.data;
    expect(sorted.list.map((row: any) => row.area)).toEqual([120.5, 99, 98]);
  });

  it('applies the advanced query and the list’s filter rules to the columns', async () => {
    await create(admin, { name: '草稿楼', area: 500 });
    const superQueryJson = JSON.stringify({
      matchLogic: 'AND',
      condition: [
        { field: 'area', symbol: '>=', fieldValue: 98 },
        { field: 'name', symbol: 'like', fieldValue: '楼' },
      ],
    });
    const found = (await list(admin, { superQueryJson })).body.data;
    // 草稿楼 (500) is hidden by the filter rule; 98 and 99 are 并发 records, not 楼.
    expect(found.list.map((row: any) => row.name)).toEqual(['一号楼']);
    const empty = JSON.stringify({ matchLogic: 'AND', condition: [{ field: 'visitDate', symbol: 'notNull' }] });
    expect((await list(admin, { superQueryJson: empty })).body.data.list.map((row: any) => row.name)).toEqual(['一号楼']);
    const dated = JSON.stringify({ matchLogic: 'AND', condition: [{ field: 'visitDate', symbol: '<', fieldValue: '2024-07-01' }] });
    expect((await list(admin, { superQueryJson: dated })).body.data.pagination.total).toBe(1);
    const noPayments = JSON.stringify({ matchLogic: 'AND', condition: [{ field: 'payments', symbol: 'null' }] });
    expect((await list(admin, { superQueryJson: noPayments })).body.data.pagination.total).toBe(100);
    const wrong = JSON.stringify({ matchLogic: 'AND', condition: [{ field: 'area', symbol: '>', fieldValue: 'big' }] });
    expect((await list(admin, { superQueryJson: wrong })).body).toMatchObject({ code: 400, msg: '高级查询的值不正确：面积' });
  });

  describe('as a user of a role with some grants', () => {
    let ownId: string;
    beforeAll(async () => {
      ownId = (await create(zhangwei, { name: '张伟的楼', tariff: 'home', payments: [{ amount: 3 }] })).body.data.id;
    });

    it('lists only their own rows, without the column they are not granted, and does not search or sort by it', async () => {
      const page = (await list(zhangwei, { queryJson: JSON.stringify({ area: [0, 1000] }), sidx: 'area' })).body.data;
      expect(page.pagination.total).toBe(1);
      expect(page.list[0]).toMatchObject({ id: ownId, name: '张伟的楼', payments: [{ amount: 3, note: null }] });
      expect(page.list[0]).not.toHaveProperty('area');
      const [row] = await sql<{ creator: string; organizeIds: string[] }>(
        `select _creator_user_id as creator, _organize_ids as "organizeIds" from form_heat_account where id = $1`,
        [ownId],
      );
      expect(row!.creator).toBe(seedId('user', 'zhangwei'));
      expect(row!.organizeIds.length).toBeGreaterThan(0);
    });

    it('refuses a write of a hidden field, keeps its stored value on update, and does not show others’ rows', async () => {
      expect((await create(zhangwei, { name: '越权', area: 5 })).body).toMatchObject({ code: 400, msg: '没有权限修改字段：面积' });
      await sql(`update form_heat_account set area = 77 where id = $1`, [ownId]);
      const update = await server.call('PUT', `${online()}/${ownId}`, zhangwei, { data: JSON.stringify({ name: '张伟的新楼' }) });
      expect(update.body.code).toBe(200);
      const stored = JSON.parse((await server.call('GET', `${online()}/${ownId}`, admin)).body.data.data);
      expect(stored).toMatchObject({ name: '张伟的新楼', area: 77, payments: [{ amount: 3 }] });
      const othersId = (await list(admin, { queryJson: JSON.stringify({ name: '一号楼' }) })).body.data.list[0].id;
      expect((await server.call('GET', `${online()}/${othersId}`, zhangwei)).body).toMatchObject({ code: 404, msg: '数据不存在' });
    });
  });

  it('exports the chosen columns of the searched rows as text, child rows under their record', async () => {
    const answer = await server.call('POST', `${online()}/Actions/ExportData`, admin, {
      queryJson: JSON.stringify({ name: '一号楼' }),
      selectKey: ['name', 'tariff', 'creator', 'payments-amount'],
      dataType: '1',
    });
    expect(answer.body.code).toBe(200);
    const file = await server.app.inject({ method: 'GET', url: answer.body.data.url });
    const cells = sheetOf(file.rawPayload);
    expect(cells[0]).toEqual(['名称', '价格类型', '创建人', '缴费']);
    expect(cells[1]).toEqual(['', '', '', '金额']);
    expect(cells[2]).toEqual(['一号楼', '居民', '系统管理员/admin', 10]);
    expect(cells[3]).toEqual(['', '', '', 20]);
  });

  it('imports rows into the tables as the create call stores them', async () => {
    const templateAnswer = await server.call('GET', `${online()}/TemplateDownload`, admin);
    const template = (await server.app.inject({ method: 'GET', url: templateAnswer.body.data.url })).rawPayload;
    const book = XLSX.read(template, { type: 'buffer' });
    const [header, second] = sheetOf(template);
    expect(header).toEqual(['名称', '面积', '价格类型', '标签', '走访日期', '缴费', '']);
    expect(second).toEqual(['', '', '', '', '', '金额', '说明']);
    XLSX.utils.sheet_add_aoa(book.Sheets[book.SheetNames[0]!]!, [['导入楼', 42, '居民', '甲', '2024-03-01', 7, '导入']], { origin: -1 });
    const uploaded = (
      await postMultipart(
        server.app,
        `${online()}/Uploader`,
        admin,
        {},
        { name: 'records.xlsx', data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer },
      )
    ).body as Envelope;
    const result = (await server.call('POST', `${online()}/ImportData`, admin, { type: true, fileName: uploaded.data.name })).body;
    expect(result).toMatchObject({ code: 200, data: { snum: 1, fnum: 0 } });
    const [row] = await sql<Record<string, any>>(
      `select id, area::text as area, tags, "billNo" from form_heat_account where name = '导入楼'`,
    );
    expect(row).toMatchObject({ area: '42', tags: ['a'] });
    expect(row!.billNo).toMatch(/^SF\d+/);
    const children = await sql<{ note: string }>(`select note from form_heat_payment where account_id = $1`, [row!.id]);
    expect(children).toEqual([{ note: '导入' }]);
  });

  it('answers the records of a bound form to relation fields: FieldDataSelect and display text', async () => {
    const page = (
      await server.call(
        'GET',
        `${design}/${modelId}/FieldDataSelect?relationField=name&keyword=${encodeURIComponent('一号')}&currentPage=1&pageSize=10`,
        admin,
      )
    ).body.data;
    expect(page.list).toEqual([{ id: expect.any(String), name: '一号楼' }]);
    const id = page.list[0].id;
    const byIds = (
      await server.call('GET', `${design}/${modelId}/FieldDataSelect?relationField=name&ids=${id}&currentPage=1&pageSize=10`, admin)
    ).body.data;
    expect(byIds.list).toEqual([{ id, name: '一号楼' }]);
    await releaseTestForm(server.db, {
      id: 'tables-visit-model',
      menuId: 'tables-visit-menu',
      enCode: 'tablesVisit',
      fullName: '走访记录',
      formData: {
        fields: [{ __vModel__: 'account', __config__: { jnpfKey: 'relationForm', label: '热用户' }, modelId, relationField: 'name' }],
      },
    });
    server.ctx.access.invalidate();
    forgetOnlineModels();
    const visit = (
      await server.call('POST', '/api/visualdev/OnlineDev/tables-visit-model', admin, { data: JSON.stringify({ account: id }) })
    ).body.data.id;
    const shown = JSON.parse(
      (await server.call('GET', `/api/visualdev/OnlineDev/tables-visit-model/${visit}/DataChange`, admin)).body.data.data,
    );
    expect(shown).toMatchObject({ account: '一号楼', account_id: id });
  });

  it('adds a column for a field added by a later release, keeping the rows', async () => {
    const before = (await accountRows()).length;
    const meter = field('meterNo', 'input', '表号');
    const saved = await server.call(
      'PUT',
      `${design}/${modelId}`,
      admin,
      definition({ formData: JSON.stringify({ fields: [...fields, meter] }) }),
    );
    expect(saved.body, saved.body.msg).toMatchObject({ code: 200 });
    expect((await release(modelId)).body).toMatchObject({ code: 200, msg: '发布成功' });
    expect((await columnsOf('form_heat_account')).meterNo).toBe('text');
    expect(await accountRows()).toHaveLength(before);
    const id = (await create(admin, { name: '新字段楼', meterNo: 'M-1' })).body.data.id;
    expect(JSON.parse((await server.call('GET', `${online()}/${id}`, admin)).body.data.data)).toMatchObject({ meterNo: 'M-1' });
    const old = (await list(admin, { queryJson: JSON.stringify({ name: '一号楼' }) })).body.data.list[0];
    expect(old).toMatchObject({ name: '一号楼', meterNo: null });
  });

  it('converts a column whose values all convert, and refuses one whose values do not, naming the field and changing nothing', async () => {
    // 表号 holds 'M-1': it cannot become a number. 名称 neither. The release is refused as a whole.
    const renumbered = fields.map((one) => (one.__vModel__ === 'name' ? field('name', 'inputNumber', '名称') : one));
    await server.call('PUT', `${design}/${modelId}`, admin, definition({ formData: JSON.stringify({ fields: renumbered }) }));
    const refused = await release(modelId);
    expect(refused.body).toMatchObject({
      code: 400,
      msg: '字段“名称”（name）的类型不能从文本改为数字：数据表 heat_account 中已有不能转换的数据',
    });
    expect((await columnsOf('form_heat_account')).name).toBe('text');
    const config = (await server.call('GET', `${online()}/Config`, admin)).body.data;
    expect(JSON.parse(config.formData).fields.map((one: any) => one.__vModel__)).toContain('meterNo');

    // 说明 of the payments holds text; 表号 is dropped from the form (its column stays); 走访日期 becomes text (a number converts).
    const texted = fields.map((one) => (one.__vModel__ === 'visitDate' ? field('visitDate', 'input', '走访日期') : one));
    await server.call('PUT', `${design}/${modelId}`, admin, definition({ formData: JSON.stringify({ fields: texted }) }));
    expect((await release(modelId)).body).toMatchObject({ code: 200 });
    const columns = await columnsOf('form_heat_account');
    expect(columns).toMatchObject({ visitDate: 'text', meterNo: 'text' });
    const [row] = await sql<{ visitDate: string }>(`select "visitDate" from form_heat_account where name = '一号楼'`);
    expect(row!.visitDate).toBe(String(Date.UTC(2024, 5, 1)));
  });

  it('refuses renaming a table or a link that holds rows, leaving the tables as they were', async () => {
    const renamed = [
      { ...mainTable, table: 'heat_account2' },
      { ...childTable, relationTable: 'heat_account2' },
    ];
    const moved = fields.map((one) => ({
      ...one,
      __config__: { ...one.__config__, tableName: one.__vModel__ === 'payments' ? 'heat_payment' : 'heat_account2' },
    }));
    await server.call(
      'PUT',
      `${design}/${modelId}`,
      admin,
      definition({ formData: JSON.stringify({ fields: moved }), tablesData: JSON.stringify(renamed) }),
    );
    expect((await release(modelId)).body).toMatchObject({ code: 400, msg: '主表 heat_account 已有数据，不能改为 heat_account2' });
    expect(await sql(`select 1 from pg_tables where schemaname = current_schema() and tablename = 'form_heat_account2'`)).toHaveLength(0);

    const relinked = [mainTable, { ...childTable, tableField: 'account_ref' }];
    await server.call('PUT', `${design}/${modelId}`, admin, definition({ tablesData: JSON.stringify(relinked) }));
    expect((await release(modelId)).body).toMatchObject({
      code: 400,
      msg: '子表“缴费”（payments）的关联字段 account_id 已有数据，不能改为 account_ref',
    });
    expect(await columnsOf('form_heat_payment')).not.toHaveProperty('account_ref');
    await server.call('PUT', `${design}/${modelId}`, admin, definition({ tablesData: JSON.stringify([]) }));
    expect((await release(modelId)).body).toMatchObject({ code: 400, msg: '主表 heat_account 已有数据，不能取消绑定数据表' });
    await server.call('PUT', `${design}/${modelId}`, admin, definition());
  });

  describe('hostile names', () => {
    const cases: [string, object, string][] = [
      [
        'an injection as a table',
        { tablesData: JSON.stringify([{ ...mainTable, table: 'x"; drop table users; --' }]) },
        '数据表配置（tablesData）第 1 项的表名（table）x"; drop table users; --只能包含字母、数字和下划线，且以字母开头',
      ],
      [
        'a reserved word as a key',
        { tablesData: JSON.stringify([{ ...mainTable, tableKey: 'select' }]) },
        '数据表 heat_account 的主键（tableKey）select是数据库的保留字',
      ],
      [
        'a system column as a field',
        { formData: JSON.stringify({ fields: [field('xmin', 'input', '系统列')] }), tablesData: JSON.stringify([mainTable]) },
        '字段“系统列”（xmin）的列名是数据库的保留字',
      ],
      [
        'an injection as a field',
        {
          formData: JSON.stringify({ fields: [field("a'); drop table users; --", 'input', '注入')] }),
          tablesData: JSON.stringify([mainTable]),
        },
        `字段“注入”（a'); drop table users; --）的列名只能包含字母、数字和下划线，且以字母开头`,
      ],
      [
        'a field named as the key',
        { formData: JSON.stringify({ fields: [field('ID', 'input', '编号')] }), tablesData: JSON.stringify([mainTable]) },
        '字段“编号”（ID）与主表的主键 id 同名',
      ],
      [
        'a platform table',
        {
          tablesData: JSON.stringify([
            { ...mainTable, table: 'Users' },
            { ...childTable, relationTable: 'Users' },
          ]),
        },
        '数据表 users 与平台自身的表同名，请换一个表名',
      ],
      [
        'a sub-table without its child table',
        { tablesData: JSON.stringify([mainTable]) },
        '子表“缴费”（payments）的数据表（__config__.tableName）heat_payment不是数据表配置中的子表',
      ],
    ];

    it.each(cases)('refuses %s at save', async (_name, change, message) => {
      const answer = await server.call('POST', design, admin, definition({ enCode: 'hostileName', ...change }));
      expect(answer.body).toMatchObject({ code: 400, msg: message });
    });

    it.each(cases)('refuses %s at release, when stored around the save', async (_name, change, message) => {
      const id = `hostile-${Math.random().toString(36).slice(2, 10)}`;
      const stored = { ...definition(), ...change } as Record<string, unknown>;
      await sql(
        `insert into visual_dev (id, full_name, en_code, category, web_type, form_data, column_data, tables_data)
         values ($1, $2, $1, 'heatingBusiness', 2, $3, $4, $5)`,
        [id, `敌意${id}`, stored.formData, stored.columnData, stored.tablesData],
      );
      expect((await release(id)).body).toMatchObject({ code: 400, msg: message });
      expect(await sql(`select 1 from visual_dev_release where id = $1`, [id])).toHaveLength(0);
    });

    it('never made a table of them', async () => {
      const tables = await sql<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'form\\_%' order by tablename`,
      );
      expect(tables.map((table) => table.name)).toEqual(['form_heat_account', 'form_heat_payment']);
      expect(await sql(`select 1 from users limit 1`)).toHaveLength(1);
    });
  });

  it('answers a tree list (layout 5) over a table whose key has a name of its own', async () => {
    const zone = await server.call('POST', design, admin, {
      ...definition({ fullName: '片区树表', enCode: 'heatZoneTable' }),
      formData: JSON.stringify({ fields: [field('name', 'input', '名称'), field('parentId', 'input', '上级')] }),
      columnData: JSON.stringify({ type: 5, parentField: 'parentId', columnList: [{ prop: 'name' }], defaultSidx: 'name', sort: 'asc' }),
      tablesData: JSON.stringify([{ typeId: '1', table: 'heat_zone', tableName: '片区', tableKey: 'F_Id' }]),
    });
    expect(zone.body, zone.body.msg).toMatchObject({ code: 200 });
    expect((await release(zone.body.data.id)).body).toMatchObject({ code: 200 });
    const base = `/api/visualdev/OnlineDev/${zone.body.data.id}`;
    const add = async (data: object) => (await server.call('POST', base, admin, { data: JSON.stringify(data) })).body.data.id as string;
    const north = await add({ name: '北区' });
    await add({ name: '北一', parentId: north });
    await add({ name: '南区' });
    const top = (await server.call('POST', `${base}/List`, admin, {})).body.data.list;
    expect(top.map((row: any) => [row.name, row.hasChildren])).toEqual([
      ['北区', true],
      ['南区', false],
    ]);
    const under = (await server.call('POST', `${base}/List/${north}`, admin, {})).body.data.list;
    expect(under.map((row: any) => [row.name, row.id.length > 0])).toEqual([['北一', true]]);
    expect(await sql(`select "F_Id" from form_heat_zone where "F_Id" = $1`, [north])).toHaveLength(1);
  });

  it('refuses deleting a definition whose tables hold rows', async () => {
    expect((await server.call('DELETE', `${design}/${modelId}`, admin)).body).toMatchObject({
      code: 400,
      msg: '该功能已有数据，请先删除数据',
    });
  });

  it('refuses binding tables to a form whose records are documents', async () => {
    await releaseTestForm(server.db, {
      id: 'tables-document-model',
      menuId: 'tables-document-menu',
      enCode: 'tablesDocument',
      fullName: '无表档案',
      formData: { fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } }] },
    });
    server.ctx.access.invalidate();
    forgetOnlineModels();
    expect(
      (await server.call('POST', '/api/visualdev/OnlineDev/tables-document-model', admin, { data: JSON.stringify({ name: '文档' }) })).body
        .code,
    ).toBe(200);
    await sql(`update visual_dev set tables_data = $2, form_data = $3 where id = $1`, [
      'tables-document-model',
      JSON.stringify([{ ...mainTable, table: 'document_bound' }]),
      JSON.stringify({ fields: [field('name', 'input', '名称')] }),
    ]);
    expect((await release('tables-document-model')).body).toMatchObject({
      code: 400,
      msg: '该功能已有数据（无表存储），不能改为绑定数据表',
    });
  });
});
