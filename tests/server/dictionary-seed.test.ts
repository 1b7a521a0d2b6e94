import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed/seed';

/** The seed dictionaries and bill rules: written with the first seed, once more into an older database. */
describe('dictionary seed', () => {
  let db: Database;
  const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(async () => db?.close());

  it('writes them with the first seed and leaves them alone on the next', async () => {
    await seed(db, { adminPassword: 'Admin@2026', demoPassword: 'Demo@2026' });
    const counts = [await count('dictionary_type'), await count('dictionary_data'), await count('bill_rule')];
    expect(counts[0]).toBeGreaterThanOrEqual(12);
    expect(counts[2]).toBe(4);
    await db.query(`delete from dictionary_data where en_code = 'other'`);
    await seed(db, {});
    expect(await count('dictionary_data')).toBeLessThan(counts[1]!);
  });

  it('gives a database seeded before the dictionaries existed its dictionaries at the next start', async () => {
    await db.query('delete from bill_rule');
    await db.query('delete from dictionary_data');
    await db.query('delete from dictionary_type');
    await seed(db, {});
    expect(await count('bill_rule')).toBe(4);
    const [business] = await db.query<{ n: number }>(
      `select count(*)::int as n from dictionary_data d join dictionary_type t on t.id = d.dictionary_type_id where t.en_code = 'businessType'`,
    );
    expect(business!.n).toBe(5);
  });
});
