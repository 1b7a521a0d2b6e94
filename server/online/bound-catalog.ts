/**
 * What the database holds of a form's bound tables, read from the catalog of the current schema (the
 * one `search_path` names: each PostgreSQL test file has its own): whether a table exists, its
 * columns and their types, its primary key, whether it or a column holds data, and the platform's own
 * tables (a designer may not name a table after one). Names are bound as values, never spliced in.
 */
import { boundTablePrefix } from '../../schemas/online/bound-names';
import { tableEntries } from '../../schemas/online/bound-tables';
import type { Queryable } from '../db/database';
import { quoted } from './bound-sql';

/** A column as the catalog knows it: its type's name and category (S string, N numeric…). */
export interface CatalogColumn {
  name: string;
  type: string;
  category: string;
}

export interface CatalogTable {
  oid: number;
  columns: Map<string, CatalogColumn>;
  /** The primary key's column, when the key is one column. */
  key: string | undefined;
}

/** The table of the current schema named exactly `sqlName`, or undefined. */
export async function catalogTable(db: Queryable, sqlName: string): Promise<CatalogTable | undefined> {
  const [found] = await db.query<{ oid: number | null }>(
    `select to_regclass(format('%I.%I', current_schema(), $1::text))::oid::int as oid`,
    [sqlName],
  );
  if (!found?.oid) return undefined;
  const columns = await db.query<CatalogColumn>(
    `select a.attname as name, t.typname as type, t.typcategory as category
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped`,
    [found.oid],
  );
  const keys = await db.query<{ name: string }>(
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1 and i.indisprimary`,
    [found.oid],
  );
  return {
    oid: found.oid,
    columns: new Map(columns.map((column) => [column.name, column])),
    key: keys.length === 1 ? keys[0]!.name : undefined,
  };
}

/** Whether the table (its SQL name checked) has a row, or a row where the column is not null. */
export async function holdsData(db: Queryable, sqlName: string, column?: string): Promise<boolean> {
  const where = column ? ` where ${quoted(column)} is not null` : '';
  return (await db.query(`select 1 from ${quoted(sqlName)}${where} limit 1`)).length > 0;
}

/** The first of `tablesData`'s tables named (in any case) after one of the platform's, or undefined. */
export async function platformTableNamed(db: Queryable, tablesData: unknown): Promise<string | undefined> {
  const names = tableEntries(tablesData).map((entry) => entry.table.toLowerCase());
  if (!names.length) return undefined;
  const [clash] = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f')
        and lower(c.relname) = any($1::text[]) and left(c.relname, $2) <> $3
      limit 1`,
    [names, boundTablePrefix.length, boundTablePrefix],
  );
  return clash?.name;
}
