import type { Queryable } from '../db/database';
import { SignInThrottle } from './sign-in-throttle';

/** Days the sign-in log (`sys_log` category 1) is kept. */
export const signInLogRetentionDays = 180;
/** How often each server process purges. */
export const purgeIntervalMs = 10 * 60_000;

/**
 * Deletes what unauthenticated requests leave behind once it is old: captchas past their expiry,
 * throttle counters that ended over an hour ago, and sign-in log rows older than
 * {@link signInLogRetentionDays}. `now` is the server clock (`ctx.clock()`).
 */
export async function purgeSignInData(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from captcha where expires_at < $1', [now]);
  await SignInThrottle.purge(db, now);
  await db.query(`delete from sys_log where category = 1 and creator_time < $1`, [
    new Date(now.getTime() - signInLogRetentionDays * 86_400_000),
  ]);
}

/** Purges at start and then every {@link purgeIntervalMs}; returns the stop function, which waits for a purge in progress. Failures go to `onError`, never thrown. */
export function schedulePurge(db: Queryable, clock: () => Date, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeSignInData(db, clock()).catch(onError);
  };
  run();
  const timer = setInterval(run, purgeIntervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
