import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { forgetOnlineModels } from '../../server/online/online-model';
import { postMultipart } from './file-helpers';
import { databases, demoPassword, startTestServer, type Envelope, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'online-import-model';
const menuId = 'online-import-menu';
const manager = seedId('role', 'manager');
type Cells = (string | number)[][];

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称', required: true } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'tariff',
      __config__: { jnpfKey: 'select', label: '价格类型', dataType: 'static' },
      __slot__: {
        options: [
          { id: 'home', fullName: '居民' },
          { id: 'shop', fullName: '商业' },
        ],
      },
    },
    {
      __vModel__: 'tags',
      __config__: { jnpfKey: 'checkbox', label: '标签', dataType: 'static' },
      __slot__: {
        options: [
          { id: 'a', fullName: '甲' },
          { id: 'b', fullName: '乙' },
        ],
      },
    },
    { __vModel__: 'heated', __config__: { jnpfKey: 'switch', label: '供暖' }, activeTxt: '供', inactiveTxt: '停' },
    { __vModel__: 'since', __config__: { jnpfKey: 'datePicker', label: '开户日期' }, format: 'yyyy-MM-dd' },
    { __vModel__: 'unit', __config__: { jnpfKey: 'depSelect', label: '部门' } },
    { __vModel__: 'place', __config__: { jnpfKey: 'address', label: '地址' }, level: 2 },
    { __vModel__: 'files', __config__: { jnpfKey: 'uploadFz', label: '附件' } },
    { __vModel__: 'billNo', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'ChargeBill' } },
    { __vModel__: 'creator', __config__: { jnpfKey: 'createUser', label: '创建人' } },
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
  columnList: [{ prop: 'name' }],
  searchList: [],
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'upload', label: '导入' }],
  useFormPermission: true,
  useBtnPermission: true,
};

const sheetOf = (data: Buffer): Cells => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as Cells;
};

/** The template with rows written under its header, as a person fills it in. */
function filled(template: Buffer, rows: Cells): Buffer {
  const book = XLSX.read(template, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe.each(databases)('importing spreadsheets into a generated form on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let zhangwei: string;
  let template: Buffer;
  const base = `/api/visualdev/OnlineDev/${modelId}`;

  const download = async (url: string): Promise<Buffer> => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  const upload = async (token: string, content: Buffer): Promise<Envelope> =>
    (await postMultipart(server.app, `${base}/Uploader`, token, {}, { name: 'records.xlsx', data: content })).body as Envelope;
  const records = async () =>
    (
      await server.db.query<{ data: Record<string, unknown> }>(`select data from online_record where model_id = $1 order by creator_time`, [
        modelId,
      ])
    ).map((row) => row.data);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    await releaseTestForm(db, {
      id: modelId,
      menuId,
      enCode: 'onlineImport',
      fullName: '导入档案',
      formData,
      columnData,
      authorize: { forms: true },
    });
    const items: [string, string][] = [
      ['module_button', 'btn_upload'],
      ['module_button', 'btn_download'],
      ...formData.fields.map((field): [string, string] => ['module_form', field.__vModel__]),
    ];
    for (const [table, enCode] of items)
      await db.query(`insert into ${table} (id, module_id, full_name, en_code) values ($1, $2, $3, $3)`, [
        `${table}-${enCode}`,
        menuId,
        enCode,
      ]);
    // 部门经理 may open the menu and import, but neither download the template nor fill 面积.
    const granted = [
      ['module', menuId],
      ['button', 'module_button-btn_upload'],
      ...formData.fields.filter((field) => field.__vModel__ !== 'area').map((field) => ['form', `module_form-${field.__vModel__}`]),
    ];
    for (const [type, id] of granted)
      await db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ($1, $2, 'Role', $3)`, [type, id, manager]);
    server.ctx.access.invalidate();
    forgetOnlineModels();
    admin = await server.login('admin');
    zhangwei = await server.login('zhangwei', demoPassword);
    const answer = await server.call('GET', `${base}/TemplateDownload`, admin);
    expect(answer.body).toMatchObject({ code: 200, data: { name: '导入档案导入模板.xlsx' } });
    template = await download(answer.body.data.url);
  });
  afterAll(async () => server?.close());

  it('makes the template from the form: the fields a cell can fill, a sub-table grouped over its columns', () => {
    const [top, second] = sheetOf(template);
    expect(top).toEqual(['名称', '面积', '价格类型', '标签', '供暖', '开户日期', '部门', '地址', '缴费']);
    expect(second).toEqual(['', '', '', '', '', '', '', '', '金额']);
  });

  it('imports the rows that pass and answers the others with their reasons, labels read as the form shows them', async () => {
    const content = filled(template, [
      ['一号楼', 120.5, '居民', '甲、乙', '供', '2024-03-01', '信息中心', '河北省/石家庄市/长安区', 10],
      ['', '', '', '', '', '', '', '', 20],
      ['二号楼', '', '工业', '', '', '', '', '河北省/不存在', ''],
      ['', 5, '商业', '', '', '', '', '', ''],
    ]);
    const uploaded = await upload(admin, content);
    expect(uploaded).toMatchObject({ code: 200, msg: '上传成功' });
    const preview = (await server.call('GET', `${base}/ImportPreview?fileName=${uploaded.data.name}`, admin)).body;
    expect(preview.data.dataRow).toHaveLength(3);
    expect(preview.data.dataRow[0]).toMatchObject({ name: '一号楼', tariff: '居民', payments: [{ amount: '10' }, { amount: '20' }] });

    const result = (await server.call('POST', `${base}/ImportData`, admin, { list: preview.data.dataRow })).body;
    expect(result).toMatchObject({ code: 200, data: { resultType: 1, snum: 1, fnum: 2 } });
    expect(result.data.failResult.map((row: { errorsInfo: string }) => row.errorsInfo)).toEqual([
      '价格类型“工业”不存在；地址“河北省/不存在”不存在',
      '名称不能为空',
    ]);

    const [unit] = await server.db.query<{ id: string }>(`select id from organize where full_name = '信息中心'`);
    const [stored] = await records();
    expect(stored).toMatchObject({
      name: '一号楼',
      area: 120.5,
      tariff: 'home',
      tags: ['a', 'b'],
      heated: 1,
      since: new Date(2024, 2, 1).getTime(),
      unit: unit!.id,
      place: ['130000', '130100', '130102'],
      payments: [{ amount: 10 }, { amount: 20 }],
      creator: seedId('user', 'admin'),
    });
    expect(stored!.billNo).toMatch(/^SF\d{10}$/);
  });

  it('imports an uploaded file as it is with {type: true, fileName}', async () => {
    const uploaded = await upload(admin, filled(template, [['三号楼', '', '商业', '', '停', '', '', '', 1]]));
    const result = (await server.call('POST', `${base}/ImportData`, admin, { type: true, fileName: uploaded.data.name })).body;
    expect(result).toMatchObject({ code: 200, data: { resultType: 0, snum: 1, fnum: 0 } });
    expect((await records()).find((record) => record.name === '三号楼')).toMatchObject({
      tariff: 'shop',
      heated: 0,
      payments: [{ amount: 1 }],
    });
    const missing = await server.call('POST', `${base}/ImportData`, admin, {
      type: true,
      fileName: '20240101_00000000000000000000000000000000.xlsx',
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '导入文件不存在或已过期，请重新上传' });
    expect((await server.call('POST', `${base}/ImportData`, admin, { type: false })).body.code).toBe(400);
  });

  it('answers the same template at `Template`, the path spec 001 names', async () => {
    const answer = await server.call('GET', `${base}/Template`, admin);
    expect(answer.body).toMatchObject({ code: 200, data: { name: '导入档案导入模板.xlsx' } });
    expect(sheetOf(await download(answer.body.data.url))).toEqual(sheetOf(template));
  });

  it('follows the menu’s grants: the buttons, and the fields the caller may not fill are left out', async () => {
    expect((await server.call('GET', `${base}/TemplateDownload`, zhangwei)).body.code).toBe(403);
    expect((await server.call('GET', `${base}/Template`, zhangwei)).body.code).toBe(403);
    const uploaded = await upload(zhangwei, filled(template, []));
    expect(uploaded.code).toBe(200);
    // The admin's template holds 面积, which this caller may not fill: not their template.
    const refused = (await server.call('GET', `${base}/ImportPreview?fileName=${uploaded.data.name}`, zhangwei)).body;
    expect(refused).toMatchObject({ code: 400, msg: '模板表头已被修改，请下载最新模板' });
    const theirs = filled(template, []);
    const book = XLSX.read(theirs, { type: 'buffer' });
    const header: Cells = [
      ['名称', '价格类型', '标签', '供暖', '开户日期', '部门', '地址', '缴费'],
      ['', '', '', '', '', '', '', '金额'],
      ['四号楼', '居民', '', '', '', '', '', 3],
    ];
    book.Sheets[book.SheetNames[0]!] = XLSX.utils.aoa_to_sheet(header);
    const again = await upload(zhangwei, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const result = (await server.call('POST', `${base}/ImportData`, zhangwei, { type: true, fileName: again.data.name })).body;
    expect(result).toMatchObject({ code: 200, data: { snum: 1, fnum: 0 } });
    expect(result.data.headerRow.map((column: { id: string }) => column.id)).not.toContain('area');
    // Another user's upload is not theirs to read.
    expect((await server.call('POST', `${base}/ImportData`, admin, { type: true, fileName: again.data.name })).body.code).toBe(400);
    // A hotline agent's roles do not hold the menu.
    expect((await upload(await server.login('agent01'), theirs)).code).toBe(403);
  });
});
