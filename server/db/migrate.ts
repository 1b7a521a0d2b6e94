import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(dir + name, 'utf8') }));
}

/**
 * Applies the migrations not yet recorded, each inside its own transaction together with its
 * record, so a failing migration leaves the database as it was. Returns the versions applied.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await db.query(`create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    });
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration file on semicolons that end a line; migrations keep to that style. A
 * dollar-quoted body (`$$ … $$`, `$tag$ … $tag$`: a function or a `do` block) stays whole, so its
 * own statements may end their lines with semicolons.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  const boundary = /;\s*$|\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/gm;
  let start = 0;
  for (let match = boundary.exec(sql); match; match = boundary.exec(sql)) {
    if (match[0].startsWith('$')) {
      const end = sql.indexOf(match[0], boundary.lastIndex);
      boundary.lastIndex = end < 0 ? sql.length : end + match[0].length;
      continue;
    }
    statements.push(sql.slice(start, match.index));
    start = boundary.lastIndex;
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter((statement) => statement.length > 0);
}
