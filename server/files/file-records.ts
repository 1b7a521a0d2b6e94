/** The `file` table: one row per stored file, looked up by its stored name only. */
import { queryOne, type Queryable } from '../db/database';
import { isStoredName } from './file-names';

export interface FileRecord {
  name: string;
  /** The storage name of the bytes (the name itself, or the file an instant upload shares). */
  blob: string;
  type: string;
  originalName: string;
  extension: string;
  mime: string;
  size: number;
  md5: string;
  userId: string;
  createdAt: Date;
}

const columns = `name, blob, type, original_name as "originalName", extension, mime, size::float8 as size, md5,
  user_id as "userId", created_at as "createdAt"`;

export async function insertFile(db: Queryable, file: FileRecord): Promise<void> {
  await db.query(
    `insert into file (name, blob, type, original_name, extension, mime, size, md5, user_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [file.name, file.blob, file.type, file.originalName, file.extension, file.mime, file.size, file.md5, file.userId, file.createdAt],
  );
}

/** The record of a stored name; undefined for an unknown name or anything not shaped like one. */
export async function findFile(db: Queryable, name: string): Promise<FileRecord | undefined> {
  if (!isStoredName(name)) return undefined;
  return queryOne<FileRecord>(db, `select ${columns} from file where name = $1`, [name]);
}

export async function findFiles(db: Queryable, names: string[]): Promise<FileRecord[]> {
  const valid = names.filter(isStoredName);
  if (!valid.length) return [];
  return db.query<FileRecord>(`select ${columns} from file where name = any($1::text[])`, [valid]);
}

/** A file with this MD5 and extension the same user already stored (instant upload). */
export async function findSameFile(db: Queryable, md5: string, extension: string, userId: string): Promise<FileRecord | undefined> {
  return queryOne<FileRecord>(
    db,
    `select ${columns} from file where md5 = $1 and extension = $2 and user_id = $3 order by created_at limit 1`,
    [md5, extension, userId],
  );
}
