/**
 * Reads and writes the records of a generated form through its storage (./record-storage.ts: JSONB
 * documents in `online_record`, or the form's bound tables), each write with its line in the record's
 * history (`online_record_log`, shared by both), in one transaction.
 */
import type { OnlineField } from '../../schemas/online/record-fields';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import type { RowScope } from '../resources/resource-store';
import { onlineModel, type OnlineModel } from './online-model';
import { documentStorage, type RecordAuthor, type StoredRecord } from './record-storage';

export type { StoredRecord } from './record-storage';

/** What the record calls need of a model. */
type RecordModel = Pick<OnlineModel, 'id' | 'storage'>;

export interface FieldChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

/** One record of the model, if the caller's rows include it. */
export function recordOf(db: Queryable, model: RecordModel, id: string, rowScope?: RowScope): Promise<StoredRecord | undefined> {
  return model.storage.recordOf(db, id, rowScope);
}

export async function insertRecord(
  tx: Queryable,
  model: RecordModel,
  data: Record<string, unknown>,
  author: RecordAuthor,
  now: Date,
): Promise<string> {
  const id = newId();
  await model.storage.insert(tx, id, data, author, now);
  await logChange(tx, model.id, id, 0, [], author.userId, now);
  return id;
}

export async function updateRecord(
  tx: Queryable,
  model: RecordModel,
  id: string,
  data: Record<string, unknown>,
  changes: FieldChange[],
  userId: string,
  now: Date,
): Promise<void> {
  await model.storage.update(tx, id, data, new Set(changes.map((change) => change.field)), userId, now);
  if (changes.length) await logChange(tx, model.id, id, 1, changes, userId, now);
}

/** Whether a form holds records: its released storage's, or documents left from before it was bound. */
export async function modelHasRecords(db: Queryable, modelId: string): Promise<boolean> {
  const model = await onlineModel(db, modelId);
  return (await documentStorage(modelId).hasRecords(db)) || (model ? model.storage.hasRecords(db) : false);
}

/** Deletes the records among `ids` the caller's rows include; answers how many went. */
export async function deleteRecords(
  db: Database,
  model: RecordModel,
  ids: string[],
  userId: string,
  now: Date,
  rowScope?: RowScope,
): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await model.storage.remove(tx, ids, rowScope);
    for (const id of gone) await logChange(tx, model.id, id, 2, [], userId, now);
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
