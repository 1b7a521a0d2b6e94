/**
 * What uploads leave behind once old: parts of uploads nobody touched for {@link partRetentionMs}
 * (given up, or their merge never came), temporary writes a crash left, and expired pack downloads.
 * Each server process purges at start and every {@link filePurgeIntervalMs}.
 */
import type { FileDeps } from './file-deps';

export const partRetentionMs = 24 * 3_600_000;
export const filePurgeIntervalMs = 60 * 60_000;

export async function purgeFiles(deps: Pick<FileDeps, 'db' | 'storage'>, now: Date): Promise<number> {
  const uploads = await deps.storage.purge(new Date(now.getTime() - partRetentionMs));
  await deps.db.query('delete from file_pack where expires_at < $1', [now]);
  return uploads;
}

/** Purges now and then every {@link filePurgeIntervalMs}; answers the stop function, which waits for a purge in progress. */
export function scheduleFilePurge(deps: FileDeps, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeFiles(deps, deps.clock()).catch(onError);
  };
  run();
  const timer = setInterval(run, filePurgeIntervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running.then(() => undefined);
  };
}
