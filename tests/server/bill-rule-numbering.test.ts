import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billRuleMessages } from '../../api/bill-rule';
import { databases, startTestServer, type TestServer } from './harness';

/**
 * `GET system/BillRule/BillNumber/{code}` (reference 4.11): consecutive numbers from the start number,
 * a restart when the date part changes (with the injected clock), distinct under concurrency.
 */
describe.each(databases)('bill numbers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let general: string;
  let now = new Date(2026, 0, 31, 23, 59, 0);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    general = (await server.call('GET', '/api/system/DictionaryData/businessType/Data/Selector', admin)).body.data.list[0].id;
    server.ctx.clock = () => now;
  });
  afterAll(async () => server?.close());

  const next = async (code: string) => {
    const { body } = await server.call('GET', `/api/system/BillRule/BillNumber/${encodeURIComponent(code)}`, admin);
    expect(body.code, body.msg).toBe(200);
    return body.data as string;
  };
  const createRule = async (enCode: string, dateFormat: string, digit: string, startNumber: string) => {
    const { body } = await server.call('POST', '/api/system/BillRule', admin, {
      fullName: enCode,
      enCode,
      category: general,
      prefix: `${enCode}-`,
      dateFormat,
      digit,
      startNumber,
    });
    expect(body.code, body.msg).toBe(200);
    return body.data.id as string;
  };

  it('counts from the start number, padded to the digit count, and records the last number', async () => {
    await createRule('Day', 'yyyyMMdd', '4', '0098');
    expect([await next('Day'), await next('Day'), await next('Day')]).toEqual(['Day-202601310098', 'Day-202601310099', 'Day-202601310100']);
    const [row] = (await server.call('GET', '/api/system/BillRule?keyword=Day', admin)).body.data.list;
    expect(row.outputNumber).toBe('Day-202601310100');
  });

  it('keeps counting past the digit count instead of cutting the number', async () => {
    await createRule('Tiny', 'no', '1', '8');
    expect([await next('Tiny'), await next('Tiny'), await next('Tiny')]).toEqual(['Tiny-8', 'Tiny-9', 'Tiny-10']);
  });

  it('restarts each counter when its date part changes: day, month, year; never for no', async () => {
    await createRule('Month', 'yyyyMM', '3', '001');
    await createRule('Year', 'yyyy', '3', '001');
    await createRule('Never', 'no', '3', '001');
    now = new Date(2026, 0, 31, 23, 59, 0);
    expect([await next('Day'), await next('Month'), await next('Year'), await next('Never')]).toEqual([
      'Day-202601310101',
      'Month-202601001',
      'Year-2026001',
      'Never-001',
    ]);
    now = new Date(2026, 1, 1, 0, 0, 1); // the next day, a new month
    expect([await next('Day'), await next('Month'), await next('Year'), await next('Never')]).toEqual([
      'Day-202602010098',
      'Month-202602001',
      'Year-2026002',
      'Never-002',
    ]);
    now = new Date(2026, 1, 1, 18, 0, 0); // same day
    expect(await next('Day')).toBe('Day-202602010099');
    now = new Date(2027, 0, 1, 8, 0, 0); // a new year
    expect([await next('Day'), await next('Month'), await next('Year'), await next('Never')]).toEqual([
      'Day-202701010098',
      'Month-202701001',
      'Year-2027001',
      'Never-003',
    ]);
  });

  it('restarts the counter when the rule gets a new start number, and keeps it for other edits', async () => {
    const id = await createRule('Edited', 'no', '3', '001');
    expect([await next('Edited'), await next('Edited')]).toEqual(['Edited-001', 'Edited-002']);
    const base = { fullName: 'Edited', enCode: 'Edited', category: general, prefix: 'Edited-', dateFormat: 'no', digit: '3' };
    await server.call('PUT', `/api/system/BillRule/${id}`, admin, { ...base, startNumber: '001', description: '只改说明' });
    expect(await next('Edited')).toBe('Edited-003');
    await server.call('PUT', `/api/system/BillRule/${id}`, admin, { ...base, startNumber: '500' });
    expect(await next('Edited')).toBe('Edited-500');
  });

  it('answers a clear message for an unknown or a disabled rule', async () => {
    const unknown = await server.call('GET', '/api/system/BillRule/BillNumber/NoSuchRule', admin);
    expect(unknown.body).toMatchObject({ code: 404, msg: billRuleMessages.unknownCode('NoSuchRule') });
    const id = await createRule('Off', 'no', '2', '01');
    await server.call('PUT', `/api/system/BillRule/${id}/Actions/State`, admin);
    const disabled = await server.call('GET', '/api/system/BillRule/BillNumber/Off', admin);
    expect(disabled.body).toMatchObject({ code: 400, msg: billRuleMessages.disabled('Off') });
    await server.call('PUT', `/api/system/BillRule/${id}/Actions/State`, admin);
    expect(await next('Off')).toBe('Off-01');
  });

  it('gives 200 concurrent requests 200 distinct, consecutive numbers', async () => {
    await createRule('Busy', 'yyyyMMdd', '5', '00001');
    const numbers = await Promise.all(Array.from({ length: 200 }, () => next('Busy')));
    const serials = numbers.map((number) => Number(number.slice('Busy-20270101'.length))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(200);
    expect(serials).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const [row] = (await server.call('GET', '/api/system/BillRule?keyword=Busy', admin)).body.data.list;
    expect(row.outputNumber).toBe('Busy-2027010100200');
  });
});
