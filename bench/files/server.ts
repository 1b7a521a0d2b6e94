/**
 * The measured server of `npm run bench:files` as the harness handles it: started (bench/files/target.ts
 * through bench/http-bench.ts's `startTarget`), stopped, killed with SIGKILL and started again over the
 * same data; its resident memory read from /proc while a part runs; and the admin's sign-in.
 */
import { readFileSync } from 'node:fs';
import { formHeaders, loginBody, startTarget, stopTarget, type DbKind, type Target } from '../http-bench';

export interface ServerSetup {
  kind: DbKind;
  databaseUrl: string;
  /** The PostgreSQL schema every start uses (the run's); unused on PGlite. */
  schema: string;
  dataDir: string;
  publicDir: string;
  port: number;
  /** `folder` or `database`; empty: the server's own default. */
  fileStorage: string;
  logLevel: string;
}

export async function startServer(setup: ServerSetup): Promise<Target> {
  return startTarget({
    script: 'files/target.ts',
    kind: setup.kind,
    databaseUrl: setup.kind === 'postgres' ? setup.databaseUrl : '',
    readyTimeoutMs: 300_000,
    env: {
      BENCH_SCHEMA: setup.kind === 'postgres' ? setup.schema : '',
      BENCH_FILES_DATA_DIR: setup.dataDir,
      BENCH_FILES_PUBLIC_DIR: setup.publicDir,
      BENCH_FILES_PORT: String(setup.port),
      BENCH_FILE_STORAGE: setup.fileStorage,
      BENCH_LOG_LEVEL: setup.logLevel,
    },
  });
}

/** SIGTERM and wait (the target closes its database cleanly). */
export const stopServer = (target: Target) => stopTarget({ ...target, schema: undefined });

/** SIGKILL: no cleanup of any kind, as a crash or a power cut would leave it. */
export async function killServer(target: Target): Promise<void> {
  target.child.kill('SIGKILL');
  await target.exited;
}

export async function signInAdmin(base: string): Promise<string> {
  const response = await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody });
  const body = (await response.json()) as { code?: number; msg?: string; data?: { token?: string } };
  if (response.status !== 200 || body.code !== 200 || !body.data?.token) {
    throw new Error(`sign-in as admin failed (HTTP ${response.status}, code ${body.code}, ${body.msg})`);
  }
  return body.data.token;
}

/** VmRSS of a process in MiB (NaN once it is gone). */
export function rssOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** CPU time the process has used (user + system), in seconds (NaN once it is gone). */
export function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the command (which is in parentheses and may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export interface RssFigures {
  /** Before the part started. */
  before: number;
  max: number;
  /** When it ended. */
  after: number;
  samples: number;
  /** CPU seconds the process used meanwhile (absent in runs before it was measured). */
  cpuS?: number;
}

/** Samples a process's resident memory every `everyMs` while `work` runs. */
export async function withRss<T>(pid: number, work: () => Promise<T>, everyMs = 100): Promise<{ value: T; rss: RssFigures }> {
  const before = rssOf(pid);
  const cpuBefore = cpuSecondsOf(pid);
  let max = before;
  let samples = 1;
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    samples++;
    if (rss > max) max = rss;
  }, everyMs);
  try {
    const value = await work();
    const after = rssOf(pid);
    const cpuS = cpuSecondsOf(pid) - cpuBefore;
    return { value, rss: { before, max: Math.max(max, after), after, samples: samples + 1, cpuS } };
  } finally {
    clearInterval(timer);
  }
}
