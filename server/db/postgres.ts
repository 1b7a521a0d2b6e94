import pg from 'pg';
import type { Database, Queryable } from './database';

// Timestamps as Date on both databases; bigint counts are cast to int in SQL where read.
export async function openPostgres(url: string, schema?: string, poolSize = 20): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // No JIT: our queries are short, and compiling the plans PostgreSQL estimates as costly took most of
    // the permission list's time (59 of 69 ms at 100,000 users: bench/results/resources.md).
    options: ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  });
  const query: Queryable['query'] = async <Row>(sql: string, params?: readonly unknown[]) => {
    const result = await pool.query(sql, params ? [...params] : undefined);
    return result.rows as Row[];
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async <Row>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params ? [...params] : undefined)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Drops a schema made by `openPostgres(url, schema)`: tests clean up after themselves. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}
