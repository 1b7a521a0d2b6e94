import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMaxBytes, importMessages } from '../../api/imports';
import { databases, startTestServer, type Envelope, type TestServer } from './harness';

const base = '/api/permission/Users';
type Cells = (string | number)[][];

/** A multipart body with one file, as the wizard's upload sends it. */
function multipart(fileName: string, content: Buffer) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const workbook = (cells: Cells): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), '用户信息');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};

/** The first sheet of a downloaded workbook, as rows of cells. */
const sheetOf = (data: Buffer): Cells => {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as Cells;
};

describe.each(databases)('spreadsheet import and export of users on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let header: string[];

  const upload = async (token: string, fileName: string, content: Buffer): Promise<Envelope> => {
    const { payload, headers } = multipart(fileName, content);
    const response = await server.app.inject({
      method: 'POST',
      url: `${base}/Uploader`,
      headers: { ...headers, authorization: token },
      payload,
    });
    return response.json() as Envelope;
  };
  const download = async (url: string): Promise<Buffer> => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    return response.rawPayload;
  };
  /** Uploads cells under the template's header and answers the preview's envelope. */
  const preview = async (rows: Cells, top: Cells = [header]): Promise<Envelope> => {
    const uploaded = await upload(admin, 'users.xlsx', workbook([...top, ...rows]));
    expect(uploaded.code, uploaded.msg).toBe(200);
    return (await server.call('GET', `${base}/ImportPreview?fileName=${uploaded.data.name}`, admin)).body;
  };
  /** A row of the template: the given columns by title, the others empty. */
  const row = (values: Record<string, string | number>) => header.map((title) => values[title] ?? '');
  const importRows = (list: unknown[], token = admin) => server.call('POST', `${base}/ImportData`, token, { list });
  const userByAccount = async (account: string) =>
    (await server.db.query<Record<string, any>>('select * from users where account = $1', [account]))[0];

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    const template = await server.call('GET', `${base}/TemplateDownload`, admin);
    expect(template.body).toMatchObject({ code: 200, data: { name: '用户信息导入模板.xlsx' } });
    header = sheetOf(await download(template.body.data.url))[0] as string[];
  });
  afterAll(async () => server?.close());

  it('generates the template from the user form: its field titles, in order, and no rows', async () => {
    expect(header.slice(0, 8)).toEqual(['账户', '户名', '性别', '所属组织', '岗位', '角色', '分组', '直属主管']);
    expect(header).toContain('手机');
    expect(header).toContain('入职日期');
    expect(header).not.toContain('状态');
  });

  it('previews a filled template: the header with field ids and the rows as typed', async () => {
    const answer = await preview([row({ 账户: 'prev01', 户名: '预览', 手机: 13800001111, 生日: '1990-05-06' })]);
    expect(answer.code).toBe(200);
    expect(answer.data.headerRow[0]).toEqual({ id: 'account', fullName: '账户' });
    expect(answer.data.dataRow).toHaveLength(1);
    expect(answer.data.dataRow[0]).toMatchObject({
      account: 'prev01',
      realName: '预览',
      mobilePhone: '13800001111',
      birthday: '1990-05-06',
    });
  });

  it('refuses a file whose header was changed', async () => {
    const changed = [...header];
    changed[1] = '姓名';
    expect(await preview([row({ 账户: 'x' })], [changed])).toMatchObject({ code: 400, msg: importMessages.headerChanged });
    expect(await preview([row({ 账户: 'x' })], [header.slice(0, -1)])).toMatchObject({ code: 400, msg: importMessages.headerChanged });
    expect(await preview([row({ 账户: 'x' })], [[...header, '多余']])).toMatchObject({ code: 400, msg: importMessages.headerChanged });
  });

  it('refuses more than 1000 rows, in the file and in the call', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => row({ 账户: `many${i}`, 户名: '多' }));
    expect(await preview(rows)).toMatchObject({ code: 400, msg: importMessages.tooManyRows });
    const list = Array.from({ length: 1001 }, (_, i) => ({ account: `many${i}` }));
    expect((await importRows(list)).body).toMatchObject({ code: 400, msg: importMessages.tooManyRows });
    expect((await importRows([])).body).toMatchObject({ code: 400, msg: importMessages.emptyData });
  });

  it('refuses a file over 500 KB and anything that is not a workbook', async () => {
    const large = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(importMaxBytes + 1)]);
    expect(await upload(admin, 'big.xlsx', large)).toMatchObject({ code: 400, msg: importMessages.tooLarge });
    expect(await upload(admin, 'users.csv', Buffer.from('账户,户名\n'))).toMatchObject({ code: 400, msg: importMessages.wrongType });
    expect(await upload(admin, 'users.xlsx', Buffer.from('账户,户名\n'))).toMatchObject({ code: 400, msg: importMessages.wrongType });
    const response = await server.app.inject({ method: 'POST', url: `${base}/Uploader`, headers: { authorization: admin }, payload: {} });
    expect(response.json()).toMatchObject({ code: 400, msg: importMessages.noFile });
    // A damaged workbook: the zip signature and nothing a spreadsheet reader can open.
    const damaged = await upload(admin, 'users.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]));
    const answer = await server.call('GET', `${base}/ImportPreview?fileName=${damaged.data.name}`, admin);
    expect(answer.body).toMatchObject({ code: 400 });
    // Another user's upload, or a name never answered, cannot be previewed.
    const zhangwei = await server.login('zhangwei');
    const own = await upload(admin, 'users.xlsx', workbook([header]));
    expect((await server.call('GET', `${base}/ImportPreview?fileName=${own.data.name}`, zhangwei)).body).toMatchObject({
      code: 400,
      msg: importMessages.fileMissing,
    });
  });

  it('stores the good rows with labels resolved to ids and reports the bad ones with their reasons', async () => {
    const answer = await preview([
      row({
        账户: 'imp01',
        户名: '导入一',
        性别: '男',
        所属组织: '城东智慧供热有限公司/生产运行部/调度中心',
        岗位: '值班调度员',
        角色: '调度员',
        分组: '冬季保供值班组，抢修突击队',
        直属主管: '张伟/zhangwei',
        手机: '13800002222',
        入职日期: '2024-03-01',
        排序: 7,
      }),
      row({ 账户: 'imp02', 户名: '导入二', 性别: '女', 所属组织: '信息中心', 直属主管: 'zhangwei' }),
      row({ 账户: 'imp03', 户名: '导入三', 性别: '男', 所属组织: '不存在的部门', 角色: '没有这个角色' }),
      row({ 账户: 'imp04', 性别: '男', 所属组织: '信息中心' }),
      row({ 账户: 'imp05', 户名: '导入五', 性别: '男', 所属组织: '信息中心', 手机: '12345' }),
      row({ 账户: 'imp06', 户名: '导入六', 性别: '男', 所属组织: '信息中心', 入职日期: '2024-13-45' }),
      row({ 账户: 'imp07', 户名: '导入七', 性别: '男', 所属组织: '信息中心', 岗位: '会计' }),
      row({ 账户: 'admin', 户名: '重名', 性别: '男', 所属组织: '信息中心' }),
    ]);
    const result = await importRows(answer.data.dataRow);
    expect(result.body.code, result.body.msg).toBe(200);
    expect(result.body.data).toMatchObject({ resultType: 1, snum: 2, fnum: 6 });
    const reasons = Object.fromEntries(result.body.data.failResult.map((failed: any) => [failed.account, failed.errorsInfo]));
    expect(reasons).toEqual({
      imp03: '所属组织“不存在的部门”不存在；角色“没有这个角色”不存在',
      imp04: '请输入户名',
      imp05: '请输入正确的手机号码',
      imp06: importMessages.badDate('入职日期'),
      imp07: '岗位不属于所选组织',
      admin: '账户已存在',
    });
    // The failed rows come back as they were sent, for the table and the export.
    expect(result.body.data.failResult[0]).toMatchObject({ account: 'imp03', organizeIds: '不存在的部门' });

    const ids = async (table: string, names: string[]) =>
      (await server.db.query<{ id: string }>(`select id from ${table} where full_name = any($1) order by full_name`, [names])).map(
        (r) => r.id,
      );
    const stored = (await userByAccount('imp01'))!;
    expect(stored).toMatchObject({ real_name: '导入一', gender: '1', mobile_phone: '13800002222', sort_code: 7, password_hash: '' });
    expect(stored.manager_id).toBe((await userByAccount('zhangwei'))!.id);
    expect(new Date(stored.entry_date).getTime()).toBe(new Date(2024, 2, 1).getTime());
    const [dispatch] = await ids('organize', ['调度中心']);
    expect(stored.organize_id).toBe(dispatch);
    const relations = async (userId: string, type: string) =>
      (
        await server.db.query<{ object_id: string }>(
          'select object_id from user_relation where user_id = $1 and object_type = $2 order by object_id',
          [userId, type],
        )
      ).map((r) => r.object_id);
    expect(await relations(stored.id, 'Position')).toEqual(await ids('position', ['值班调度员']));
    expect(await relations(stored.id, 'Role')).toEqual(await ids('role', ['调度员']));
    expect((await relations(stored.id, 'Group')).sort()).toEqual((await ids('user_group', ['冬季保供值班组', '抢修突击队'])).sort());
    expect(await userByAccount('imp02')).toMatchObject({ gender: '2', organize_id: (await ids('organize', ['信息中心']))[0] });
    for (const account of ['imp03', 'imp04', 'imp05', 'imp06', 'imp07']) expect(await userByAccount(account)).toBeUndefined();

    // No usable password until an administrator sets one: the sign-in fails like a wrong password.
    expect((await server.loginResponse('imp01', 'anything')).body.code).not.toBe(200);

    // The failed rows as .xlsx with their reasons, which imports again once fixed (the reason column is ignored).
    const exported = await server.call('POST', `${base}/ImportExceptionData`, admin, { list: result.body.data.failResult });
    expect(exported.body.data.name).toMatch(/^用户信息错误报告_\d{14}\.xlsx$/);
    const cells = sheetOf(await download(exported.body.data.url));
    expect(cells[0]).toEqual([...header, '错误原因']);
    expect(cells).toHaveLength(7);
    expect(cells[1]![0]).toBe('imp03');
    expect(cells[1]![header.indexOf('所属组织')]).toBe('不存在的部门');
    expect(cells[1]![header.length]).toBe('所属组织“不存在的部门”不存在；角色“没有这个角色”不存在');
    const alias = await server.call('POST', `${base}/ExportExceptionData`, admin, { list: result.body.data.failResult.slice(0, 1) });
    expect(alias.body.code).toBe(200);
    cells[2]![header.indexOf('户名')] = '导入四';
    const again = await preview([cells[2]!], [cells[0]!]);
    expect(again.code).toBe(200);
    expect(again.data.dataRow[0]).not.toHaveProperty('errorsInfo');
    expect((await importRows(again.data.dataRow)).body.data).toMatchObject({ resultType: 0, snum: 1, fnum: 0, failResult: [] });
    expect(await userByAccount('imp04')).toMatchObject({ real_name: '导入四' });
  });

  it('reports a second row of the same account, and rolls the whole import back when a row fails unexpectedly', async () => {
    const duplicate = await importRows([
      { account: 'twin01', realName: '双一', gender: '男', organizeIds: '信息中心' },
      { account: 'twin01', realName: '双二', gender: '男', organizeIds: '信息中心' },
    ]);
    expect(duplicate.body.data).toMatchObject({ snum: 1, fnum: 1, failResult: [{ realName: '双二', errorsInfo: '账户已存在' }] });
    expect(await userByAccount('twin01')).toMatchObject({ real_name: '双一' });

    // A failure the store does not expect (here a trigger) after two rows were stored: none of them stays.
    await server.db.query(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.account = 'boom' then raise exception 'boom'; end if; return new; end $$`);
    await server.db.query('create trigger refuse_boom before insert on users for each row execute function refuse_boom()');
    const list = ['tx01', 'tx02', 'boom', 'tx03'].map((account) => ({ account, realName: account, gender: '男', organizeIds: '信息中心' }));
    const failed = await importRows(list);
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ code: 400, msg: importMessages.rolledBack(3) });
    const left = await server.db.query(`select account from users where account in ('tx01', 'tx02', 'boom', 'tx03')`);
    expect(left).toEqual([]);
    await server.db.query('drop trigger refuse_boom on users');
  });

  it('exports the list under its filter as .xlsx, without the columns and rows the caller may not see', async () => {
    const all = await server.call('GET', `${base}/ExportExcel?keyword=imp0`, admin);
    expect(all.body.data.name).toMatch(/^用户信息_\d{14}\.xlsx$/);
    const cells = sheetOf(await download(all.body.data.url));
    expect(cells[0]).toEqual(['账户', '姓名', '性别', '手机', '邮箱', '所属组织', '直属主管', '状态', '排序', '创建时间']);
    expect(
      cells
        .slice(1)
        .map((cell) => cell[0])
        .sort(),
    ).toEqual(['imp01', 'imp02', 'imp04']);
    const imp01 = cells.find((cell) => cell[0] === 'imp01')!;
    expect(imp01.slice(0, 9)).toEqual(['imp01', '导入一', '男', '13800002222', '', '调度中心', '张伟/zhangwei', '启用', 7]);

    // The auditor sees no phones or e-mails: given the export button, their export has no such columns.
    const [button] = await server.db.query<{ id: string }>(
      `select b.id from module_button b join module m on m.id = b.module_id where m.en_code = 'permission.user' and b.en_code = 'btn_download'`,
    );
    const [role] = await server.db.query<{ id: string }>(`select id from role where en_code = 'auditor'`);
    await server.db.query(`insert into authorize (item_type, item_id, object_type, object_id) values ('button', $1, 'Role', $2)`, [
      button!.id,
      role!.id,
    ]);
    server.ctx.access.invalidate();
    const auditor = await server.login('auditor01');
    const audited = await server.call('GET', `${base}/ExportExcel?keyword=13800002222`, auditor);
    expect(sheetOf(await download(audited.body.data.url))).toEqual([
      ['账户', '姓名', '性别', '所属组织', '直属主管', '状态', '排序', '创建时间'],
    ]);
    const auditedAll = sheetOf(await download((await server.call('GET', `${base}/ExportExcel?keyword=imp01`, auditor)).body.data.url));
    expect(auditedAll[1]![0]).toBe('imp01');
    // Their template leaves out the fields they may not set (the menu guards some fields; the others are free).
    const template = sheetOf(await download((await server.call('GET', `${base}/TemplateDownload`, auditor)).body.data.url));
    expect(template[0]).toEqual(['账户', '户名', '性别', '所属组织', '岗位', '角色', '分组', '电话', '民族', '籍贯', '文化程度', '排序']);
  });

  it('refuses the import calls to a user without btn_upload, and the downloads without btn_download', async () => {
    const staff = await server.login('wangfang');
    const auditor = await server.login('auditor01');
    const file = await upload(admin, 'users.xlsx', workbook([header]));
    for (const token of [staff, auditor]) {
      expect(await upload(token, 'users.xlsx', workbook([header]))).toMatchObject({ code: 403 });
      expect((await server.call('GET', `${base}/ImportPreview?fileName=${file.data.name}`, token)).body.code).toBe(403);
      expect((await importRows([{ account: 'nope01', realName: '无权', gender: '男', organizeIds: '信息中心' }], token)).body.code).toBe(
        403,
      );
    }
    expect(await userByAccount('nope01')).toBeUndefined();
    for (const call of [
      server.call('GET', `${base}/TemplateDownload`, staff),
      server.call('GET', `${base}/ExportExcel`, staff),
      server.call('POST', `${base}/ImportExceptionData`, staff, { list: [{ account: 'x', errorsInfo: 'y' }] }),
    ])
      expect((await call).body.code).toBe(403);
    // A manager granted both buttons imports.
    const manager = await server.login('zhangwei');
    const done = await importRows([{ account: 'mgr01', realName: '经理导入', gender: '女', organizeIds: '综合办公室' }], manager);
    expect(done.body.data).toMatchObject({ snum: 1, fnum: 0 });
  });
});
