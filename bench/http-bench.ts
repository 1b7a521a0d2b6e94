/**
 * What the HTTP benchmarks against a target process share (`bench:server`, `bench:resources`): start
 * a target script that serves the real app and a bare Fastify server and says `READY <portA> <portB>`,
 * stop it (dropping its PostgreSQL schema if it could not), sign in as admin, check one answer before
 * measuring, and one autocannon run with its warm-up.
 *
 * Environment read here: BENCH_SECONDS (measured seconds per run, default 5; each run has a 1 s
 * warm-up before it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import { dropPostgresSchema } from '../server/db/postgres';

export type DbKind = 'pglite' | 'postgres';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const adminPassword = 'Admin@2026';
export const seconds = positiveInteger(process.env.BENCH_SECONDS, 5);
export const warmupSeconds = 1;

export interface Target {
  kind: DbKind;
  child: ChildProcess;
  ours: string;
  bare: string;
  /** Further real apps the target serves, in the order of its READY line (bench:server: the uncached one). */
  others: string[];
  schema: string | undefined;
  databaseUrl: string;
  exited: Promise<number | null>;
}

export interface RunStats {
  rps: number;
  p50: number;
  p99: number;
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: string;
}

export const loginBody = new URLSearchParams({
  account: 'admin',
  password: createHash('md5').update(adminPassword, 'utf8').digest('hex'),
  code: '',
  timestamp: '',
  origin: 'password',
  jnpf_ticket: '',
  grant_type: 'password',
}).toString();
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
/** What every browser sends; the server may answer compressed. Both servers get the same headers. */
export const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

export interface StartOptions {
  /** The target script under bench/. */
  script: string;
  kind: DbKind;
  databaseUrl: string;
  /** Extra environment for the target. */
  env?: Record<string, string>;
  /** How long the target may take to say READY (it migrates, seeds and maybe generates data). */
  readyTimeoutMs?: number;
  /** Sees each line the target writes to stderr before READY (they are echoed too). */
  onLine?: (line: string) => void;
}

/** Starts a target script and waits for its `READY <portA> <portB> [<more>...]` line on stderr. */
export async function startTarget({
  script,
  kind,
  databaseUrl,
  env = {},
  readyTimeoutMs = 180_000,
  onLine,
}: StartOptions): Promise<Target> {
  const schema = kind === 'postgres' ? `bench_${process.pid}_${Date.now().toString(36)}` : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', script)], {
    cwd: root,
    // stdout carries the production request log: thrown away, but written.
    stdio: ['pipe', 'ignore', 'pipe'],
    env: {
      ...process.env,
      BENCH_DB: kind,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SCHEMA: schema ?? '',
      BENCH_ADMIN_PASSWORD: adminPassword,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stderr! });
  const ports = await new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${kind}: the target did not say READY within ${Math.round(readyTimeoutMs / 1000)} s`)),
      readyTimeoutMs,
    );
    lines.on('line', (line) => {
      const ready = /^READY (\d+(?: \d+)+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!.split(' ').map(Number));
      } else {
        process.stderr.write(`  [target ${kind}] ${line}\n`);
        onLine?.(line);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${kind}: the target exited with ${code} before it was ready`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    if (schema) await dropPostgresSchema(databaseUrl, schema).catch(() => undefined);
    throw error;
  });
  const [ours, bare, ...others] = ports.map((port) => `http://127.0.0.1:${port}`);
  return { kind, child, schema, databaseUrl, exited, ours: ours!, bare: bare!, others };
}

/** SIGTERM (the target closes its servers and drops its schema); SIGKILL and drop here if it hangs. */
export async function stopTarget(target: Target): Promise<void> {
  if (target.child.exitCode === null) target.child.kill('SIGTERM');
  const code = await Promise.race([target.exited, sleep(60_000).then(() => 'timeout' as const)]);
  if (code === 'timeout' || code !== 0) {
    if (code === 'timeout') target.child.kill('SIGKILL');
    progress(`${target.kind}: the target did not stop cleanly (${code})`);
    if (target.schema)
      await dropPostgresSchema(target.databaseUrl, target.schema).catch((error: unknown) =>
        progress(`could not drop ${target.schema}: ${String(error)}`),
      );
  }
}

export async function signIn(target: Target): Promise<string> {
  const response = await fetch(`${target.ours}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody });
  const body = (await response.json()) as { code?: number; msg?: string; data?: { token?: string } };
  if (response.status !== 200 || body.code !== 200 || !body.data?.token) {
    throw new Error(
      `${target.kind}: sign-in as admin failed (HTTP ${response.status}, code ${body.code}, ${body.msg}): the numbers would mean nothing`,
    );
  }
  return body.data.token;
}

export interface Verified {
  /** Response bytes, decoded. */
  bytes: number;
  /** The answer's Content-Encoding (`identity` when none). */
  encoding: string;
  /** The envelope's `data`. */
  data: unknown;
}

/**
 * One request as autocannon will send it: HTTP 200, envelope code 200, and `check(data)` true (it
 * returns false or a reason for a wrong answer). Throws otherwise: a failing call is not measured.
 */
export async function verify(call: string, check: (data: unknown) => boolean | string, options: AutocannonOptions): Promise<Verified> {
  const response = await fetch(options.url, { method: options.method ?? 'GET', headers: options.headers, body: options.body });
  const text = await response.text();
  let body: { code?: number; msg?: string; data?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // reported below
  }
  const checked = response.status === 200 && body.code === 200 ? check(body.data) : false;
  if (checked !== true) {
    throw new Error(
      `${call}: ${options.url} answered HTTP ${response.status}, code ${body.code} (${body.msg ?? text.slice(0, 200)})${typeof checked === 'string' ? `: ${checked}` : ''}; not measuring a failing call`,
    );
  }
  return { bytes: Buffer.byteLength(text), encoding: response.headers.get('content-encoding') ?? 'identity', data: body.data };
}

/**
 * A 1 s warm-up, then the measured run (`measuredSeconds`, default BENCH_SECONDS); each followed by a
 * pause so requests still queued drain first.
 */
export async function measure(
  options: AutocannonOptions,
  connections: number,
  label: string,
  measuredSeconds = seconds,
): Promise<RunStats> {
  const warm = await autocannon({ ...options, connections, duration: warmupSeconds });
  await settle(warm, connections);
  const result = await autocannon({ ...options, connections, duration: measuredSeconds });
  await settle(result, connections);
  const stats: RunStats = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
  progress(
    `${label}: ${fixed(stats.rps)} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms${stats.non2xx || stats.errors ? `, ${stats.non2xx} non-2xx, ${stats.errors} errors` : ''}`,
  );
  return stats;
}

/**
 * A note for a run that had non-2xx answers, errors or timeouts; undefined for a clean run. `expected`:
 * a status every answer has instead of 2xx (304 to a client that keeps its copy).
 */
export function runProblems(label: string, stats: RunStats, expected?: number): string | undefined {
  const unexpected = expected && new RegExp(`^${expected}×\\d+$`).test(stats.statusCodes) ? 0 : stats.non2xx;
  if (!unexpected && !stats.errors && !stats.timeouts) return undefined;
  return `${label}: ${stats.non2xx} non-2xx, ${stats.errors} errors, ${stats.timeouts} timeouts (status codes ${stats.statusCodes})`;
}

/**
 * When autocannon stops, up to `connections` requests are still being served (sign-in's scrypt
 * queue takes seconds); wait about as long as the server needs to finish them.
 */
async function settle(result: AutocannonResult, connections: number): Promise<void> {
  const perSecond = Math.max(1, result.requests.total / Math.max(1, result.duration));
  await sleep(Math.min(15_000, Math.max(250, (connections / perSecond) * 1500)));
}

export async function postgresUnavailable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Writes the report to each file (paths relative to the repository), making their folders. */
export function writeReport(report: string, ...files: string[]): void {
  for (const relative of files) {
    const file = join(root, relative);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, report);
    progress(`written to ${file}`);
  }
}

export function positiveInteger(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') {
    if (Number.isNaN(fallback)) throw new Error('expected a positive integer, got an empty value');
    return fallback;
  }
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`expected a positive integer, got "${text}"`);
  return value;
}

/** BENCH_CONNECTIONS as a list of connection counts, or the default. */
export const connectionCountsOf = (text: string | undefined, fallback: string) =>
  (text || fallback).split(',').map((item) => positiveInteger(item.trim(), NaN));

export const fixed = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));
export const ratio = (ours: number, bare: number) => (bare > 0 ? (ours / bare).toFixed(2) : 'n/a');
export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const progress = (line: string) => process.stderr.write(`${line}\n`);
