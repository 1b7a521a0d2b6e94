import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { hashPassword, md5Hex, verifyPassword } from '../../server/auth/passwords';
import { openDatabase, type Database } from '../../server/db/database';
import { loadMigrations, migrate, splitStatements } from '../../server/db/migrate';
import { dropPostgresSchema } from '../../server/db/postgres';
import { seed } from '../../server/seed/seed';
import { databases } from './harness';

describe.each(databases)('migrations and seed on %s', (kind) => {
  const schema = `test_db_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl, schema: kind === 'postgres' ? schema : undefined, poolSize: 3 });
  });
  afterAll(async () => {
    await db?.close();
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
  });

  it('applies a failing migration not at all: its statements and its record roll back together', async () => {
    const broken = [{ version: '0000_broken', sql: 'create table half_done (id int);\nselect * from no_such_table;' }];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/);
    expect(await db.query(`select 1 from information_schema.tables where table_name = 'half_done'`)).toHaveLength(0);
    expect(await db.query(`select 1 from schema_migrations where version = '0000_broken'`)).toHaveLength(0);
  });

  it('applies the versioned migrations once', async () => {
    const versions = loadMigrations().map((migration) => migration.version);
    expect(versions[0]).toBe('0001_foundation');
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds the demo organisation once, generating passwords that are not configured', async () => {
    const first = await seed(db, {});
    expect(first.seeded).toBe(true);
    expect(first.generated.admin).toMatch(/^\S{12,}$/);
    expect(first.generated.demo).toMatch(/^\S{12,}$/);
    const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
    const before = { users: await count('users'), modules: await count('module'), grants: await count('authorize') };
    expect(before.users).toBeGreaterThanOrEqual(25);

    const second = await seed(db, { adminPassword: 'ignored' });
    expect(second).toEqual({ seeded: false, generated: {} });
    expect({ users: await count('users'), modules: await count('module'), grants: await count('authorize') }).toEqual(before);

    const [admin] = await db.query<{ password_hash: string }>(`select password_hash from users where account = 'admin'`);
    expect(await verifyPassword(md5Hex(first.generated.admin!), admin!.password_hash)).toBe(true);
  });

  it('runs a transaction to completion or not at all', async () => {
    await db.query('create table if not exists tx_probe (id int primary key)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into tx_probe values (1)');
        await tx.query('insert into tx_probe values (1)');
      }),
    ).rejects.toThrow();
    expect(await db.query('select * from tx_probe')).toHaveLength(0);
  });
});

describe('passwords and migration files', () => {
  it('salts every hash and verifies only the right digest', async () => {
    const digest = md5Hex('Secret_123');
    const [a, b] = [await hashPassword(digest), await hashPassword(digest)];
    expect(a).not.toBe(b);
    expect(await verifyPassword(digest, a)).toBe(true);
    expect(await verifyPassword(md5Hex('secret_123'), a)).toBe(false);
    expect(await verifyPassword(digest, 'md5$whatever')).toBe(false);
  });

  it('splits statements on semicolons that end a line and drops comments', () => {
    expect(splitStatements("-- note\ncreate table a (x text default 'a;b');\n\ncreate index i on a (x);\n")).toEqual([
      "create table a (x text default 'a;b')",
      'create index i on a (x)',
    ]);
  });
});

describe('the embedded database', () => {
  it('starts with the configured shared buffers, 32 MB unless PGLITE_SHARED_BUFFERS says otherwise', async () => {
    expect(readConfig({}).pgliteSharedBuffers).toBe('32MB');
    expect(readConfig({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    const db = await openDatabase({ sharedBuffers: '24MB' });
    try {
      expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '24MB' }]);
    } finally {
      await db.close();
    }
  });
});
