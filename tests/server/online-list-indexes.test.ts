/**
 * The indexes a release gives a generated form's list serve its searches (bench:online): a text field
 * searched for equality is read as text (`data->>key`) by the search and by its index alike, and a fuzzy
 * keyword of one or two characters, which makes no trigram, is found through the field's characters and
 * pairs of characters (`user_search_grams`). Each plan is asked with sequential scans off, beside enough
 * other records that a selective index is worth reading, so it shows the index serving the query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineListQuery } from '../../server/online/list-query';
import { onlineModel } from '../../server/online/online-model';
import { ensureListIndexes } from '../../server/online/release-indexes';
import { databases, startTestServer, type TestServer } from './harness';
import { releaseTestForm } from './online-forms';

const modelId = 'online-index-model';
const base = `/api/visualdev/OnlineDev/${modelId}`;

const formData = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } },
    {
      __vModel__: 'district',
      __config__: { jnpfKey: 'select', label: '片区', dataType: 'static' },
      __slot__: { options: ['东区', '西区', '北区'].map((fullName, index) => ({ id: `d${index}`, fullName })) },
    },
    { __vModel__: 'area', __config__: { jnpfKey: 'inputNumber', label: '面积' } },
  ],
};
const columnData = {
  columnList: [{ prop: 'name' }, { prop: 'district' }, { prop: 'area' }],
  searchList: [
    { prop: 'name', searchType: 2 },
    { prop: 'district', searchType: 1 },
    { prop: 'area', searchType: 3 },
  ],
  defaultSidx: 'area',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
};

const names = ['张伟88', '李娜', 'Wang88X', '王8号', '供热88站', 'x8y8'];

describe.each(databases)('the list indexes of a released form on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  /** The plan of the list's page query under `queryJson`, with sequential scans off. */
  async function planOf(queryJson: Record<string, unknown>): Promise<string> {
    const model = await onlineModel(server.ctx.db, modelId);
    const query = onlineListQuery(model!, { queryJson }, { hidden: new Set() });
    return server.ctx.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${query.select} ${query.from} ${query.orderBy} limit 20`, [...query.params]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  const list = async (queryJson: Record<string, unknown>) =>
    (await server.call('POST', `${base}/List`, admin, { queryJson: JSON.stringify(queryJson) })).body.data.list.map(
      (row: { name: string }) => row.name,
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    await releaseTestForm(server.ctx.db, {
      id: modelId,
      menuId: 'online-index-menu',
      enCode: 'onlineIndexForm',
      fullName: '索引测试',
      formData,
      columnData,
    });
    await ensureListIndexes(server.ctx.db, modelId, formData, columnData);
    admin = await server.login('admin');
    for (const [index, name] of names.entries())
      expect(
        (
          await server.call('POST', base, admin, { data: JSON.stringify({ name, district: `d${index % 3}`, area: 50 + index }) })
        ).body.code,
      ).toBe(200);
    // Enough other records (names of CJK characters no search here matches) for the planner to prefer a
    // selective index to reading the form's rows.
    await server.ctx.db.query(
      `insert into online_record (id, model_id, data, organize_ids, creator_time)
       select 'filler' || n, $1, jsonb_build_object('name', '其他' || chr(19968 + n % 1000), 'district', 'd9', 'area', n), '{}', now()
         from generate_series(1, 3000) n`,
      [modelId],
    );
    await server.ctx.db.query('analyze online_record');
  });
  afterAll(async () => server?.close());

  it('stores and lists a record without a value in the fuzzy-searched field', async () => {
    const created = await server.call('POST', base, admin, { data: JSON.stringify({ district: 'd2', area: 1 }) });
    expect(created.body.code).toBe(200);
    expect((await list({ district: 'd2' })).length).toBeGreaterThan(0);
    expect(await list({ name: '8' })).not.toContain(undefined);
    await server.call('DELETE', `${base}/${created.body.data.id}`, admin);
  });

  it('finds a keyword of one or two characters, case aside, exactly as the fuzzy search does', async () => {
    expect((await list({ name: '88' })).sort()).toEqual(['Wang88X', '供热88站', '张伟88']);
    expect((await list({ name: 'g8' })).sort()).toEqual(['Wang88X']);
    expect((await list({ name: 'G8' })).sort()).toEqual(['Wang88X']);
    expect((await list({ name: '王' })).sort()).toEqual(['王8号']);
    expect((await list({ name: '8' })).sort()).toEqual(['Wang88X', 'x8y8', '供热88站', '张伟88', '王8号']);
    expect((await list({ name: '8站' })).sort()).toEqual(['供热88站']);
    // Three characters or more: the trigram search, as before.
    expect((await list({ name: '88站' })).sort()).toEqual(['供热88站']);
    expect(await list({ name: '8 8' })).toEqual([]);
  });

  it('serves a short keyword from the pairs-of-characters index and a text equality from its text index', async () => {
    expect(await planOf({ name: '88' })).toMatch(/Index Cond: \(user_search_grams\(\(data ->> 'name'::text\)\) @>/);
    expect(await planOf({ district: 'd1' })).toMatch(/Index Cond: \(\(data ->> 'district'::text\) = /);
    expect(await list({ district: 'd1' })).toEqual(['供热88站', '李娜']);
  });
});
