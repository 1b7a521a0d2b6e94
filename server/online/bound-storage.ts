/**
 * Records of a form bound to real tables (docs/online-dev.md, "Storage"): the main row holds the main
 * fields as typed columns, each sub-table's rows are rows of its child table (`tableField` = the main
 * record's key, `_sort` their order), read back as the same JSON object the document storage keeps.
 * Values arrive checked by the form (schemas/online/check-record.ts); a value its column cannot hold (a
 * list in a number column) is refused with the form's own words. The values travel as one bound JSON
 * object, spread into columns by `jsonb_populate_record`.
 */
import type { BoundColumn, BoundLayout } from '../../schemas/online/bound-tables';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { badRequest } from '../http/api-error';
import { bindCondition, type RowScope } from '../resources/resource-store';
import { boundFieldSql, quoted, recordDataSql, systemColumns as sys } from './bound-sql';
import type { RecordStorage, StoredRecord } from './record-storage';

type Row = Record<string, unknown>;

/** The row's values for the columns, refusing one its column cannot hold. */
function columnValues(columns: readonly BoundColumn[], data: Row): Row {
  const values: Row = {};
  for (const { name, type, field } of columns) {
    const value = data[name] ?? null;
    if (type === 'numeric' && value !== null && typeof value !== 'number') throw badRequest(`${field.label}的值不正确`);
    values[name] = value;
  }
  return values;
}

const scopedBy = (rowScope: RowScope | undefined, params: unknown[]) => (rowScope ? ` and (${bindCondition(rowScope, params)})` : '');

export function boundStorage(layout: BoundLayout): RecordStorage {
  const { main } = layout;
  const table = quoted(main.sqlName);
  const key = `r.${quoted(main.key)}`;
  const data = recordDataSql(layout);
  const names = main.columns.map((column) => quoted(column.name));
  const picked = names.map((name) => `p.${name}`);
  const subTables = layout.children.flatMap((child) => (child.field ? [{ ...child, field: child.field }] : []));

  async function insertRows(tx: Queryable, recordId: string, tables: typeof subTables, data: Row) {
    for (const child of tables) {
      const given = Array.isArray(data[child.field.vModel]) ? (data[child.field.vModel] as Row[]) : [];
      if (!given.length) continue;
      const rows = given.map((row, index) => ({
        ...columnValues(child.columns, row),
        [child.key]: newId(),
        [child.foreignKey]: recordId,
        [sys.sort]: index,
      }));
      const columns = [child.key, child.foreignKey, sys.sort, ...child.columns.map((column) => column.name)].map(quoted);
      await tx.query(
        `insert into ${quoted(child.sqlName)} (${columns.join(', ')})
         select ${columns.map((name) => `p.${name}`).join(', ')} from jsonb_populate_recordset(null::${quoted(child.sqlName)}, $1::jsonb) p`,
        [JSON.stringify(rows)],
      );
    }
  }

  async function removeRows(tx: Queryable, recordIds: readonly string[], tables: typeof subTables) {
    for (const child of tables)
      await tx.query(`delete from ${quoted(child.sqlName)} where ${quoted(child.foreignKey)} = any($1::text[])`, [[...recordIds]]);
  }

  return {
    source: () => ({ from: `${table} r`, where: [] }),
    listSelect: `select ${key} as id, ${data} as data, r.${sys.creatorTime} as creator_time`,
    idSql: key,
    newestFirst: `r.${sys.creatorTime} desc, ${key} desc`,
    field: boundFieldSql(layout),
    dataScope: { organizeIds: `select unnest(r.${sys.organizeIds})`, creator: `r.${sys.creatorUserId}` },
    async recordOf(db, id, rowScope) {
      const params: unknown[] = [id];
      const scoped = scopedBy(rowScope, params);
      const [record] = await db.query<StoredRecord>(
        `select ${key} as id, ${data} as data, r.${sys.creatorUserId} as "creatorUserId" from ${table} r where ${key} = $1${scoped}`,
        params,
      );
      return record;
    },
    recordsByIds: (db, ids) => db.query(`select ${key} as id, ${data} as data from ${table} r where ${key} = any($1::text[])`, [[...ids]]),
    async insert(tx, id, data, author, now) {
      const columns = [quoted(main.key), ...names, sys.creatorUserId, sys.creatorTime, sys.organizeIds];
      await tx.query(
        `insert into ${table} (${columns.join(', ')})
         select $1, ${[...picked, '$3', '$4', '$5::text[]'].join(', ')} from jsonb_populate_record(null::${table}, $2::jsonb) p`,
        [id, JSON.stringify(columnValues(main.columns, data)), author.userId, now, author.organizeIds],
      );
      await insertRows(tx, id, subTables, data);
    },
    async update(tx, id, data, changed, userId, now) {
      const params: unknown[] = [id, userId, now];
      let values = '';
      if (names.length) {
        params.push(JSON.stringify(columnValues(main.columns, data)));
        values = `(${names.join(', ')}) = (select ${picked.join(', ')} from jsonb_populate_record(null::${table}, $4::jsonb) p), `;
      }
      await tx.query(`update ${table} r set ${values}${sys.modifierUserId} = $2, ${sys.modifyTime} = $3 where ${key} = $1`, params);
      const rewritten = subTables.filter((child) => changed.has(child.field.vModel));
      await removeRows(tx, [id], rewritten);
      await insertRows(tx, id, rewritten, data);
    },
    async remove(tx, ids, rowScope) {
      const params: unknown[] = [[...ids]];
      const scoped = scopedBy(rowScope, params);
      const gone = (
        await tx.query<{ id: string }>(`delete from ${table} r where ${key} = any($1::text[])${scoped} returning ${key} as id`, params)
      ).map((row) => row.id);
      if (gone.length) await removeRows(tx, gone, subTables);
      return gone;
    },
    async hasRecords(db) {
      return (await db.query(`select 1 from ${table} limit 1`)).length > 0;
    },
  };
}
