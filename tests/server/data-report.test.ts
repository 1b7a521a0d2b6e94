/**
 * Data reports (type-5 menus; issue 16, docs/portal.md) on both databases: who may show, run and export
 * a report (a type-5 menu naming it, or 报表设计), its filter bar from the interface's parameters, a run's
 * rows and totals under filters, the .xlsx with its totals row, and the checks of a report definition.
 */
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataReportMessages } from '../../api/portal';
import { seedId } from '../../server/db/ids';
import { heatCustomerDefinition } from '../../server/seed/visual-dev-definitions';
import { heatReportConfig } from '../../server/seed/portals';
import { databases, startTestServer, type TestServer } from './harness';

const path = '/api/visualdev/DataReport';
const reportId = seedId('data_report', 'rpt-heat-consumption');

/** Three heat customers in two districts of 石家庄市 (the address is the area path the form stores). */
async function addCustomers(server: TestServer) {
  const districts = await server.db.query<{ id: string; city: string; province: string; name: string }>(
    `select d.id, c.id as city, c.parent_id as province, d.full_name as name from area d join area c on c.id = d.parent_id
      where c.full_name = '石家庄市' order by d.en_code limit 2`,
  );
  const [first, second] = districts.map((d) => ({ path: [d.province, d.city, d.id], name: d.name }));
  const customers = [
    {
      address: first!.path,
      heatingArea: 100.5,
      tariff: 'residential',
      heatState: 'heating',
      payments: [{ amount: 2211 }, { amount: 100.25 }],
    },
    { address: first!.path, heatingArea: 80.25, tariff: 'nonResidential', heatState: 'stopped', payments: [] },
    { address: second!.path, heatingArea: 60, tariff: 'residential', heatState: 'heating', payments: [{ amount: 1320 }] },
  ];
  for (const [index, data] of customers.entries()) {
    await server.db.query('insert into online_record (id, model_id, data) values ($1, $2, $3)', [
      `report-test-${index}`,
      heatCustomerDefinition.id,
      JSON.stringify(data),
    ]);
  }
  return { first: first!.name, second: second!.name };
}

describe.each(databases)('data reports on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let wangfang: string;
  let agent: string;
  let names: { first: string; second: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    server.call(method, url, token, payload);
  const run = (paramList: unknown[] = [], token = wangfang) =>
    call('POST', `${path}/rpt-heat-consumption/Actions/Run`, token, { paramList });

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    wangfang = await server.login('wangfang'); // 普通员工: 运行分析, so the 供热量统计报表 menu
    agent = await server.login('agent01'); // 客服坐席: no 运行分析
    names = await addCustomers(server);
  });
  afterAll(async () => server?.close());

  it('shows the report with its filter bar made from the interface’s parameters', async () => {
    const shown = await call('GET', `${path}/rpt-heat-consumption/auth`, wangfang);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      id: reportId,
      fullName: '供热量统计报表',
      columns: heatReportConfig.columns,
      chart: heatReportConfig.chart,
    });
    expect(shown.body.data.filters).toEqual([
      expect.objectContaining({ field: 'tariff', label: '收费类型', dataType: 'varchar', defaultValue: '', required: false }),
      expect.objectContaining({
        field: 'heatState',
        label: '供热状态',
        options: expect.arrayContaining([{ value: 'heating', label: '正常供热' }]),
      }),
    ]);
    expect((await call('GET', `${path}/${reportId}/auth`, wangfang)).body.data.enCode).toBe('rpt-heat-consumption');
    expect((await call('GET', `${path}/rpt-heat-consumption/auth`, agent)).status).toBe(403);
    expect((await call('GET', `${path}/nothing/auth`, admin)).body).toMatchObject({ code: 404, msg: dataReportMessages.notFound });
  });

  it('runs the report: rows of its columns and the totals row', async () => {
    const all = await run();
    expect(all.body.code).toBe(200);
    expect(all.body.data.list).toEqual([
      { district: names.first, customers: 2, heating: 1, heatingArea: 180.75, paid: 2311.25 },
      { district: names.second, customers: 1, heating: 1, heatingArea: 60, paid: 1320 },
    ]);
    expect(all.body.data.totals).toEqual({ district: 2, customers: 3, heating: 2, heatingArea: 240.75, paid: 3631.25 });
  });

  it('filters by the parameters, bound as values', async () => {
    const residential = await run([{ field: 'tariff', defaultValue: 'residential' }]);
    expect(residential.body.data.totals).toMatchObject({ customers: 2, heatingArea: 160.5 });
    const stopped = await run([
      { field: 'tariff', defaultValue: '' },
      { field: 'heatState', defaultValue: 'stopped' },
    ]);
    expect(stopped.body.data.list).toEqual([{ district: names.first, customers: 1, heating: 0, heatingArea: 80.25, paid: 0 }]);
    const injected = await run([{ field: 'tariff', defaultValue: "x' or '1'='1" }]);
    expect(injected.body.data).toEqual({
      list: [],
      totals: { district: 0, customers: null, heating: null, heatingArea: null, paid: null },
    });
    expect((await call('POST', `${path}/rpt-heat-consumption/Actions/Run`, wangfang, { paramList: 'tariff' })).status).toBe(400);
    expect((await run([], agent)).status).toBe(403);
  });

  it('exports the rows and the totals row as a spreadsheet', async () => {
    const exported = await call('POST', `${path}/rpt-heat-consumption/Actions/Export`, wangfang, {
      paramList: [{ field: 'heatState', defaultValue: 'heating' }],
    });
    expect(exported.body.code).toBe(200);
    expect(exported.body.data.name).toMatch(/^供热量统计报表_\d{14}\.xlsx$/);
    const download = await server.app.inject({ method: 'GET', url: exported.body.data.url });
    expect(download.statusCode).toBe(200);
    const book = XLSX.read(download.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows).toEqual([
      ['所在区', '户数', '供热户数', '供热面积（㎡）', '已缴金额（元）'],
      [names.first, 1, 1, 100.5, 2311.25],
      [names.second, 1, 1, 60, 1320],
      [2, 2, 2, 160.5, 3631.25],
    ]);
    expect((await call('POST', `${path}/rpt-heat-consumption/Actions/Export`, agent, {})).status).toBe(403);
  });

  it('checks a report definition before storing it', async () => {
    const interfaceId = seedId('data_interface', 'tariffTypes');
    const create = (change: Record<string, unknown>, token = admin) =>
      call('POST', path, token, {
        fullName: '热价报表',
        enCode: 'rpt-tariffs',
        interfaceId,
        reportConfig: JSON.stringify({
          columns: [
            { field: 'fullName', label: '类型' },
            { field: 'price', label: '单价', total: 'avg' },
          ],
          chart: { type: 'none' },
        }),
        ...change,
      });
    expect((await create({ reportConfig: '{' })).body).toMatchObject({ code: 400, msg: '报表配置不是有效的 JSON' });
    expect((await create({ reportConfig: '{"columns": [], "chart": {"type": "none"}}' })).body.msg).toBe('报表至少要有一列（columns）');
    expect(
      (await create({ reportConfig: '{"columns": [{"field": "a", "label": "A", "total": "median"}], "chart": {"type": "none"}}' })).body
        .msg,
    ).toBe('第 1 列：合计方式 total 应为 sum、avg、count、max、min 之一');
    expect(
      (
        await create({
          reportConfig: '{"columns": [{"field": "a", "label": "A"}], "chart": {"type": "bar", "category": "b", "values": ["a"]}}',
        })
      ).body.msg,
    ).toBe('图表：分类字段 category 应为报表的一列');
    expect((await create({ interfaceId: 'missing' })).body.msg).toBe(dataReportMessages.interfaceMissing);
    expect((await create({ enCode: '-bad' })).body.msg).toBe('编码只能是字母、数字、点、下划线和连字符，且以字母或数字开头和结尾');
    expect((await create({}, wangfang)).status).toBe(403);

    const created = await create({});
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    // No type-5 menu shows it yet: its designers may run it, others may not.
    const ran = await call('POST', `${path}/rpt-tariffs/Actions/Run`, admin, {});
    expect(ran.body.data.totals).toEqual({ price: (24.5 + 32 + 28 + 0.32) / 4 });
    expect((await call('POST', `${path}/rpt-tariffs/Actions/Run`, wangfang, {})).status).toBe(403);
    expect((await create({ fullName: '另一个' })).body.msg).toBe(dataReportMessages.codeTaken);
  });

  it('refuses a report whose interface is not a list of rows', async () => {
    const single = await call('POST', '/api/system/DataInterface', admin, {
      fullName: '单值',
      enCode: 'singleValue',
      category: '测试',
      dataType: 2,
      requestMethod: 'GET',
      query: '{"total": 3}',
      requestParameters: [],
    });
    expect(single.body.code).toBe(200);
    const created = await call('POST', path, admin, {
      fullName: '单值报表',
      enCode: 'rpt-single',
      interfaceId: single.body.data.id ?? single.body.data,
      reportConfig: JSON.stringify({ columns: [{ field: 'total', label: '合计' }], chart: { type: 'none' } }),
    });
    expect(created.body.code).toBe(200);
    expect((await call('POST', `${path}/rpt-single/Actions/Run`, admin, {})).body).toMatchObject({
      code: 400,
      msg: dataReportMessages.notRows,
    });
  });
});
