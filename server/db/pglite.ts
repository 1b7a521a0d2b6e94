import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';

/**
 * PGlite is a single connection: its own mutex serialises queries, and `transaction` holds it for
 * the whole callback, so concurrent requests queue instead of interleaving inside a transaction.
 */
export async function openPglite(dataDir?: string, sharedBuffers = '32MB'): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes of keyword searches (migrations 0010 and 0011 create the extension).
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    startParams: pgliteStartParams(sharedBuffers),
    extensions: { pg_trgm },
  });
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
          query: async <Row>(sql: string, params?: readonly unknown[]) => (await tx.query<Row>(sql, params ? [...params] : undefined)).rows,
        }),
      ),
    close: () => pg.close(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is memory PGlite touches at start, in this process:
 * 32 MB keeps the embedded server about 110 MB smaller (bench/results/socket.md) and still holds a
 * demo organisation's working set; the files stay in the operating system's cache besides.
 * `PGLITE_SHARED_BUFFERS` (README) sets it.
 */
function pgliteStartParams(sharedBuffers: string): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}
