import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * PGlite is a single connection: its own mutex serialises queries, and `transaction` holds it for
 * the whole callback, so concurrent requests queue instead of interleaving inside a transaction.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(pg);
}

export function wrapPglite(pg: PGlite): Database {
  const query: Queryable['query'] = async <Row>(sql: string, params?: readonly unknown[]) => {
    const result = await pg.query<Row>(sql, params ? [...params] : undefined);
    return result.rows;
  };
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      pg.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<Row>(sql, params ? [...params] : undefined)).rows,
        }),
      ),
    close: () => pg.close(),
  };
}
