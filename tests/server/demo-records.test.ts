/**
 * The demo records of the seeded generated forms (server/seed/demo-records.ts): 5,000 customers and
 * 300 stations, each a record the form itself accepts, listed and searched through the runtime's calls,
 * and the customer numbers taken from the bill rule so the next customer gets the following number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRecord } from '../../schemas/online/check-record';
import { recordFields } from '../../schemas/online/record-fields';
import { demoCustomerCount, demoStationCount } from '../../server/seed/demo-records';
import { heatCustomerDefinition, heatStationDefinition } from '../../server/seed/visual-dev-definitions';
import { seedId } from '../../server/db/ids';
import { databases, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

describe.each(databases)('the demo records of the seeded forms on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const customers = `/api/visualdev/OnlineDev/${heatCustomerDefinition.id}`;
  const stations = `/api/visualdev/OnlineDev/${heatStationDefinition.id}`;

  beforeAll(async () => {
    server = await startTestServer(kind, { demoRecords: true });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const recordsOf = async (modelId: string) =>
    (await server.db.query<{ data: Record<string, unknown> }>('select data from online_record where model_id = $1', [modelId])).map(
      (row) => row.data,
    );

  it('seeds 5,000 customers and 300 stations, every one a record its form accepts', async () => {
    for (const [seeded, count] of [
      [heatCustomerDefinition, demoCustomerCount],
      [heatStationDefinition, demoStationCount],
    ] as const) {
      const records = await recordsOf(seeded.id);
      expect(records).toHaveLength(count);
      const fields = recordFields(seeded.definition.formData);
      const problems = records.flatMap((record) => checkRecord(fields, record).problems.map((problem) => problem.message));
      expect(problems).toEqual([]);
    }
  });

  it('numbers the customers from the bill rule, and the next customer added gets the number after them', async () => {
    const numbers = (await recordsOf(heatCustomerDefinition.id)).map((record) => String(record.customerNo)).sort();
    const year = new Date().getFullYear();
    expect(numbers[0]).toBe(`SF${year}000001`);
    expect(numbers.at(-1)).toBe(`SF${year}005000`);
    expect(new Set(numbers).size).toBe(demoCustomerCount);
    const [record] = await recordsOf(heatCustomerDefinition.id);
    const created = await server.call('POST', customers, admin, { data: JSON.stringify({ ...record, customerNo: undefined }) });
    expect(created.body).toMatchObject({ code: 200 });
    const stored = await server.call('GET', `${customers}/${created.body.data.id}`, admin);
    expect(JSON.parse(stored.body.data.data).customerNo).toBe(`SF${year}005001`);
  });

  it('lists them a page at a time, searched and sorted by the lists’ own configuration', async () => {
    const page = (await server.call('POST', `${customers}/List`, admin, { currentPage: 1, pageSize: 20 })).body.data;
    expect(page.list).toHaveLength(20);
    expect(page.pagination.total).toBe(demoCustomerCount + 1);
    const east = (
      await server.call('POST', `${stations}/List`, admin, {
        currentPage: 1,
        pageSize: 20,
        queryJson: JSON.stringify({ district: 'east' }),
      })
    ).body.data;
    expect(east.pagination.total).toBe(demoStationCount / 3);
    expect(east.list.every((station: { district: string }) => station.district === 'east')).toBe(true);
  });

  it('pages them for relation fields: the keyword in the field shown, the chosen columns as text, to the users of the forms that relate to them', async () => {
    const [first] = await recordsOf(heatCustomerDefinition.id);
    const name = String(first!.customerName);
    const query = `keyword=${encodeURIComponent(name)}&currentPage=1&pageSize=50&relationField=customerName&columnOptions=customerNo,stationName,payments,nothing`;
    const url = `/api/visualdev/Base/${heatCustomerDefinition.id}/FieldDataSelect?${query}`;
    const page = (await server.call('GET', url, admin)).body.data;
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.pagination.total).toBe(page.list.length);
    for (const row of page.list) {
      expect(row.customerName).toContain(name);
      expect(Object.keys(row).sort()).toEqual(['customerName', 'customerNo', 'id', 'stationName']);
      expect(row.stationName).toMatch(/换热站$/);
    }

    // A call-centre agent has no menu of 热用户档案: refused, until a form of theirs relates to it.
    const agent = await server.login('agent01');
    expect((await server.call('GET', url, agent)).body.code).toBe(403);
    await releaseTestForm(server.db, {
      id: 'repair-visit',
      menuId: 'repair-visit-menu',
      enCode: 'repairVisit',
      fullName: '上门维修',
      parentMenu: 'inboundService',
      formData: {
        fields: [
          {
            __vModel__: 'customer',
            __config__: { jnpfKey: 'relationForm', label: '热用户' },
            modelId: heatCustomerDefinition.id,
            relationField: 'customerName',
          },
        ],
      },
    });
    await server.db.query(
      `insert into authorize (item_type, item_id, object_type, object_id) values ('module', 'repair-visit-menu', 'Role', $1)`,
      [seedId('role', 'agent')],
    );
    server.ctx.access.invalidate();
    expect((await server.call('GET', url, agent)).body.data.list).toEqual(page.list);
  });
});
