import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { ensureListIndexes } from '../../server/online/release-indexes';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'online-test-model';
const menuId = 'online-test-menu';
const manager = seedId('role', 'manager');

const formData = {
  fields: [
    { __vModel__: 'name', placeholder: '请输入名称', __config__: { jnpfKey: 'input', label: '名称', required: true }, maxlength: 20 },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类型', dataType: 'static' },
      options: [{ id: 'home', fullName: '居民' }],
    },
    { __vModel__: 'tags', __config__: { jnpfKey: 'checkbox', label: '标签' } },
    { __vModel__: 'billNo', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'ChargeBill' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
    { __vModel__: 'created', __config__: { jnpfKey: 'createTime', label: '创建时间' } },
    { __vModel__: 'modifier', __config__: { jnpfKey: 'modifyUser', label: '修改人' } },
    {
      __vModel__: 'payments',
      __config__: {
        jnpfKey: 'table',
        label: '缴费',
        children: [{ __vModel__: 'amount', __config__: { jnpfKey: 'inputNumber', label: '金额', required: true } }],
      },
    },
  ],
};

const columnData = {
  type: 1,
  columnList: [{ prop: 'name' }, { prop: 'area' }, { prop: 'tariff' }, { prop: 'billNo' }],
  searchList: [
    { prop: 'name', searchType: 2 },
    { prop: 'tariff', searchType: 1 },
    { prop: 'area', searchType: 3 },
  ],
  defaultSidx: 'area',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  useColumnPermission: true,
  useFormPermission: true,
  useBtnPermission: true,
  useDataPermission: true,
};

describe.each(databases)('generated forms at run time on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  const base = `/api/visualdev/OnlineDev/${modelId}`;
  const create = (token: string, data: object) => server.call('POST', base, token, { data: JSON.stringify(data) });
  const list = (token: string, body: object = {}) => server.call('POST', `${base}/List`, token, body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, {
      id: modelId,
      menuId,
      enCode: 'onlineTest',
      fullName: '测试档案',
      formData,
      draftFormData: { fields: [] },
      columnData,
      authorize: { columns: true, forms: true, data: true },
    });
    const items: [string, string, string][] = [
      ['module_button', 'btn_add', '新增'],
      ['module_button', 'btn_edit', '编辑'],
      ['module_button', 'btn_remove', '删除'],
      ['module_button', 'btn_batchRemove', '批量删除'],
      ['module_button', 'btn_download', '导出'],
      ['module_column', 'name', '名称'],
      ['module_column', 'area', '面积'],
      ['module_column', 'tariff', '价格类型'],
      ['module_form', 'name', '名称'],
      ['module_form', 'area', '面积'],
      ['module_form', 'tariff', '价格类型'],
      ['module_form', 'payments', '缴费'],
    ];
    for (const [table, enCode, fullName] of items)
      await db.query(`insert into ${table} (id, module_id, full_name, en_code) values ($1, $2, $3, $4)`, [
        `${table}-${enCode}`,
        menuId,
        fullName,
        enCode,
      ]);
    await db.query(`insert into module_scheme (id, module_id, en_code, full_name, scope) values ('online-own', $1, 'own', '本人', 'own')`, [
      menuId,
    ]);
    // 部门经理 may open the menu, add and edit, see the name and price type but not the area, and their own rows.
    for (const [type, id] of [
      ['module', menuId],
      ['button', 'module_button-btn_add'],
      ['button', 'module_button-btn_edit'],
      ['column', 'module_column-name'],
      ['column', 'module_column-tariff'],
      ['form', 'module_form-name'],
      ['form', 'module_form-tariff'],
      ['form', 'module_form-payments'],
      ['resource', 'online-own'],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);
  });
  afterAll(async () => server?.close());

  it('gives the released list its indexes: trigram and character pairs for the fuzzy search, B-tree for equality, range and sort', async () => {
    await ensureListIndexes(server.ctx.db, modelId, formData, columnData);
    await ensureListIndexes(server.ctx.db, modelId, formData, columnData);
    const indexes = await server.ctx.db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'online_record' and indexdef like '%online-test-model%' order by indexdef`,
    );
    expect(indexes.map((index) => /\(data ->>? '(\w+)'::text\)/.exec(index.indexdef)?.[1]).sort()).toEqual(['area', 'name', 'name', 'tariff']);
    expect(indexes.filter((index) => index.indexdef.includes('gin_trgm_ops'))).toHaveLength(1);
    expect(indexes.filter((index) => index.indexdef.includes('user_search_grams'))).toHaveLength(1);
  });

  it('answers the released configuration as JSON text', async () => {
    const config = (await server.call('GET', `${base}/Config`, admin)).body.data;
    expect(config).toMatchObject({ id: modelId, fullName: '测试档案', webType: 2 });
    expect(JSON.parse(config.formData).fields).toHaveLength(formData.fields.length);
    expect(JSON.parse(config.columnData).defaultSidx).toBe('area');
  });

  it('stores a record with the system fields the server fills, whatever the client sends for them', async () => {
    const created = await create(admin, {
      name: '一号楼',
      area: 120.5,
      tariff: 'home',
      tags: ['a'],
      creator: 'forged',
      billNo: 'forged',
      payments: [{ amount: 10 }],
    });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const info = (await server.call('GET', `${base}/${created.body.data.id}`, admin)).body.data;
    const data = JSON.parse(info.data);
    expect(data).toMatchObject({
      name: '一号楼',
      area: 120.5,
      tariff: 'home',
      tags: ['a'],
      creator: seedId('user', 'admin'),
      modifier: null,
      payments: [{ amount: 10 }],
    });
    expect(data.billNo).toMatch(/^SF\d+/);
    expect(typeof data.created).toBe('number');
  });

  it('refuses values the form does not accept, with the form’s messages', async () => {
    expect((await create(admin, { area: 1 })).body).toMatchObject({ code: 400, msg: '请输入名称' });
    expect((await create(admin, { name: 'x', area: 'big' })).body).toMatchObject({ code: 400, msg: '面积的值不正确' });
    expect((await create(admin, { name: 'x', payments: [{}] })).body).toMatchObject({ code: 400, msg: '金额不能为空' });
    expect((await server.call('POST', base, admin, { data: '{not json' })).body).toMatchObject({ code: 400, msg: '数据格式不正确' });
  });

  it('gives 100 concurrent creates 100 distinct bill numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => create(admin, { name: `并发${index}`, area: index })));
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    const rows = await server.ctx.db.query<{ bill: string }>(
      `select data->>'billNo' as bill from online_record where model_id = $1 and data->>'name' like '并发%'`,
      [modelId],
    );
    expect(new Set(rows.map((row) => row.bill)).size).toBe(100);
  });

  it('searches fuzzy, equal and by range, sorts by the list default and pages', async () => {
    const byName = (await list(admin, { queryJson: JSON.stringify({ name: '并发1' }), pageSize: 5 })).body.data;
    expect(byName.pagination.total).toBe(11); // 并发1, 并发10..19
    expect(byName.list).toHaveLength(5);
    expect(byName.list.map((row: any) => row.area)).toEqual([19, 18, 17, 16, 15]);
    const ranged = (await list(admin, { queryJson: JSON.stringify({ area: [10, 12] }), sidx: 'area', sort: 'asc' })).body.data;
    expect(ranged.list.map((row: any) => row.area)).toEqual([10, 11, 12]);
    const priced = (await list(admin, { queryJson: JSON.stringify({ tariff: 'home' }) })).body.data;
    expect(priced.list.map((row: any) => row.name)).toEqual(['一号楼']);
    const bound = (await list(admin, { queryJson: JSON.stringify({ name: "%' or 1=1 --" }) })).body.data;
    expect(bound.pagination.total).toBe(0);
  });

  it('exports the chosen columns of the searched rows as text, sub-table rows under their table', async () => {
    const answer = await server.call('POST', `${base}/Actions/ExportData`, admin, {
      queryJson: JSON.stringify({ name: '一号楼' }),
      selectKey: ['name', 'tariff', 'creator', 'created', 'payments-amount'],
      dataType: '1',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.name).toMatch(/^测试档案_\d{14}\.xlsx$/);
    const file = await server.app.inject({ method: 'GET', url: answer.body.data.url });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as unknown[][];
    expect(cells[0]).toEqual(['名称', '价格类型', '创建人', '创建时间', '缴费']);
    expect(cells[1]).toEqual(['', '', '', '', '金额']);
    expect(cells[2]).toEqual(['一号楼', '居民', '系统管理员/admin', expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), 10]);
    expect((await server.call('POST', `${base}/Actions/ExportData`, admin, { selectKey: 'nothing' })).body).toMatchObject({
      code: 400,
      msg: '请选择导出字段',
    });
  });

  it('answers a record with its values as display text', async () => {
    const id = (await list(admin, { queryJson: JSON.stringify({ name: '一号楼' }) })).body.data.list[0].id;
    const shown = JSON.parse((await server.call('GET', `${base}/${id}/DataChange`, admin)).body.data.data);
    expect(shown).toMatchObject({ name: '一号楼', tariff: '居民', tags: 'a', creator: '系统管理员/admin', payments: [{ amount: 10 }] });
  });

  describe('as a user of a role with some grants', () => {
    let ownId: string;
    beforeAll(async () => {
      ownId = (await create(zhangwei, { name: '张伟的楼', tariff: 'home' })).body.data.id;
    });

    it('lists only their own rows, without the column they are not granted, and does not search or sort by it', async () => {
      const page = (await list(zhangwei, { queryJson: JSON.stringify({ area: [0, 1000] }), sidx: 'area' })).body.data;
      expect(page.pagination.total).toBe(1);
      expect(page.list[0]).toMatchObject({ id: ownId, name: '张伟的楼' });
      expect(page.list[0]).not.toHaveProperty('area');
    });

    it('refuses a write of a hidden field, and an update keeps its stored value', async () => {
      expect((await create(zhangwei, { name: '越权', area: 5 })).body).toMatchObject({ code: 400, msg: '没有权限修改字段：面积' });
      await server.ctx.db.query(`update online_record set data = data || '{"area": 77}' where id = $1`, [ownId]);
      const update = await server.call('PUT', `${base}/${ownId}`, zhangwei, {
        data: JSON.stringify({ name: '张伟的新楼', tariff: 'home' }),
      });
      expect(update.body.code).toBe(200);
      const info = JSON.parse((await server.call('GET', `${base}/${ownId}`, zhangwei)).body.data.data);
      expect(info).toMatchObject({ name: '张伟的新楼' });
      expect(info).not.toHaveProperty('area');
      const stored = JSON.parse((await server.call('GET', `${base}/${ownId}`, admin)).body.data.data);
      expect(stored).toMatchObject({ name: '张伟的新楼', area: 77, modifier: seedId('user', 'zhangwei') });
    });

    it('answers another user’s record as not found, and refuses the buttons not granted', async () => {
      const othersId = (await list(admin, { queryJson: JSON.stringify({ name: '一号楼' }) })).body.data.list[0].id;
      expect((await server.call('GET', `${base}/${othersId}`, zhangwei)).body).toMatchObject({ code: 404, msg: '数据不存在' });
      expect((await server.call('PUT', `${base}/${othersId}`, zhangwei, { data: '{"name":"改"}' })).body.code).toBe(404);
      expect((await server.call('DELETE', `${base}/${ownId}`, zhangwei)).body.code).toBe(403);
      expect((await server.call('POST', `/api/visualdev/OnlineDev/batchDelete/${modelId}`, zhangwei, { ids: [ownId] })).body.code).toBe(
        403,
      );
    });

    it('keeps the change history with who changed which field from what to what', async () => {
      const lines = (await server.call('GET', `${base}/${ownId}/DataLog`, zhangwei)).body.data;
      expect(lines.map((line: any) => line.type)).toEqual([1, 0]);
      expect(lines[0].changes).toEqual(expect.arrayContaining([{ field: 'name', label: '名称', from: '张伟的楼', to: '张伟的新楼' }]));
      expect(lines[0].userName).toBe('张伟/zhangwei');
    });
  });

  it('refuses a user whose roles do not hold the menu, and a model never released', async () => {
    const clerk = await server.login('wangfang', demoPassword);
    expect((await list(clerk)).body.code).toBe(403);
    expect((await server.call('POST', '/api/visualdev/OnlineDev/no-such-model/List', admin, {})).body.code).toBe(403);
  });

  it('deletes in a batch only what exists and logs it', async () => {
    const ids = (await list(admin, { queryJson: JSON.stringify({ name: '并发2' }) })).body.data.list.map((row: any) => row.id);
    const answer = await server.call('POST', `/api/visualdev/OnlineDev/batchDelete/${modelId}`, admin, { ids: [...ids, 'missing'] });
    expect(answer.body).toMatchObject({ code: 200, data: { deleted: ids.length } });
    expect((await list(admin, { queryJson: JSON.stringify({ name: '并发2' }) })).body.data.pagination.total).toBe(0);
    const logged = await server.ctx.db.query(`select 1 from online_record_log where record_id = any($1::text[]) and type = 2`, [ids]);
    expect(logged).toHaveLength(ids.length);
  });
});
