/**
 * Indexes for a released form's list (issue 15 "Storage"): every record of every table-less form lives
 * in `online_record`, so each form gets partial indexes (`where model_id = …`) over the JSONB fields its
 * list searches and sorts on: a B-tree for equality, ranges and the sort, a trigram index for a fuzzy
 * search, a GIN index for values held in arrays. Created when the form is released; existing ones stay
 * (`if not exists`), so releasing again only adds what the new list needs. A form bound to tables gets
 * the same choice of indexes over its main table's columns (`boundIndexStatements`, made by its release).
 */
import { createHash } from 'node:crypto';
import type { BoundLayout } from '../../schemas/online/bound-tables';
import { readColumnData } from '../../schemas/online/column-data';
import { fieldsByKey, recordFields, type OnlineField } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { columnTextSql, quoted, systemColumns } from './bound-sql';
import { isSafeKey } from './online-grants';

/**
 * btree: equality, ranges and the sort over the JSON value; text: equality of a text value (searched as
 * text, `data->>key`); trgm: a fuzzy search of three characters or more; grams: one of one or two
 * characters (`user_search_grams`, migration 0021); contains: values held in arrays.
 */
type IndexKind = 'btree' | 'text' | 'trgm' | 'grams' | 'contains';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The indexes a form's list wants: [field key, kind] (a field name is used only when it is one of the form's). */
function wantedIndexes(formData: unknown, columnData: Record<string, unknown>): [string, IndexKind][] {
  const fields = fieldsByKey(recordFields(formData));
  const list = readColumnData(columnData);
  const wanted = new Map<string, IndexKind>();
  const add = (field: OnlineField | undefined, kind: IndexKind) => {
    if (field && isSafeKey(field.vModel) && fields.get(field.vModel) === field) wanted.set(`${field.vModel}\u0000${kind}`, kind);
  };
  for (const item of list.searchList) {
    const field = fields.get(item.prop);
    if (!field) continue;
    if (item.searchType === 2) {
      add(field, 'trgm');
      add(field, 'grams');
    } else if (field.multiple || field.shape === 'list' || field.shape === 'nested') add(field, 'contains');
    else add(field, field.shape === 'text' && item.searchType !== 3 ? 'text' : 'btree');
  }
  for (const key of list.sidx.split(',')) add(fields.get(key.replace(/^-/, '')), 'btree');
  for (const column of list.columnList) if (column.sortable) add(fields.get(column.prop), 'btree');
  return [...wanted.keys()].map((entry) => entry.split('\u0000') as [string, IndexKind]);
}

/** The statements that give a form's list its indexes. */
export function listIndexStatements(modelId: string, formData: unknown, columnData: Record<string, unknown>, trgmSchema: string): string[] {
  return wantedIndexes(formData, columnData).map(([key, kind]) => {
    const name = `online_record_${hashed(`${modelId}:${key}:${kind}`)}`;
    const where = `where model_id = ${literal(modelId)}`;
    if (kind === 'trgm')
      return `create index if not exists ${name} on online_record using gin ((data->>${literal(key)}) ${trgmSchema}.gin_trgm_ops) ${where}`;
    if (kind === 'grams') return `create index if not exists ${name} on online_record using gin (user_search_grams(data->>${literal(key)})) ${where}`;
    if (kind === 'contains')
      return `create index if not exists ${name} on online_record using gin ((data->${literal(key)}) jsonb_path_ops) ${where}`;
    if (kind === 'text')
      return `create index if not exists ${name} on online_record ((data->>${literal(key)}), creator_time desc, id desc) ${where}`;
    return `create index if not exists ${name} on online_record ((data->${literal(key)}), creator_time desc, id desc) ${where}`;
  });
}

/**
 * The statements that give a bound form its indexes: the main table's newest-first order and creators
 * (data rules), each child table's rows by record, and the list's choice over the main columns.
 */
export function boundIndexStatements(
  layout: BoundLayout,
  formData: unknown,
  columnData: Record<string, unknown>,
  trgmSchema: string,
): string[] {
  const { main } = layout;
  const table = quoted(main.sqlName);
  const key = quoted(main.key);
  const index = (what: string, on: string) => `create index if not exists form_ix_${hashed(`${main.sqlName}:${what}`)} on ${on}`;
  const statements = [
    index('newest', `${table} (${systemColumns.creatorTime} desc, ${key} desc)`),
    index('creator', `${table} (${systemColumns.creatorUserId})`),
    ...layout.children.map(
      (child) =>
        `create index if not exists form_ix_${hashed(`${child.sqlName}:${child.foreignKey}:rows`)} on ${quoted(child.sqlName)} (${quoted(child.foreignKey)}, ${systemColumns.sort})`,
    ),
  ];
  const types = new Map(main.columns.map((column) => [column.name, column.type]));
  for (const [name, kind] of wantedIndexes(formData, columnData)) {
    const type = types.get(name);
    if (!type) continue;
    const column = quoted(name);
    if (kind === 'trgm')
      statements.push(index(`${name}:trgm`, `${table} using gin ((${columnTextSql(column, type)}) ${trgmSchema}.gin_trgm_ops)`));
    else if (kind === 'grams') statements.push(index(`${name}:grams`, `${table} using gin (user_search_grams(${columnTextSql(column, type)}))`));
    else if (kind === 'text') statements.push(index(`${name}:text`, `${table} ((${columnTextSql(column, type)}), ${systemColumns.creatorTime} desc, ${key} desc)`));
    else if (kind === 'contains' && type === 'jsonb')
      statements.push(index(`${name}:contains`, `${table} using gin (${column} jsonb_path_ops)`));
    else statements.push(index(`${name}:btree`, `${table} (${column}, ${systemColumns.creatorTime} desc, ${key} desc)`));
  }
  return statements;
}

/** Creates the indexes of the released copy's list (a bound form's release made its own). */
export async function ensureReleasedIndexes(db: Queryable, modelId: string): Promise<void> {
  const [released] = await db.query<{ formData: unknown; columnData: Record<string, unknown> | null; bound: boolean }>(
    `select form_data as "formData", column_data as "columnData", case when jsonb_typeof(tables_data) = 'array' then jsonb_array_length(tables_data) > 0 else false end as bound
       from visual_dev_release where id = $1`,
    [modelId],
  );
  if (released && !released.bound) await ensureListIndexes(db, modelId, released.formData, released.columnData ?? {});
}

/** The schema of pg_trgm, quoted (its operator class is named with it). */
export async function trgmSchemaOf(db: Queryable): Promise<string> {
  const [trgm] = await db.query<{ schema: string }>(
    `select quote_ident(n.nspname) as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
  );
  return trgm?.schema ?? 'public';
}

/** Creates the indexes of a released form's list. */
export async function ensureListIndexes(
  db: Queryable,
  modelId: string,
  formData: unknown,
  columnData: Record<string, unknown>,
): Promise<void> {
  const trgmSchema = await trgmSchemaOf(db);
  for (const statement of listIndexStatements(modelId, formData, columnData, trgmSchema)) await db.query(statement);
}
