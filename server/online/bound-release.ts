/**
 * The release of a form bound to tables (`tablesData`), inside the release's transaction: the main
 * and child tables are created, or altered to hold the definition's columns; nothing is ever dropped.
 * A change that would lose or orphan data is refused with a message naming what it is about, and the
 * transaction leaves everything as it was:
 *
 * - a column whose type must change while the table holds values that do not convert (text to a
 *   number converts when every value is a number; a number to text always; anything else only while
 *   the column is empty);
 * - a table, a key or a child's link column renamed while the old one holds rows (they would no longer
 *   be the form's);
 * - a form that kept its records as documents becoming bound, or the reverse, while records exist.
 *
 * Names reach the SQL quoted after the names' rule (schemas/online/bound-names.ts) passed; values are
 * bound, and comments are quoted by the server (`format('%L')`). docs/online-dev.md, "Storage".
 */
import {
  boundLayout,
  fieldNamed,
  subTableNamed,
  tableEntries,
  type BoundChildTable,
  type BoundLayout,
  type BoundTable,
  type ColumnType,
} from '../../schemas/online/bound-tables';
import { recordFields } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import { catalogTable, holdsData, platformTableNamed, type CatalogColumn } from './bound-catalog';
import { quoted, systemColumns as sys } from './bound-sql';
import { documentStorage } from './record-storage';
import { boundIndexStatements, trgmSchemaOf } from './release-indexes';

/** A definition's parts as stored (jsonb read as JSON). */
export interface ReleasedParts {
  formData: unknown;
  columnData: Record<string, unknown> | null;
  tablesData: unknown;
}

const typeNames: Record<ColumnType, string> = { text: '文本', numeric: '数字', jsonb: 'JSON' };

export const boundReleaseMessages = {
  platformName: (table: string) => `数据表 ${table} 与平台自身的表同名，请换一个表名`,
  documentsExist: '该功能已有数据（无表存储），不能改为绑定数据表',
  unbindWithRows: (table: string) => `主表 ${table} 已有数据，不能取消绑定数据表`,
  mainRenamed: (from: string, to: string) => `主表 ${from} 已有数据，不能改为 ${to}`,
  childRenamed: (named: string, from: string, to: string) => `${named}的数据表 ${from} 已有数据，不能改为 ${to}`,
  linkRenamed: (named: string, from: string, to: string) => `${named}的关联字段 ${from} 已有数据，不能改为 ${to}`,
  keyRenamed: (table: string, from: string, to: string) => `数据表 ${table} 已有数据，主键 ${from} 不能改为 ${to}`,
  typeChange: (named: string, from: string, to: string, table: string) =>
    `${named}的类型不能从${from}改为${to}：数据表 ${table} 中已有不能转换的数据`,
} as const;

/** The layout of stored parts, or undefined for a form without tables (or parts no release could have taken). */
function layoutOf(parts: Pick<ReleasedParts, 'formData' | 'tablesData'> | undefined): BoundLayout | undefined {
  if (!parts || !Array.isArray(parts.tablesData) || !parts.tablesData.length) return undefined;
  return boundLayout(recordFields(parts.formData), tableEntries(parts.tablesData));
}

/** Creates or alters the tables of `next`; `previous` is what the last release of the form bound (refusing what would orphan rows). */
export async function releaseBoundTables(
  tx: Queryable,
  modelId: string,
  next: ReleasedParts,
  previous: Pick<ReleasedParts, 'formData' | 'tablesData'> | undefined,
): Promise<void> {
  const layout = layoutOf(next);
  await refuseOrphans(tx, modelId, layout, layoutOf(previous));
  if (!layout) return;
  const platform = await platformTableNamed(tx, next.tablesData);
  if (platform) throw badRequest(boundReleaseMessages.platformName(platform));
  await shapeTable(tx, layout.main, []);
  for (const child of layout.children) await shapeTable(tx, child, [{ name: child.foreignKey, type: 'text', named: linkNamed(child) }]);
  const trgmSchema = await trgmSchemaOf(tx);
  for (const statement of boundIndexStatements(layout, next.formData, next.columnData ?? {}, trgmSchema)) await tx.query(statement);
}

const linkNamed = (child: BoundChildTable) => `子表 ${child.table} 的关联字段（${child.foreignKey}）`;

/** Whether the table (which may never have been made) holds rows, or rows with the column set. */
async function hadData(tx: Queryable, sqlName: string, column?: string): Promise<boolean> {
  const table = await catalogTable(tx, sqlName);
  if (!table || (column && !table.columns.has(column))) return false;
  return holdsData(tx, sqlName, column);
}

async function refuseOrphans(tx: Queryable, modelId: string, next: BoundLayout | undefined, before: BoundLayout | undefined) {
  if (next && (await documentStorage(modelId).hasRecords(tx))) throw badRequest(boundReleaseMessages.documentsExist);
  if (!before) return;
  if (!next) {
    if (await hadData(tx, before.main.sqlName)) throw badRequest(boundReleaseMessages.unbindWithRows(before.main.table));
    return;
  }
  if (before.main.table !== next.main.table && (await hadData(tx, before.main.sqlName)))
    throw badRequest(boundReleaseMessages.mainRenamed(before.main.table, next.main.table));
  for (const old of before.children) {
    const field = old.field;
    const now = field && next.children.find((child) => child.field?.vModel === field.vModel);
    if (!field || !now) continue;
    if (now.table !== old.table && (await hadData(tx, old.sqlName)))
      throw badRequest(boundReleaseMessages.childRenamed(subTableNamed(field), old.table, now.table));
    if (now.table === old.table && now.foreignKey !== old.foreignKey && (await hadData(tx, old.sqlName, old.foreignKey)))
      throw badRequest(boundReleaseMessages.linkRenamed(subTableNamed(field), old.foreignKey, now.foreignKey));
  }
}

interface WantedColumn {
  name: string;
  type: ColumnType;
  /** How a refusal names it. */
  named: string;
}

const systemColumnTypes: [string, string][] = [
  [sys.creatorUserId, 'text'],
  [sys.creatorTime, 'timestamptz not null default now()'],
  [sys.organizeIds, "text[] not null default '{}'"],
  [sys.modifierUserId, 'text'],
  [sys.modifyTime, 'timestamptz'],
  [sys.sort, 'integer not null default 0'],
];

/** Makes the table hold its key, the system columns and every wanted column, converting what converts. */
async function shapeTable(tx: Queryable, table: BoundTable, extra: WantedColumn[]): Promise<void> {
  const name = quoted(table.sqlName);
  const existing = await catalogTable(tx, table.sqlName);
  if (!existing) {
    const system = systemColumnTypes.map(([column, type]) => `${column} ${type}`).join(', ');
    await tx.query(`create table ${name} (${quoted(table.key)} text primary key, ${system})`);
  } else {
    for (const [column, type] of systemColumnTypes) await tx.query(`alter table ${name} add column if not exists ${column} ${type}`);
    if (existing.key !== table.key) await changeKey(tx, table, existing.key);
  }
  const wanted: WantedColumn[] = [
    ...extra,
    ...table.columns.map((column) => ({ name: column.name, type: column.type, named: fieldNamed(column.field) })),
  ];
  for (const column of wanted) {
    const have = existing?.columns.get(column.name);
    if (!have) await tx.query(`alter table ${name} add column ${quoted(column.name)} ${column.type}`);
    else if (have.type !== column.type) await convertColumn(tx, table, have, column);
  }
  await comment(tx, `comment on table %I is %L`, [table.sqlName, table.label]);
  for (const column of table.columns) await comment(tx, `comment on column %I.%I is %L`, [table.sqlName, column.name, column.field.label]);
}

/** A comment with its names and text quoted by the server from bound values. */
async function comment(tx: Queryable, template: string, values: string[]): Promise<void> {
  const placeholders = values.map((_, index) => `$${index + 2}::text`).join(', ');
  const [statement] = await tx.query<{ sql: string }>(`select format($1::text, ${placeholders}) as sql`, [template, ...values]);
  if (statement) await tx.query(statement.sql);
}

/** A table whose primary key is another column: refused when it holds rows, else the key moves to the new column. */
async function changeKey(tx: Queryable, table: BoundTable, oldKey: string | undefined): Promise<void> {
  const name = quoted(table.sqlName);
  if (await holdsData(tx, table.sqlName)) throw badRequest(boundReleaseMessages.keyRenamed(table.table, oldKey ?? '', table.key));
  const [constraint] = await tx.query<{ name: string }>(
    `select conname as name from pg_constraint where conrelid = to_regclass(format('%I.%I', current_schema(), $1::text)) and contype = 'p'`,
    [table.sqlName],
  );
  if (constraint) await tx.query(`alter table ${name} drop constraint ${quoted(constraint.name)}`);
  if (oldKey) await tx.query(`alter table ${name} alter column ${quoted(oldKey)} drop not null`);
  await tx.query(`alter table ${name} add column if not exists ${quoted(table.key)} text`);
  await tx.query(`alter table ${name} add primary key (${quoted(table.key)})`);
}

/** The family of a column's type as the catalog names it: ours exactly, or by category (a table altered by hand). */
function familyOf(column: CatalogColumn): ColumnType | undefined {
  if (column.type === 'jsonb' || column.type === 'json') return 'jsonb';
  if (column.category === 'S') return 'text';
  if (column.category === 'N') return 'numeric';
  return undefined;
}

const numberText = '^[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$';

async function convertColumn(tx: Queryable, table: BoundTable, have: CatalogColumn, column: WantedColumn): Promise<void> {
  const name = quoted(table.sqlName);
  const target = quoted(column.name);
  const family = familyOf(have);
  const strayText = async () =>
    (await tx.query(`select 1 from ${name} where btrim(${target}) <> '' and btrim(${target}) !~ $1 limit 1`, [numberText])).length > 0;
  let using: string | undefined;
  if (!(await holdsData(tx, table.sqlName, column.name))) using = `null::${column.type}`;
  else if (family === column.type || (family === 'numeric' && column.type === 'text')) using = `${target}::${column.type}`;
  else if (family === 'text' && column.type === 'numeric' && !(await strayText())) using = `nullif(btrim(${target}), '')::numeric`;
  if (!using) {
    const from = family ? typeNames[family] : have.type;
    throw badRequest(boundReleaseMessages.typeChange(column.named, from, typeNames[column.type], table.table));
  }
  await tx.query(`alter table ${name} alter column ${target} type ${column.type} using ${using}`);
}
