/**
 * A form bound to real tables (reference 5.6 `F_TABLES_DATA`, 2.3 `__config__.tableName`, 2.8): which
 * table each value goes to and as what column type. `tablesData` lists one main table (`typeId` '1')
 * and its child tables (`typeId` '0', `tableField` the column holding the main record's key,
 * `relationField` that key). The main's data fields are its columns (the column is the `__vModel__`);
 * a sub-table field (`table`) names its child table in `__config__.tableName`, its columns that table's.
 * Pure: the release, the runtime and the editor's checks read it.
 */
import { boundNameProblem, boundSqlName } from './bound-names';
import type { OnlineField } from './record-fields';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** A name as a message shows it: a hostile one stays short. */
const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** One entry of `tablesData`, read loosely (its problems are told by {@link tableEntriesProblems}). */
export interface TableEntry {
  main: boolean;
  table: string;
  /** `tableName`: the table's comment. */
  label: string;
  /** `tableKey`: the primary key column. */
  key: string;
  /** `tableField` (children): the column holding the main record's key. */
  foreignKey: string;
  relationTable: string;
  relationField: string;
}

/** What a column holds: text, a number (dates as epoch milliseconds), or JSON (several values, paths, files). */
export type ColumnType = 'text' | 'numeric' | 'jsonb';

export interface BoundColumn {
  name: string;
  type: ColumnType;
  field: OnlineField;
}

export interface BoundTable {
  /** As the designer named it. */
  table: string;
  /** Its name in the database ({@link boundSqlName}). */
  sqlName: string;
  label: string;
  key: string;
  columns: BoundColumn[];
}

export interface BoundChildTable extends BoundTable {
  foreignKey: string;
  /** The sub-table field whose rows it holds; absent for a child table no field uses. */
  field?: OnlineField;
}

export interface BoundLayout {
  main: BoundTable;
  children: BoundChildTable[];
}

/** The entries of `tablesData` (parsed JSON); [] for anything but an array. */
export function tableEntries(tablesData: unknown): TableEntry[] {
  if (!Array.isArray(tablesData)) return [];
  return tablesData.filter(isObject).map((item) => ({
    main: textOf(item.typeId) === '1',
    table: textOf(item.table),
    label: textOf(item.tableName),
    key: textOf(item.tableKey),
    foreignKey: textOf(item.tableField),
    relationTable: textOf(item.relationTable),
    relationField: textOf(item.relationField),
  }));
}

/** Every problem of the entries themselves (names, one main table, children pointing at its key); [] for none. */
export function tableEntriesProblems(tablesData: unknown[]): string[] {
  const name = '数据表配置（tablesData）';
  if (!tablesData.length) return [];
  const out: string[] = [];
  tablesData.forEach((item, index) => {
    if (!isObject(item)) out.push(`${name}第 ${index + 1} 项应为对象`);
    else if (!['0', '1'].includes(textOf(item.typeId))) out.push(`${name}第 ${index + 1} 项的 typeId 应为 1（主表）或 0（子表）`);
  });
  if (out.length) return out;
  const entries = tableEntries(tablesData);
  const mains = entries.filter((entry) => entry.main);
  if (mains.length !== 1) out.push(`${name}应有且只有一个主表（typeId 为 1）`);
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const tableProblem = boundNameProblem(entry.table);
    if (tableProblem) {
      out.push(`${name}第 ${index + 1} 项的表名（table）${shown(entry.table)}${tableProblem}`);
      continue;
    }
    if (seen.has(entry.table.toLowerCase())) out.push(`${name}的表名 ${entry.table} 重复`);
    seen.add(entry.table.toLowerCase());
    const keyProblem = boundNameProblem(entry.key);
    if (keyProblem) out.push(`数据表 ${entry.table} 的主键（tableKey）${shown(entry.key)}${keyProblem}`);
    if (entry.main || mains.length !== 1) continue;
    const main = mains[0]!;
    const foreignProblem = boundNameProblem(entry.foreignKey);
    if (foreignProblem) out.push(`子表 ${entry.table} 的关联字段（tableField）${shown(entry.foreignKey)}${foreignProblem}`);
    else if (entry.foreignKey.toLowerCase() === entry.key.toLowerCase())
      out.push(`子表 ${entry.table} 的关联字段（tableField）不能是它的主键 ${entry.key}`);
    if (entry.relationTable !== main.table) out.push(`子表 ${entry.table} 的关联表（relationTable）应为主表 ${main.table}`);
    if (entry.relationField !== main.key) out.push(`子表 ${entry.table} 的关联主表字段（relationField）应为主表的主键 ${main.key}`);
  }
  return out;
}

/** `字段“面积”（area）`: how a message names a field. */
export const fieldNamed = (field: Pick<OnlineField, 'label' | 'vModel'>) => `字段“${field.label}”（${shown(field.vModel)}）`;
export const subTableNamed = (field: Pick<OnlineField, 'label' | 'vModel'>) => `子表“${field.label}”（${shown(field.vModel)}）`;

/** The type of a field's column, by what its kind stores (./value-shapes.ts). */
export function columnTypeOf(field: OnlineField): ColumnType {
  if (field.shape === 'number') return field.raw.range === true ? 'jsonb' : 'numeric';
  if (field.shape === 'system') return field.jnpfKey === 'createTime' || field.jnpfKey === 'modifyTime' ? 'numeric' : 'text';
  if (field.shape === 'text') return field.multiple ? 'jsonb' : 'text';
  return 'jsonb';
}

const subTableName = (field: OnlineField) => (isObject(field.raw.__config__) ? textOf(field.raw.__config__.tableName) : '');

/** Problems of the columns of one table: names, the table's own key columns, names equal but for case. */
function columnProblems(fields: readonly OnlineField[], reserved: readonly [string, string][], out: string[]): void {
  const taken = new Map<string, OnlineField>();
  for (const field of fields) {
    const problem = boundNameProblem(field.vModel);
    if (problem) {
      out.push(`${fieldNamed(field)}的列名${problem}`);
      continue;
    }
    const lower = field.vModel.toLowerCase();
    const clash = reserved.find(([column]) => column.toLowerCase() === lower);
    if (clash) out.push(`${fieldNamed(field)}与${clash[1]} ${clash[0]} 同名`);
    const twin = taken.get(lower);
    if (twin) out.push(`${fieldNamed(field)}与${fieldNamed(twin)}的列名相同（不区分大小写）`);
    taken.set(lower, field);
  }
}

/** Problems of the form's fields against usable entries: column names, and each sub-table bound to a child table of its own. */
export function boundFieldProblems(fields: readonly OnlineField[], entries: readonly TableEntry[]): string[] {
  const main = entries.find((entry) => entry.main);
  if (!main) return [];
  const out: string[] = [];
  const tables = fields.filter((field) => field.shape === 'rows');
  columnProblems(
    fields.filter((field) => field.shape !== 'rows'),
    [[main.key, '主表的主键']],
    out,
  );
  const used = new Map<string, OnlineField>();
  for (const table of tables) {
    const keyProblem = boundNameProblem(table.vModel);
    if (keyProblem) out.push(`${subTableNamed(table)}的字段名${keyProblem}`);
    const name = subTableName(table);
    const child = entries.find((entry) => !entry.main && entry.table.toLowerCase() === name.toLowerCase());
    if (!child) {
      out.push(`${subTableNamed(table)}的数据表（__config__.tableName）${shown(name) || '未填写'}不是数据表配置中的子表`);
      continue;
    }
    const twin = used.get(child.table.toLowerCase());
    if (twin) out.push(`${subTableNamed(table)}与${subTableNamed(twin)}绑定了同一个数据表 ${child.table}`);
    used.set(child.table.toLowerCase(), table);
    columnProblems(
      table.children ?? [],
      [
        [child.key, '子表的主键'],
        [child.foreignKey, '子表的关联字段'],
      ],
      out,
    );
  }
  return out;
}

const columnsOf = (fields: readonly OnlineField[]): BoundColumn[] =>
  fields.filter((field) => field.shape !== 'rows').map((field) => ({ name: field.vModel, type: columnTypeOf(field), field }));

/** Where the fields go, for entries and fields without problems; undefined when `tablesData` has no main table. */
export function boundLayout(fields: readonly OnlineField[], entries: readonly TableEntry[]): BoundLayout | undefined {
  const main = entries.find((entry) => entry.main);
  if (!main) return undefined;
  const tables = fields.filter((field) => field.shape === 'rows');
  const children = entries
    .filter((entry) => !entry.main)
    .map((entry): BoundChildTable => {
      const field = tables.find((table) => subTableName(table).toLowerCase() === entry.table.toLowerCase());
      return {
        table: entry.table,
        sqlName: boundSqlName(entry.table),
        label: entry.label,
        key: entry.key,
        foreignKey: entry.foreignKey,
        columns: field ? columnsOf(field.children ?? []) : [],
        ...(field ? { field } : {}),
      };
    });
  return {
    main: { table: main.table, sqlName: boundSqlName(main.table), label: main.label, key: main.key, columns: columnsOf(fields) },
    children,
  };
}
