import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { cappedCount, pageOf, type PagedQuery } from '../../server/db/paging';
import { dropPostgresSchema } from '../../server/db/postgres';
import { databases } from './harness';

describe.each(databases)('the paging helper on %s', (kind) => {
  const schema = `test_paging_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl, schema: kind === 'postgres' ? schema : undefined, poolSize: 2 });
    await db.query('create table numbers (n integer primary key)');
    await db.query('insert into numbers select generate_series(1, 250)');
  });
  afterAll(async () => {
    await db?.close();
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
  });

  const query = (extra: Partial<PagedQuery> = {}): PagedQuery => ({
    select: 'select n',
    from: 'from numbers where n > $1',
    params: [0],
    orderBy: 'order by n',
    ...extra,
  });

  it('answers a page and the exact total', async () => {
    const page = await pageOf<{ n: number }>(db, query(), { currentPage: 3, pageSize: 20 });
    expect(page.list.map((row) => row.n)).toEqual(Array.from({ length: 20 }, (_, i) => 41 + i));
    expect(page.pagination).toEqual({ currentPage: 3, pageSize: 20, total: 250 });
  });

  it('with a cap, counts no further than the cap or ten pages past the page, and the total grows as pages go further', async () => {
    expect(cappedCount(100, 0, 20)).toBe(200);
    expect(cappedCount(1000, 0, 20)).toBe(1000);
    expect((await pageOf(db, query({ countCap: 50 }), { currentPage: 1, pageSize: 2 })).pagination.total).toBe(50);
    expect((await pageOf(db, query({ countCap: 50 }), { currentPage: 10, pageSize: 10 })).pagination.total).toBe(190);
    // Within the cap the total is exact.
    expect((await pageOf(db, query({ countCap: 1000 }), { currentPage: 1, pageSize: 20 })).pagination.total).toBe(250);
    const last = await pageOf<{ n: number }>(db, query({ countCap: 50 }), { currentPage: 13, pageSize: 20 });
    expect(last.list.map((row) => row.n)).toEqual(Array.from({ length: 10 }, (_, i) => 241 + i));
    expect(last.pagination.total).toBe(250);
  });
});
