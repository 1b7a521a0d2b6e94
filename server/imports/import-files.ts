/**
 * Uploaded spreadsheets waiting for their preview, in the database so that any replica can read them:
 * an hour each, readable by their uploader only, the newest five per user and module kept.
 */
import { randomUUID } from 'node:crypto';
import { importMessages } from '../../api/imports';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';

export const importFileLifetimeMs = 60 * 60_000;
const keptPerUser = 5;

/** The names `Uploader` answers: `yyyyMMdd_<32 hex>.xlsx`. */
export const importFileNamePattern = '^[0-9]{8}_[0-9a-f]{32}\\.(xlsx|xls)$';

export interface ImportFileOwner {
  userId: string;
  module: string;
}

export async function saveImportFile(
  db: Queryable,
  owner: ImportFileOwner,
  originalName: string,
  extension: 'xls' | 'xlsx',
  data: Uint8Array,
  now: Date,
): Promise<string> {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const name = `${day}_${randomUUID().replace(/-/g, '')}.${extension}`;
  await db.query('delete from import_file where expires_at < $1', [now]);
  await db.query(
    `insert into import_file (name, user_id, module, original_name, data, expires_at, creator_time) values ($1, $2, $3, $4, $5, $6, $7)`,
    [name, owner.userId, owner.module, originalName.slice(0, 255), data, new Date(now.getTime() + importFileLifetimeMs), now],
  );
  await db.query(
    `delete from import_file where user_id = $1 and module = $2 and name not in
       (select name from import_file where user_id = $1 and module = $2 order by creator_time desc, name limit ${keptPerUser})`,
    [owner.userId, owner.module],
  );
  return name;
}

/** The bytes of the caller's upload for this module, or the message that it is gone. */
export async function readImportFile(db: Queryable, owner: ImportFileOwner, name: string, now: Date): Promise<Uint8Array> {
  const row = await queryOne<{ data: Uint8Array }>(
    db,
    'select data from import_file where name = $1 and user_id = $2 and module = $3 and expires_at >= $4',
    [name, owner.userId, owner.module, now],
  );
  if (!row) throw badRequest(importMessages.fileMissing);
  return row.data;
}
