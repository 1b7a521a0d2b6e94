import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/db/ids';
import { databases, startTestServer, type TestServer } from './harness';

describe.each(databases)('names of picker values (Users/getSelectedList) on %s', (kind) => {
  let server: TestServer;
  let agent: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    agent = await server.login('agent01');
  });
  afterAll(async () => server?.close());

  const ask = (entries: unknown, token = agent) => server.call('POST', '/api/permission/Users/getSelectedList', token, { userId: entries });

  it('names companies, departments, positions, groups, roles, users and areas in one call, to any signed-in user', async () => {
    const entries = [
      `${seedId('organize', 'heatingCo')}--organize`,
      `${seedId('organize', 'finance')}--organize`,
      `${seedId('organize', 'finance')}--department`,
      `${seedId('organize', 'heatingCo')}--company`,
      `${seedId('position', 'accountant')}--position`,
      `${seedId('group', 'winterDuty')}--group`,
      `${seedId('role', 'auditor')}--role`,
      `${seedId('user', 'agent01')}--user`,
      '440300--area',
    ];
    const { body } = await ask(entries);
    expect(body.code).toBe(200);
    const names = Object.fromEntries(body.data.list.map((item: any) => [item.id, [item.fullName, item.type]]));
    expect(names[entries[1]!]).toEqual(['财务部', 'organize']);
    expect(names[entries[2]!]).toEqual(['财务部', 'department']);
    expect(names[entries[4]!]).toEqual(['会计', 'position']);
    expect(names[entries[5]!]).toEqual(['冬季保供值班组', 'group']);
    expect(names[entries[7]!]?.[0]).toMatch(/\/agent01$/);
    expect(names[entries[8]!]).toEqual(['深圳市', 'area']);
    expect(Object.keys(names)).toHaveLength(entries.length);
  });

  it('leaves out unknown ids, unknown types and a department asked as a company', async () => {
    const { body } = await ask(['nobody--user', `${seedId('organize', 'finance')}--company`, 'x--planet', 'no-type']);
    expect(body).toMatchObject({ code: 200, data: { list: [] } });
  });

  it('refuses a caller without a session and a malformed body with a clear message', async () => {
    expect((await server.call('POST', '/api/permission/Users/getSelectedList', undefined, { userId: [] })).body.code).toBe(602);
    const bad = (await ask([{ id: 'a' }])).body;
    expect(bad.code).toBe(400);
    expect(bad.msg).toBeTruthy();
    expect((await ask(Array.from({ length: 2001 }, (_, i) => `${i}--user`))).body.code).toBe(400);
  });
});
