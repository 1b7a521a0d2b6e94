import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnitReportRow, WorkOrderListItem } from '../../api/workorder';
import { databases, startTestServer, type TestServer } from './harness';

/** An instant given as a wall time in Shanghai (UTC+8). */
const sh = (month: number, day: number, hours = 0) => Date.UTC(2026, month - 1, day, hours) - 8 * 3_600_000;

/**
 * 各单位工单统计 (report/gdwgdtj): counts by unit and status group in a period, the drill-down lists
 * that each count stands for, the daily detail and the export.
 */
describe.each(databases)('work-order report on %s', (kind) => {
  let server: TestServer;
  let now = sh(12, 1, 10);
  const tokens: Record<string, string> = {};
  const units: Record<string, string> = {};
  const users: Record<string, string> = {};
  const orders: Record<string, string> = {};

  const call = async (method: 'GET' | 'POST', url: string, account: string, payload?: object) => {
    const { body } = await server.call(method, url, tokens[account], payload);
    expect(body, `${method} ${url}`).toMatchObject({ code: 200 });
    return body.data;
  };
  const create = async (name: string, urgent = 1) =>
    (orders[name] = (await call('POST', '/api/workorder', 'agent01', { content: `工单${name}`, urgent })).id);
  const dispatch = (name: string, unit: string, user?: string) =>
    call('POST', `/api/workorder/${orders[name]}/Dispatch`, 'agent01', {
      handleOrgId: units[unit],
      ...(user ? { handleUserId: users[user] } : {}),
    });
  const step = (name: string, path: string, account: string, payload: object = {}) =>
    call('POST', `/api/workorder/${orders[name]}/${path}`, account, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.ctx.clock = () => new Date(now);
    for (const account of ['agent01', 'zhoujie', 'luobin', 'admin']) tokens[account] = await server.login(account);
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) users[row.account] = row.id;
    for (const row of await server.db.query<{ id: string; en_code: string }>(`select id, en_code from organize`))
      units[row.en_code] = row.id;

    // 1 December: A not dispatched; B dispatched; C worked to closed, all at 换热站运维班.
    await create('A');
    await create('B');
    await dispatch('B', 'stationOps', 'zhoujie');
    await create('C');
    await dispatch('C', 'stationOps', 'zhoujie');
    await step('C', 'Accept', 'zhoujie');
    await step('C', 'Submit', 'zhoujie', { result: '已处理' });
    await step('C', 'Check', 'agent01', { pass: 1 });
    // 2 December: D returned by 管网工程部; E urgent (4 hours), in progress there, then past its deadline.
    now = sh(12, 2, 9);
    await create('D');
    await dispatch('D', 'pipeNetwork', 'luobin');
    await step('D', 'Return', 'luobin', { reason: '非本部门' });
    await create('E', 3);
    await dispatch('E', 'pipeNetwork', 'luobin');
    await step('E', 'Accept', 'luobin');
    now = sh(12, 2, 15);
  });
  afterAll(async () => server?.close());

  const period = (from: number, to: number) => `startTime=${from}&endTime=${to}`;
  const report = async (query: string): Promise<{ list: UnitReportRow[]; summary: Omit<UnitReportRow, 'unitId' | 'unitName'> }> =>
    call('GET', `/api/workorder/Report/ByUnit?${query}`, 'admin');

  it('counts the work orders of the period by unit and status group, with the totals', async () => {
    const { list, summary } = await report(period(sh(12, 1), sh(12, 3)));
    // Work orders not dispatched first, then the units in the organisation's order.
    expect(list[0]).toEqual({
      unitId: '',
      unitName: '未派单',
      total: 1,
      pending: 1,
      processing: 0,
      closed: 0,
      overdue: 0,
      closeRate: '0.0',
    });
    expect(list.slice(1)).toHaveLength(2);
    expect(list.slice(1)).toEqual(
      expect.arrayContaining([
        {
          unitId: units.stationOps,
          unitName: '换热站运维班',
          total: 2,
          pending: 1,
          processing: 0,
          closed: 1,
          overdue: 0,
          closeRate: '50.0',
        },
        { unitId: units.pipeNetwork, unitName: '管网工程部', total: 2, pending: 1, processing: 1, closed: 0, overdue: 1, closeRate: '0.0' },
      ]),
    );
    expect(summary).toEqual({ total: 5, pending: 3, processing: 1, closed: 1, overdue: 1, closeRate: '20.0' });
    // A period of 2 December alone holds 管网工程部's two.
    expect((await report(period(sh(12, 2), sh(12, 3)))).list).toEqual([expect.objectContaining({ unitName: '管网工程部', total: 2 })]);
    expect((await report(period(sh(12, 5), sh(12, 6)))).list).toEqual([]);
  });

  it('drills down to the work orders behind each count', async () => {
    const cell = async (unit: string, group: string): Promise<string[]> => {
      const data = await call(
        'GET',
        `/api/workorder?view=report&handleOrgId=${unit}&group=${group}&${period(sh(12, 1), sh(12, 3))}`,
        'admin',
      );
      return (data.list as WorkOrderListItem[]).map((item) => item.id).sort();
    };
    expect(await cell(units.pipeNetwork!, 'overdue')).toEqual([orders.E]);
    expect(await cell(units.pipeNetwork!, 'pending')).toEqual([orders.D]);
    expect(await cell(units.stationOps!, 'total')).toEqual([orders.B, orders.C].sort());
    expect(await cell(units.stationOps!, 'closed')).toEqual([orders.C]);
    expect(await cell('', 'pending')).toEqual([orders.A]);
  });

  it("gives one unit's counts by day", async () => {
    const data = await call(
      'GET',
      `/api/workorder/Report/ByUnit/Days?handleOrgId=${units.stationOps}&${period(sh(12, 1), sh(12, 3))}`,
      'admin',
    );
    expect(data.list).toEqual([{ day: '2026-12-01', total: 2, pending: 1, processing: 0, closed: 1, overdue: 0, closeRate: '50.0' }]);
  });

  it('exports the report with its totals row', async () => {
    const file = await call('GET', `/api/workorder/Report/ByUnit/Export?${period(sh(12, 1), sh(12, 3))}`, 'admin');
    const download = await server.app.inject({ method: 'GET', url: file.url });
    const book = XLSX.read(download.rawPayload);
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['单位', '工单总数', '待处理', '在办', '已办结', '超时', '办结率(%)']);
    expect(rows.at(-1)).toEqual(['合计', 5, 3, 1, 1, 1, '20.0']);
  });

  it('is for the menu 各单位工单统计; its export for its button 导出', async () => {
    expect((await server.call('GET', '/api/workorder/Report/ByUnit', tokens.agent01)).status).toBe(403);
    // 运维人员 have the menu without buttons.
    expect((await server.call('GET', '/api/workorder/Report/ByUnit', tokens.zhoujie)).status).toBe(200);
    expect((await server.call('GET', '/api/workorder/Report/ByUnit/Export', tokens.zhoujie)).status).toBe(403);
  });
});
