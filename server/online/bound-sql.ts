/**
 * SQL over a form's bound tables (schemas/online/bound-tables.ts): identifiers quoted (and checked by
 * the names' rule before they get here), the record read back as the JSON object the document storage
 * holds (main columns by field key, each sub-table's rows in their order under its key), and each
 * field's conditions by its column's type. Every value is bound.
 */
import type { BoundChildTable, BoundColumn, BoundLayout, ColumnType } from '../../schemas/online/bound-tables';
import type { FieldSql } from './record-storage';

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The system columns every bound table has beside its key (designers' names start with a letter, these with `_`). */
export const systemColumns = {
  creatorUserId: '_creator_user_id',
  creatorTime: '_creator_time',
  organizeIds: '_organize_ids',
  modifierUserId: '_modifier_user_id',
  modifyTime: '_modify_time',
  /** A child row's place among its record's rows. */
  sort: '_sort',
} as const;

/** `jsonb_build_object` takes at most 100 arguments: wider objects are joined from pieces. */
function objectSql(pairs: string[]): string {
  if (!pairs.length) return `'{}'::jsonb`;
  const pieces: string[] = [];
  for (let start = 0; start < pairs.length; start += 50) pieces.push(`jsonb_build_object(${pairs.slice(start, start + 50).join(', ')})`);
  return pieces.join(' || ');
}

const columnPairs = (columns: readonly BoundColumn[], alias: string) =>
  columns.map((column) => `${literal(column.name)}, ${alias}.${quoted(column.name)}`);

/** A sub-table's rows of the main row `r`, in their order, as a JSON array. */
function childRowsSql(child: BoundChildTable, mainKey: string): string {
  const rows = objectSql(columnPairs(child.columns, 'c'));
  return `(select coalesce(jsonb_agg(${rows} order by c.${systemColumns.sort}, c.${quoted(child.key)}), '[]'::jsonb)
      from ${quoted(child.sqlName)} c where c.${quoted(child.foreignKey)} = r.${quoted(mainKey)})`;
}

/** The record over the main row `r` as a JSON object, sub-table rows included. */
export function recordDataSql(layout: BoundLayout): string {
  const pairs = columnPairs(layout.main.columns, 'r');
  for (const child of layout.children)
    if (child.field) pairs.push(`${literal(child.field.vModel)}, ${childRowsSql(child, layout.main.key)}`);
  return objectSql(pairs);
}

/** A column's value as text, as `->>` reads a document's (an index on it serves the fuzzy search). */
export const columnTextSql = (column: string, type: ColumnType) =>
  type === 'jsonb' ? `${column} #>> '{}'` : type === 'numeric' ? `${column}::text` : column;

/**
 * A field's conditions by its column: numbers as numbers, text as text, JSON as the document storage
 * compares it. A sub-table is its rows as JSON (empty when it has none); it compares with nothing else.
 */
export function boundFieldSql(layout: BoundLayout): FieldSql {
  const types = new Map(layout.main.columns.map((column) => [column.name, column.type]));
  const subTables = new Map(layout.children.flatMap((child) => (child.field ? [[child.field.vModel, child] as const] : [])));
  const column = (key: string) => `r.${quoted(key)}`;
  const rows = (key: string) => {
    const child = subTables.get(key);
    return child ? childRowsSql(child, layout.main.key) : `null::jsonb`;
  };
  return {
    text(key) {
      const type = types.get(key);
      return type ? columnTextSql(column(key), type) : `${rows(key)}::text`;
    },
    sort: (key) => (types.has(key) ? column(key) : rows(key)),
    isNumber: (key) => (types.get(key) === 'jsonb' ? `jsonb_typeof(${column(key)}) = 'number'` : undefined),
    compare(key, operator, value, bind) {
      const type = types.get(key);
      if (type === 'jsonb') return `${column(key)} ${operator} ${bind(JSON.stringify(value))}::jsonb`;
      return type === 'numeric' && Number.isFinite(value) ? `${column(key)} ${operator} ${bind(value)}::numeric` : 'false';
    },
    contains: (key, needle, bind) => (types.get(key) === 'jsonb' ? `${column(key)} @> ${bind(JSON.stringify(needle))}::jsonb` : 'false'),
    empty(key) {
      const type = types.get(key);
      if (type === 'jsonb') return `coalesce(${column(key)}, 'null'::jsonb) in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)`;
      if (type === 'numeric') return `${column(key)} is null`;
      return type ? `coalesce(${column(key)}, '') = ''` : `coalesce(${rows(key)}, '[]'::jsonb) = '[]'::jsonb`;
    },
  };
}
