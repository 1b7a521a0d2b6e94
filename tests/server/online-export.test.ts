import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { databases, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'online-export-model';
const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
    {
      __vModel__: 'items',
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        children: [{ __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量' } }],
      },
    },
  ],
};
const columnData = {
  type: 1,
  columnList: [{ prop: 'name' }, { prop: 'area' }],
  defaultSidx: 'area',
  sort: 'asc',
  hasPage: true,
  pageSize: 20,
};
/** More records than one written batch (1,000), so the workbook is made of several. */
const recordCount = 2345;

const sheetOf = (payload: Buffer) => {
  const book = XLSX.read(payload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' }) as unknown[][];
};

describe.each(databases)('the export of a generated list, written as it is downloaded, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const base = `/api/visualdev/OnlineDev/${modelId}`;
  const exportOf = (body: object) => server.call('POST', `${base}/Actions/ExportData`, admin, body);
  const download = (url: string) => server.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await releaseTestForm(server.ctx.db, {
      id: modelId,
      menuId: 'online-export-menu',
      enCode: 'onlineExport',
      fullName: '导出测试',
      formData,
      columnData,
    });
    // Record n has area n and n % 3 child rows.
    await server.ctx.db.query(
      `insert into online_record (id, model_id, data)
       select 'r' || n, $1, jsonb_build_object('name', '记录' || n, 'area', n,
              'items', coalesce((select jsonb_agg(jsonb_build_object('qty', k)) from generate_series(1, n % 3) k), '[]'::jsonb))
         from generate_series(1, $2) n`,
      [modelId, recordCount],
    );
    admin = await server.login('admin');
  });
  afterAll(() => server.close());

  it('writes every record across its batches in the list order, child rows under their record', async () => {
    const answer = await exportOf({ dataType: '1', selectKey: ['name', 'area', 'items-qty'] });
    expect(answer.body.code).toBe(200);
    const file = await download(answer.body.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const cells = sheetOf(file.rawPayload);
    expect(cells.slice(0, 2)).toEqual([
      ['名称', '面积', '明细'],
      ['', '', '数量'],
    ]);
    const records = cells.slice(2).filter((row) => row[0] !== '');
    expect(records).toHaveLength(recordCount);
    expect(records.map((row) => row[1])).toEqual(Array.from({ length: recordCount }, (_, index) => index + 1));
    // Record 2 has two child rows: its own cells on the first, the second child alone on the next.
    const second = cells.findIndex((row) => row[0] === '记录2');
    expect(cells.slice(second, second + 2)).toEqual([
      ['记录2', 2, 1],
      ['', '', 2],
    ]);
    const childRows = cells.slice(2).length - recordCount;
    const twoChildRecords = Array.from({ length: recordCount }, (_, index) => index + 1).filter((n) => n % 3 === 2).length;
    expect(childRows).toBe(twoChildRecords);
  });

  it('writes the page the list shows when asked for the page', async () => {
    const answer = await exportOf({ dataType: '0', currentPage: 3, pageSize: 20, selectKey: 'name,area', queryJson: '{}' });
    const cells = sheetOf((await download(answer.body.data.url)).rawPayload);
    expect(cells[0]).toEqual(['名称', '面积']);
    expect(cells.slice(1).map((row) => row[1])).toEqual(Array.from({ length: 20 }, (_, index) => 41 + index));
  });

  it('answers the same export at `Actions/Export`, the path spec 001 also names', async () => {
    const body = { dataType: '0', currentPage: 2, pageSize: 20, selectKey: 'name,area', queryJson: '{}' };
    const answer = await server.call('POST', `${base}/Actions/Export`, admin, body);
    expect(answer.body.code).toBe(200);
    const cells = sheetOf((await download(answer.body.data.url)).rawPayload);
    expect(cells[0]).toEqual(['名称', '面积']);
    expect(cells.slice(1).map((row) => row[1])).toEqual(Array.from({ length: 20 }, (_, index) => 21 + index));
  });
});
