/**
 * Reads and writes the records of a generated form without bound tables (`online_record`, one JSONB
 * document per record), each write with its line in the record's history, in one transaction.
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import { queryOne, type Database, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { bindCondition, type RowScope } from '../resources/resource-store';

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
  creatorUserId: string | null;
}

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** One record of the model, if the caller's rows include it. */
export async function recordOf(db: Queryable, modelId: string, id: string, rowScope?: RowScope): Promise<StoredRecord | undefined> {
  const params: unknown[] = [modelId, id];
  const scoped = rowScope ? ` and (${bindCondition(rowScope, params)})` : '';
  return queryOne<StoredRecord>(
    db,
    `select r.id, r.data, r.creator_user_id as "creatorUserId" from online_record r where r.model_id = $1 and r.id = $2${scoped}`,
    params,
  );
}

export async function insertRecord(
  tx: Queryable,
  modelId: string,
  data: Record<string, unknown>,
  author: { userId: string; organizeIds: string[] },
  now: Date,
): Promise<string> {
  const id = newId();
  await tx.query(
    `insert into online_record (id, model_id, data, organize_ids, creator_user_id, creator_time) values ($1, $2, $3::jsonb, $4::text[], $5, $6)`,
    [id, modelId, JSON.stringify(data), author.organizeIds, author.userId, now],
  );
  await logChange(tx, modelId, id, 0, [], author.userId, now);
  return id;
}

export async function updateRecord(
  tx: Queryable,
  modelId: string,
  id: string,
  data: Record<string, unknown>,
  changes: FieldChange[],
  userId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `update online_record set data = $3::jsonb, last_modify_user_id = $4, last_modify_time = $5 where model_id = $1 and id = $2`,
    [modelId, id, JSON.stringify(data), userId, now],
  );
  if (changes.length) await logChange(tx, modelId, id, 1, changes, userId, now);
}

/** Deletes the records among `ids` the caller's rows include; answers how many went. */
export async function deleteRecords(
  db: Database,
  modelId: string,
  ids: string[],
  userId: string,
  now: Date,
  rowScope?: RowScope,
): Promise<number> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [modelId, ids];
    const scoped = rowScope ? ` and (${bindCondition(rowScope, params)})` : '';
    const gone = await tx.query<{ id: string }>(
      `delete from online_record r where r.model_id = $1 and r.id = any($2::text[])${scoped} returning r.id`,
      params,
    );
    for (const { id } of gone) await logChange(tx, modelId, id, 2, [], userId, now);
    return gone.length;
  });
}

/** The fields whose values differ, with their labels (sub-tables compared whole). */
export function changesBetween(
  fields: readonly OnlineField[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = before[field.vModel] ?? null;
    const to = after[field.vModel] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: field.vModel, label: field.label, from, to });
  }
  return changes;
}

async function logChange(
  tx: Queryable,
  modelId: string,
  recordId: string,
  type: 0 | 1 | 2,
  changes: FieldChange[],
  userId: string,
  now: Date,
) {
  await tx.query(
    `insert into online_record_log (id, model_id, record_id, type, changes, user_id, creator_time) values ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [newId(), modelId, recordId, type, JSON.stringify(changes), userId, now],
  );
}

export interface HistoryLine {
  id: string;
  type: number;
  changes: FieldChange[];
  userId: string | null;
  userName: string | null;
  creatorTime: number;
}

/** A record's history, newest first. */
export function historyOf(db: Queryable, modelId: string, recordId: string): Promise<HistoryLine[]> {
  return db.query<HistoryLine>(
    `select l.id, l.type::int as type, l.changes, l.user_id as "userId",
            case when u.id is null then null else u.real_name || '/' || u.account end as "userName",
            (extract(epoch from l.creator_time) * 1000)::float8 as "creatorTime"
       from online_record_log l left join users u on u.id = l.user_id
      where l.model_id = $1 and l.record_id = $2 order by l.creator_time desc, l.id desc limit 500`,
    [modelId, recordId],
  );
}
