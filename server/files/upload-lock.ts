/**
 * One joining of an upload's parts at a time (server/files/joined-upload.ts), by a promise per upload
 * key in this process. Across replicas (which share a PostgreSQL: PGlite belongs to one process) the
 * folder storage's joined file needs the same, so there the work also holds a transaction-level advisory
 * lock on the upload key. The work then touches files only, never the database, so the connection the
 * lock holds is the only one it takes. The database storage needs no lock across replicas: each joining
 * state it writes matches the part copies it read, and the merge renames only those copies.
 *
 * `try` gives up at once when the upload is busy (a chunk's joining: the merge picks up what is left);
 * `wait` waits its turn (the merge).
 */
import type { Database } from '../db/database';
import type { FileStorage } from './storage';

const running = new Map<string, Promise<unknown>>();

async function inThisProcess<T>(key: string, mode: 'try' | 'wait', work: () => Promise<T>): Promise<T | undefined> {
  if (mode === 'try' && running.has(key)) return undefined;
  while (running.has(key)) await running.get(key)!.catch(() => undefined);
  const run = work();
  running.set(key, run);
  try {
    return await run;
  } finally {
    if (running.get(key) === run) running.delete(key);
  }
}

export function withUploadLock<T>(
  deps: { db: Database; storage: Pick<FileStorage, 'kind'> },
  key: string,
  mode: 'try' | 'wait',
  work: () => Promise<T>,
): Promise<T | undefined> {
  const { db } = deps;
  if (db.kind !== 'postgres' || deps.storage.kind !== 'folder') return inThisProcess(key, mode, work);
  return inThisProcess(key, mode, () =>
    db.transaction(async (tx) => {
      const lockKey = `file-upload:${key}`;
      if (mode === 'wait') await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
      else {
        const [row] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked', [lockKey]);
        if (!row?.locked) return undefined;
      }
      return work();
    }),
  );
}
