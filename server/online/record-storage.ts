/**
 * Where a released form keeps its records, chosen per model: one JSONB document per record in
 * `online_record` (forms without tables), or the main and child tables of `tablesData`
 * (./bound-storage.ts). The list, its conditions, the grants, the export and the relation reads ask the
 * storage for the SQL of a field instead of writing `r.data->'key'`, so one code serves both; the
 * document storage's SQL is exactly what it was before bound tables existed (bench:online measures it).
 * docs/online-dev.md, "Storage".
 */
import { tableEntries, tableEntriesProblems, boundFieldProblems, boundLayout } from '../../schemas/online/bound-tables';
import type { OnlineField } from '../../schemas/online/record-fields';
import type { Queryable } from '../db/database';
import { bindCondition, type RowScope } from '../resources/resource-store';
import { boundStorage } from './bound-storage';

export type Bind = (value: unknown) => string;
export type NumberOperator = '=' | '>' | '<' | '>=' | '<=';

/** SQL over the row alias `r` for a top-level data field (its key checked by the caller). */
export interface FieldSql {
  /** The value as text: fuzzy search, text equality, data rules. */
  text(key: string): string;
  /** What the list sorts by. */
  sort(key: string): string;
  /** The condition that the value is a number, when the storage cannot promise it (JSON); undefined when it can. */
  isNumber(key: string): string | undefined;
  /** The value compared with a number (bound). */
  compare(key: string, operator: NumberOperator, value: number, bind: Bind): string;
  /** The value (an array) contains every item of `needle` (bound as JSON). */
  contains(key: string, needle: unknown, bind: Bind): string;
  /** The value is empty: absent, null, '' or []. */
  empty(key: string): string;
}

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  creatorUserId: string | null;
}

/** Who made a record: the data rules on organisations read the organisations they had then. */
export interface RecordAuthor {
  userId: string;
  organizeIds: string[];
}

export interface RecordStorage {
  /** The model's rows (alias `r`) and the conditions that keep only them, binding what they need into `params`. */
  source(params: unknown[]): { from: string; where: string[] };
  /** The select of a list page: `id`, `data` (the record as a JSON object) and `creator_time`. */
  listSelect: string;
  /** The record's id over the row alias `r`. */
  idSql: string;
  /** The end of every order: newest first, then by id. */
  newestFirst: string;
  field: FieldSql;
  /** How data rules find a row's organisations and creator. */
  dataScope: { organizeIds: string; creator: string };
  recordOf(db: Queryable, id: string, rowScope?: RowScope): Promise<StoredRecord | undefined>;
  /** The records among `ids` (any order), for display texts of relation fields. */
  recordsByIds(db: Queryable, ids: readonly string[]): Promise<{ id: string; data: Record<string, unknown> }[]>;
  insert(tx: Queryable, id: string, data: Record<string, unknown>, author: RecordAuthor, now: Date): Promise<void>;
  /** Writes `data` over the record; `changed` names the fields whose values differ (sub-tables rewritten only then). */
  update(tx: Queryable, id: string, data: Record<string, unknown>, changed: ReadonlySet<string>, userId: string, now: Date): Promise<void>;
  /** Deletes the records among `ids` the scope shows; answers the ids deleted. */
  remove(tx: Queryable, ids: readonly string[], rowScope?: RowScope): Promise<string[]>;
  hasRecords(db: Queryable): Promise<boolean>;
}

/** The record's data field as SQL over the row alias `r` (keys are the definition's, checked). */
export const dataText = (key: string) => `r.data->>'${key}'`;
export const dataJson = (key: string) => `r.data->'${key}'`;

const scopedBy = (rowScope: RowScope | undefined, params: unknown[]) => (rowScope ? ` and (${bindCondition(rowScope, params)})` : '');

/** Records as JSONB documents in `online_record`, found by `model_id`. */
export function documentStorage(modelId: string): RecordStorage {
  return {
    source(params) {
      params.push(modelId);
      return { from: 'online_record r', where: [`r.model_id = $${params.length}`] };
    },
    listSelect: 'select r.id, r.data, r.creator_time',
    idSql: 'r.id',
    newestFirst: 'r.creator_time desc, r.id desc',
    field: {
      text: dataText,
      sort: dataJson,
      isNumber: (key) => `jsonb_typeof(${dataJson(key)}) = 'number'`,
      compare: (key, operator, value, bind) => `${dataJson(key)} ${operator} ${bind(JSON.stringify(value))}::jsonb`,
      contains: (key, needle, bind) => `${dataJson(key)} @> ${bind(JSON.stringify(needle))}::jsonb`,
      empty: (key) => `coalesce(${dataJson(key)}, 'null'::jsonb) in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)`,
    },
    dataScope: { organizeIds: 'select unnest(r.organize_ids)', creator: 'r.creator_user_id' },
    async recordOf(db, id, rowScope) {
      const params: unknown[] = [modelId, id];
      const scoped = scopedBy(rowScope, params);
      const [record] = await db.query<StoredRecord>(
        `select r.id, r.data, r.creator_user_id as "creatorUserId" from online_record r where r.model_id = $1 and r.id = $2${scoped}`,
        params,
      );
      return record;
    },
    recordsByIds: (db, ids) =>
      db.query('select id, data from online_record where model_id = $1 and id = any($2::text[])', [modelId, [...ids]]),
    async insert(tx, id, data, author, now) {
      await tx.query(
        `insert into online_record (id, model_id, data, organize_ids, creator_user_id, creator_time) values ($1, $2, $3::jsonb, $4::text[], $5, $6)`,
        [id, modelId, JSON.stringify(data), author.organizeIds, author.userId, now],
      );
    },
    async update(tx, id, data, _changed, userId, now) {
      await tx.query(
        `update online_record set data = $3::jsonb, last_modify_user_id = $4, last_modify_time = $5 where model_id = $1 and id = $2`,
        [modelId, id, JSON.stringify(data), userId, now],
      );
    },
    async remove(tx, ids, rowScope) {
      const params: unknown[] = [modelId, [...ids]];
      const scoped = scopedBy(rowScope, params);
      const gone = await tx.query<{ id: string }>(
        `delete from online_record r where r.model_id = $1 and r.id = any($2::text[])${scoped} returning r.id`,
        params,
      );
      return gone.map((row) => row.id);
    },
    async hasRecords(db) {
      return (await db.query('select 1 from online_record where model_id = $1 limit 1', [modelId])).length > 0;
    },
  };
}

/**
 * The storage of a released form: its bound tables when `tablesData` names any, else documents. A
 * release refuses tables it cannot use, so a released form's tables are usable; one stored otherwise
 * (by hand) fails loudly rather than writing elsewhere.
 */
export function storageOf(modelId: string, fields: readonly OnlineField[], tablesData: unknown): RecordStorage {
  if (!Array.isArray(tablesData) || !tablesData.length) return documentStorage(modelId);
  const entries = tableEntries(tablesData);
  const [problem] = [...tableEntriesProblems(tablesData), ...boundFieldProblems(fields, entries)];
  const layout = boundLayout(fields, entries);
  if (problem || !layout) throw new Error(`released form ${modelId} has unusable tables: ${problem ?? 'no main table'}`);
  return boundStorage(layout);
}
