/**
 * Relation fields at run time: a form A whose `relationForm` points at a form B. FieldDataSelect answers
 * chosen ids again, A's display text shows B's record by its `relationField`, and a user of A alone may
 * read B's configuration and records (the nested detail) limited to the fields A's relation names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { databases, demoPassword, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const bId = 'relation-b';
const aId = 'relation-a';
const input = (vModel: string, label: string) => ({ __vModel__: vModel, __config__: { jnpfKey: 'input', label } });

const bForm = {
  fields: [
    input('name', '名称'),
    input('code', '编号'),
    input('secret', '密码'),
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类型', dataType: 'static' },
      options: [{ id: 'home', fullName: '居民' }],
    },
    { __config__: { jnpfKey: 'card', label: '卡片', children: [input('hidden', '备注')] } },
  ],
};

const aForm = {
  fields: [
    input('title', '标题'),
    {
      __vModel__: 'customer',
      __config__: { jnpfKey: 'relationForm', label: '客户' },
      modelId: bId,
      relationField: 'name',
      columnOptions: [{ value: 'code', label: '编号' }],
      hasPage: true,
      pageSize: 20,
    },
    { __config__: { jnpfKey: 'relationFormAttr', label: '价格类型', isStorage: 0 }, relationField: 'customer', showField: 'tariff' },
  ],
};

describe.each(databases)('relation fields on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  const bIds: string[] = [];
  let aRecord = '';
  const online = (modelId: string) => `/api/visualdev/OnlineDev/${modelId}`;
  const select = (query: string, token = admin) => server.call('GET', `/api/visualdev/Base/${bId}/FieldDataSelect?${query}`, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, { id: bId, menuId: 'relation-b-menu', enCode: 'relationB', fullName: '客户档案', formData: bForm });
    await releaseTestForm(db, { id: aId, menuId: 'relation-a-menu', enCode: 'relationA', fullName: '维修单', formData: aForm });
    // 部门经理 (zhangwei) holds A's menu and its add button, not B's.
    await db.query(
      `insert into module_button (id, module_id, full_name, en_code) values ('relation-a-add', 'relation-a-menu', '新增', 'btn_add')`,
    );
    for (const [type, id] of [
      ['module', 'relation-a-menu'],
      ['button', 'relation-a-add'],
    ])
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [
        type,
        id,
        seedId('role', 'manager'),
      ]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);
    for (const [name, code] of [
      ['甲公司', 'C001'],
      ['乙公司', 'C002'],
      ['丙公司', 'C003'],
    ]) {
      const created = await server.call('POST', online(bId), admin, {
        data: JSON.stringify({ name, code, secret: `${code}-pw`, tariff: 'home', hidden: '内部' }),
      });
      bIds.push(created.body.data.id);
    }
    const created = await server.call('POST', online(aId), zhangwei, { data: JSON.stringify({ title: '报修', customer: bIds[1] }) });
    expect(created.body.code).toBe(200);
    aRecord = created.body.data.id;
  });
  afterAll(async () => server?.close());

  it('answers only the asked ids, the shown field and columns as text', async () => {
    const page = (await select(`currentPage=1&pageSize=20&relationField=name&columnOptions=code&ids=${bIds[2]},${bIds[0]},gone`)).body.data;
    expect(page.pagination.total).toBe(2);
    expect(page.list.map((row: { name: string }) => row.name).sort()).toEqual(['丙公司', '甲公司']);
    expect(Object.keys(page.list[0]).sort()).toEqual(['code', 'id', 'name']);
    expect((await select('currentPage=1&pageSize=20&relationField=name&ids=')).body.data.list).toEqual([]);
    const many = Array.from({ length: 501 }, (_, index) => `id${index}`).join(',');
    expect((await select(`currentPage=1&pageSize=20&relationField=name&ids=${many}`)).body).toMatchObject({
      code: 400,
      msg: '一次最多查询500条数据',
    });
    // The user of A may pick among B's records too.
    expect((await select(`currentPage=1&pageSize=20&relationField=name&ids=${bIds[0]}`, zhangwei)).body.data.list[0].name).toBe('甲公司');
  });

  it("shows a relation value as the related record's text, its id under <field>_id", async () => {
    const shown = JSON.parse((await server.call('GET', `${online(aId)}/${aRecord}/DataChange`, zhangwei)).body.data.data);
    expect(shown).toMatchObject({ title: '报修', customer: '乙公司', customer_id: bIds[1] });
    const answer = await server.call('POST', `${online(aId)}/Actions/ExportData`, admin, { selectKey: 'title,customer', dataType: '1' });
    const file = await server.app.inject({ method: 'GET', url: answer.body.data.url });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as unknown[][];
    expect(cells).toEqual([
      ['标题', '客户'],
      ['报修', '乙公司'],
    ]);
  });

  it("lets a user of A read B's form and record limited to the fields A's relation names", async () => {
    const config = (await server.call('GET', `${online(bId)}/Config`, zhangwei)).body.data;
    const fields = JSON.stringify(JSON.parse(config.formData));
    for (const name of ['"name"', '"code"', '"tariff"']) expect(fields).toContain(name);
    for (const name of ['"secret"', '"hidden"']) expect(fields).not.toContain(name);
    expect(config.columnData).toBe('{}');

    const info = JSON.parse((await server.call('GET', `${online(bId)}/${bIds[1]}`, zhangwei)).body.data.data);
    expect(info).toEqual({ name: '乙公司', code: 'C002', tariff: 'home' });
    const shown = JSON.parse((await server.call('GET', `${online(bId)}/${bIds[1]}/DataChange`, zhangwei)).body.data.data);
    expect(shown).toEqual({ name: '乙公司', code: 'C002', tariff: '居民' });

    // Nothing else of B: its list, history and writes stay with B's own menus.
    expect((await server.call('POST', `${online(bId)}/List`, zhangwei, {})).body.code).toBe(403);
    expect((await server.call('GET', `${online(bId)}/${bIds[1]}/DataLog`, zhangwei)).body.code).toBe(403);
    expect((await server.call('PUT', `${online(bId)}/${bIds[1]}`, zhangwei, { data: '{}' })).body.code).toBe(403);
  });

  it('gives the users of B its whole record, and nobody else anything', async () => {
    const info = JSON.parse((await server.call('GET', `${online(bId)}/${bIds[1]}`, admin)).body.data.data);
    expect(info).toMatchObject({ name: '乙公司', secret: 'C002-pw', hidden: '内部' });
    expect(JSON.parse((await server.call('GET', `${online(bId)}/Config`, admin)).body.data.formData).fields).toHaveLength(5);
    const agent = await server.login('agent01');
    expect((await server.call('GET', `${online(bId)}/Config`, agent)).body.code).toBe(403);
    expect((await server.call('GET', `${online(bId)}/${bIds[1]}/DataChange`, agent)).body.code).toBe(403);
  });
});
