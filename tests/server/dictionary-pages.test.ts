import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineEntryLimit } from '../../server/dictionary/entry-page';
import { databases, startTestServer, type TestServer } from './harness';

type Row = { id: string; fullName: string; hasChildren: boolean; children: Row[] };
const names = (rows: Row[]) => rows.map((row) => row.fullName);

/** Entry pages of the management screens and the cached `All` (issue 19), on both databases. */
describe.each(databases)('dictionary entries at scale on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let small: string;
  let large: string;

  const get = async (url: string) => (await server.call('GET', url, admin)).body;
  const newType = async (fullName: string, enCode: string, isTree: 0 | 1) =>
    (await server.call('POST', '/api/system/DictionaryType', admin, { parentId: '-1', fullName, enCode, isTree })).body.data.id as string;
  const newItem = async (dictionaryTypeId: string, fullName: string, enCode: string, parentId = dictionaryTypeId, sortCode = 0) =>
    (await server.call('POST', '/api/system/DictionaryData', admin, { dictionaryTypeId, parentId, fullName, enCode, sortCode })).body.data
      .id as string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await server.login('admin');
    small = await newType('小树', 'smallTree', 1);
    const north = await newItem(small, '北区', 'north', small, 1);
    await newItem(small, '北一站', 'n1', north);
    await newItem(small, '南区', 'south', small, 2);
    await newItem(small, '西区', 'west', small, 3);

    // Above the limit: 30 top-level areas of 80 stations each (2,430 entries), numbered in sort order.
    large = await newType('大树', 'largeTree', 1);
    await server.db.query(
      `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
       select 'area' || a, $1, '0', '片区' || a, 'area' || a, a from generate_series(1, 30) a`,
      [large],
    );
    await server.db.query(
      `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
       select 'area' || a || '-' || s, $1, 'area' || a, '片区' || a || '换热站' || s, 'st' || a || '_' || s, s
         from generate_series(1, 30) a, generate_series(1, 80) s`,
      [large],
    );
    await server.db.query(
      `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
       select 'area1-1-' || s, $1, 'area1-1', '末端' || s, 'leaf' || s, s from generate_series(1, 1) s`,
      [large],
    );
  });
  afterAll(async () => server?.close());

  it('pages a small tree category by its top rows, each with its whole subtree, and keeps the ancestors of a match', async () => {
    const first = (await get(`/api/system/DictionaryData/${small}?currentPage=1&pageSize=2`)).data;
    expect(names(first.list)).toEqual(['北区', '南区']);
    expect(names(first.list[0].children)).toEqual(['北一站']);
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(names((await get(`/api/system/DictionaryData/smallTree?currentPage=2&pageSize=2`)).data.list)).toEqual(['西区']);
    const found = (await get(`/api/system/DictionaryData/${small}?currentPage=1&keyword=一站`)).data;
    expect(names(found.list)).toEqual(['北区']);
    expect(names(found.list[0].children)).toEqual(['北一站']);
  });

  it('answers a large tree category one level at a time, each row saying whether it has children', async () => {
    const top = (await get(`/api/system/DictionaryData/${large}?currentPage=2&pageSize=20`)).data;
    expect(top.pagination.total).toBe(30);
    expect(names(top.list)).toEqual(Array.from({ length: 10 }, (_, i) => `片区${i + 21}`));
    expect(top.list[0]).toMatchObject({ hasChildren: true, children: [] });

    const stations = (await get(`/api/system/DictionaryData/${large}?currentPage=1&pageSize=500&parentId=area1`)).data;
    expect(stations.pagination.total).toBe(80);
    expect(stations.list[0]).toMatchObject({ fullName: '片区1换热站1', hasChildren: true });
    expect(stations.list[1]).toMatchObject({ fullName: '片区1换热站2', hasChildren: false });
    expect(inlineEntryLimit).toBeLessThan(30 * 81);
    // Past a level's last page: no rows, the level's total still.
    const past = (await get(`/api/system/DictionaryData/${large}?currentPage=5&pageSize=20&parentId=area1`)).data;
    expect(past).toEqual({ list: [], pagination: { currentPage: 5, pageSize: 20, total: 80 } });
  });

  it('keeps each level’s total and "has children" right as entries are added, moved and deleted', async () => {
    const level = async (parentId: string) =>
      (await get(`/api/system/DictionaryData/${large}?currentPage=1&pageSize=100&parentId=${parentId}`)).data;
    const leaf = (await level('area1-1')).list[0];
    expect((await level('area1')).list[1]).toMatchObject({ id: 'area1-2', hasChildren: false });
    // The leaf moves under station 2 of area 1: station 1 has no children left, station 2 has one.
    const moved = await server.call('PUT', `/api/system/DictionaryData/${leaf.id}`, admin, {
      dictionaryTypeId: large,
      parentId: 'area1-2',
      fullName: leaf.fullName,
      enCode: leaf.enCode,
      sortCode: 1,
      enabledMark: 1,
    });
    expect(moved.body.code).toBe(200);
    const stations = await level('area1');
    expect(stations.list.slice(0, 2).map((row: Row) => row.hasChildren)).toEqual([false, true]);
    await newItem(large, '新增站', 'added', 'area1', 99);
    expect((await level('area1')).pagination.total).toBe(81);
    expect((await server.call('DELETE', `/api/system/DictionaryData/${leaf.id}`, admin)).body.code).toBe(200);
    expect((await level('area1')).list[1]).toMatchObject({ id: 'area1-2', hasChildren: false });
    expect((await level('area1-2')).pagination.total).toBe(0);
  });

  it('finds entries of a large category by any part of the name or the code, flat and paged', async () => {
    const byName = (await get(`/api/system/DictionaryData/${large}?currentPage=1&pageSize=5&keyword=${encodeURIComponent('热站7')}`)).data;
    // 7 and 70-79 of each of the 30 areas.
    expect(byName.pagination.total).toBe(30 * 11);
    expect(byName.list).toHaveLength(5);
    expect(byName.list.every((row: Row) => row.fullName.includes('热站7') && !row.hasChildren)).toBe(true);
    const byCode = (await get(`/api/system/DictionaryData/${large}?currentPage=1&keyword=ST12_8`)).data;
    expect(names(byCode.list).sort()).toEqual(['片区12换热站8', '片区12换热站80'].sort());
    // `%` and `_` are taken literally: no code holds "1%".
    expect((await get(`/api/system/DictionaryData/${large}?currentPage=1&keyword=${encodeURIComponent('1%')}`)).data.pagination.total).toBe(
      0,
    );
  });

  it('pages a keyword in list order past its last match, and a keyword matching more than the count reads in order too', async () => {
    // 10,050 flat entries: sort code n % 7, all made at once, so the order is the sort code, then the id.
    const flat = await newType('大平铺', 'largeFlat', 0);
    await server.db.query(
      `insert into dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code)
       select 'f' || n, $1, '0', '条目 ' || n, 'item' || n, n % 7 from generate_series(1, 10050) n`,
      [flat],
    );
    const inOrder = (numbers: number[]) =>
      numbers
        .map((n) => ({ n, sort: n % 7, id: `f${n}` }))
        .sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
        .map(({ n }) => `条目 ${n}`);
    const page = async (keyword: string, currentPage: number) =>
      (await get(`/api/system/DictionaryData/${flat}?currentPage=${currentPage}&pageSize=20&keyword=${encodeURIComponent(keyword)}`)).data;

    // 42, 420-429 and 4200-4299.
    const matches = [42, ...Array.from({ length: 10 }, (_, i) => 420 + i), ...Array.from({ length: 100 }, (_, i) => 4200 + i)];
    const second = await page('条目 42', 2);
    expect(second.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 111 });
    expect(names(second.list)).toEqual(inOrder(matches).slice(20, 40));
    const past = await page('条目 42', 7);
    expect(past).toEqual({ list: [], pagination: { currentPage: 7, pageSize: 20, total: 111 } });

    // Every entry matches: counted up to 10,000, the page still the first 20 of all in order.
    const everything = await page('条目', 1);
    expect(everything.pagination.total).toBe(10_000);
    expect(names(everything.list)).toEqual(inOrder(Array.from({ length: 10050 }, (_, i) => i + 1)).slice(0, 20));
  });

  it('still answers the whole category without paging, as JNPF clients call it', async () => {
    const whole = (await get(`/api/system/DictionaryData/${small}`)).data;
    expect(whole.pagination).toBeUndefined();
    expect(names(whole.list)).toEqual(['北区', '南区', '西区']);
  });

  it('answers All with a version tag: 304 while nothing changed, the new version after a write', async () => {
    const all = (etag?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/system/DictionaryData/All',
        headers: { authorization: admin, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const smallTreeNames = (answer: Awaited<ReturnType<typeof all>>) =>
      names(answer.json().data.list.find((entry: { enCode: string }) => entry.enCode === 'smallTree').dictionaryList);

    const first = await all();
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^"dictionaries-/);
    const again = await all(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await newItem(small, '东区', 'east', small, 4);
    const changed = await all(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(smallTreeNames(changed)).toContain('东区');

    // A write that keeps the row count and every write time (an import's SQL, a restore) moves it too.
    const current = changed.headers.etag as string;
    await server.db.query(`update dictionary_data set full_name = '东部' where en_code = 'east'`);
    const renamed = await all(current);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).not.toBe(current);
    expect(smallTreeNames(renamed)).toContain('东部');
  });
});
