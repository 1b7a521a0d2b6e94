/**
 * One small interface over the two databases the platform runs on: embedded PGlite (default) and
 * PostgreSQL (`DATABASE_URL`). Both speak the same SQL with `$1` parameters, so every query and
 * migration is written once.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** PGlite shared buffers (default 32MB, see pglite.ts). */
  sharedBuffers?: string;
  /** PostgreSQL schema to work in (tests use one schema per file). */
  schema?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl, options.schema, options.poolSize);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(options.dataDir, options.sharedBuffers);
}

/** The first row, or undefined. */
export async function queryOne<Row>(db: Queryable, sql: string, params?: readonly unknown[]): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params);
  return rows[0];
}
