import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbrFormat, billRuleMessages } from '../../api/bill-rule';
import { databases, startTestServer, type TestServer } from './harness';

/** Serial-number rules: list, picker, dialog calls and their messages (spec 001 sections 3, 5 and 7). */
describe.each(databases)('bill rules on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const category: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    for (const entry of (await server.call('GET', '/api/system/DictionaryData/businessType/Data/Selector', admin)).body.data.list) {
      category[entry.enCode] = entry.id;
    }
    server.ctx.clock = () => new Date(2026, 2, 5, 10, 0, 0);
  });
  afterAll(async () => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.call(method, url, admin, payload);
  const rule = (change: object = {}) => ({
    fullName: '测试单据',
    enCode: 'TestBill',
    category: category.general,
    prefix: 'CS',
    dateFormat: 'yyyyMMdd',
    digit: '3',
    startNumber: '001',
    example: '',
    sortCode: 0,
    enabledMark: 1,
    description: '',
    ...change,
  });

  it('lists the seeded rules newest first with paging, a keyword and a category', async () => {
    const { body } = await call('GET', '/api/system/BillRule?currentPage=1&pageSize=20');
    expect(body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 4 });
    expect(body.data.list[0]).toMatchObject({
      fullName: expect.any(String),
      enCode: expect.any(String),
      enabledMark: 1,
      outputNumber: null,
    });
    const times = body.data.list.map((item: { creatorTime: number }) => item.creatorTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const work = (await call('GET', `/api/system/BillRule?categoryId=${category.workOrder}&keyword=`)).body.data;
    expect(work.list.map((item: { enCode: string }) => item.enCode).sort()).toEqual(['RepairOrder', 'WorkOrder']);
    // JNPF's list reads the category's name and the creator as realName/account.
    expect(work.list[0]).toMatchObject({ category: '工单业务', categoryId: category.workOrder, creatorUser: '' });
    const byKeyword = (await call('GET', '/api/system/BillRule?keyword=收费')).body.data.list;
    expect(byKeyword.map((item: { enCode: string }) => item.enCode)).toEqual(['ChargeBill']);
    const page2 = (await call('GET', '/api/system/BillRule?currentPage=2&pageSize=3&sidx=enCode&sort=asc')).body.data;
    expect(page2.list.map((item: { enCode: string }) => item.enCode)).toEqual(['WorkOrder']);
    expect(page2.pagination.total).toBe(4);
  });

  it('creates a rule with the example computed on the server, reads, updates and deletes it', async () => {
    const created = await call('POST', '/api/system/BillRule', rule({ example: 'ignored', digit: 4, startNumber: '7' }));
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id as string;
    expect((await call('GET', `/api/system/BillRule/${id}`)).body.data).toEqual({
      id,
      fullName: '测试单据',
      enCode: 'TestBill',
      category: category.general,
      prefix: 'CS',
      dateFormat: 'yyyyMMdd',
      digit: '4',
      startNumber: '7',
      example: 'CS202603050007',
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
    const updated = await call(
      'PUT',
      `/api/system/BillRule/${id}`,
      rule({ fullName: '测试单据二', dateFormat: 'no', description: '说明' }),
    );
    expect(updated.body).toMatchObject({ code: 200, msg: '修改成功' });
    expect((await call('GET', `/api/system/BillRule/${id}`)).body.data).toMatchObject({
      fullName: '测试单据二',
      example: 'CS001',
      description: '说明',
    });
    expect((await call('GET', '/api/system/BillRule?keyword=TestBill')).body.data.list[0]).toMatchObject({
      digit: 3,
      category: '通用',
      categoryId: category.general,
      creatorUser: '系统管理员/admin',
    });
    expect((await call('DELETE', `/api/system/BillRule/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('GET', `/api/system/BillRule/${id}`)).body).toMatchObject({ code: 404, msg: billRuleMessages.notFound });
    expect((await call('DELETE', `/api/system/BillRule/${id}`)).body.code).toBe(404);
  });

  it('refuses a taken name or code and a category outside businessType', async () => {
    const seeded = rule({ fullName: '工单编号', enCode: 'Other' });
    expect((await call('POST', '/api/system/BillRule', seeded)).body.msg).toBe(billRuleMessages.nameTaken);
    expect((await call('POST', '/api/system/BillRule', rule({ enCode: 'WorkOrder' }))).body.msg).toBe(billRuleMessages.codeTaken);
    const sex = (await call('GET', '/api/system/DictionaryData/sex/Data/Selector')).body.data.list[0].id;
    expect((await call('POST', '/api/system/BillRule', rule({ category: sex }))).body.msg).toBe(billRuleMessages.categoryNotFound);
  });

  it('toggles the state; the picker lists enabled rules only, 20 a page by default', async () => {
    const [work] = (await call('GET', '/api/system/BillRule?keyword=WorkOrder')).body.data.list;
    expect((await call('PUT', `/api/system/BillRule/${work.id}/Actions/State`)).body).toMatchObject({
      code: 200,
      msg: '更新成功',
      data: { enabledMark: 0 },
    });
    const picker = (await call('GET', '/api/system/BillRule/Selector')).body.data;
    expect(picker.pagination).toMatchObject({ pageSize: 20, total: 3 });
    expect(picker.list.map((item: { enCode: string }) => item.enCode)).not.toContain('WorkOrder');
    expect((await call('PUT', `/api/system/BillRule/${work.id}/Actions/State`)).body.data.enabledMark).toBe(1);
    expect((await call('GET', '/api/system/BillRule/Selector')).body.data.pagination.total).toBe(4);
  });

  it('exports a rule as a .bbr download', async () => {
    const [charge] = (await call('GET', '/api/system/BillRule?keyword=ChargeBill')).body.data.list;
    const { body } = await call('GET', `/api/system/BillRule/${charge.id}/Action/Export`);
    expect(body.data.name).toBe('收费单号.bbr');
    const file = JSON.parse((await server.app.inject({ method: 'GET', url: body.data.url })).body);
    expect(file).toMatchObject({
      format: bbrFormat,
      version: 1,
      rule: { enCode: 'ChargeBill', prefix: 'SF', dateFormat: 'yyyy', digit: '6', startNumber: '000001' },
    });
    expect(file.rule).not.toHaveProperty('id');
  });

  describe('validation messages of the dialog (spec 001 section 5)', () => {
    it.each([
      ['business name missing', { fullName: undefined }, '请输入业务名称'],
      ['business name empty', { fullName: '' }, '请输入业务名称'],
      ['business name too long', { fullName: '名'.repeat(51) }, '业务名称最多为50个字符！'],
      ['business code empty', { enCode: '' }, '请输入业务编码'],
      ['business code too long', { enCode: 'C'.repeat(51) }, '业务编码最多为50个字符！'],
      ['category missing', { category: undefined }, '请选择业务分类'],
      ['category empty', { category: '' }, '请选择业务分类'],
      ['prefix empty', { prefix: '' }, '请输入流水前缀'],
      ['date format missing', { dateFormat: undefined }, '请输入选择流水日期格式'],
      ['date format unknown', { dateFormat: 'yyyy-MM' }, '请输入选择流水日期格式'],
      ['digit missing', { digit: undefined }, '请输入流水位数'],
      ['digit empty', { digit: '' }, '请输入流水位数'],
      ['digit zero', { digit: '0' }, '仅能输入正整数'],
      ['digit a letter', { digit: 'a' }, '仅能输入正整数'],
      ['digit two characters', { digit: '12' }, '仅能输入正整数'],
      ['digit as a number above 9', { digit: 10 }, '仅能输入正整数'],
      ['start number missing', { startNumber: undefined }, '只能输入数字'],
      ['start number not digits', { startNumber: '12a' }, '只能输入数字'],
      ['start number only zeros', { startNumber: '000' }, '流水起始不能为0'],
      ['sort above 999999', { sortCode: 1_000_000 }, '参数 sortCode 不能大于 999999'],
      ['state other than 0 or 1', { enabledMark: 3 }, '参数 enabledMark 的值无效，可选值：0、1'],
    ])('%s', async (_case, change, message) => {
      const { status, body } = await call('POST', '/api/system/BillRule', rule({ enCode: 'Invalid', fullName: '无效', ...change }));
      expect(status).toBe(400);
      expect(body.msg).toBe(message);
    });

    it('accepts a digit sent as a number, as the original client does', async () => {
      const { body } = await call('POST', '/api/system/BillRule', rule({ enCode: 'NumberDigit', fullName: '数字位数', digit: 5 }));
      expect(body.code).toBe(200);
      expect((await call('GET', `/api/system/BillRule/${body.data.id}`)).body.data.digit).toBe('5');
    });
  });
});
