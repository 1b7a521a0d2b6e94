/**
 * `npm run bench:server`: autocannon against the running server on loopback. Sign-in, CurrentUser
 * and an authenticated list call, at several connection counts, on PGlite and on PostgreSQL, each
 * beside the same work served by a bare Fastify route without our layers (plugins, access hook,
 * schemas, request logging). A benchmark, not a test: it prints a table and asserts nothing.
 *
 * Environment:
 *   BENCH_SECONDS       measured seconds per run (default 5; each run has a 1 s warm-up before it)
 *   BENCH_CONNECTIONS   comma list (default 1,16,128)
 *   BENCH_DBS           comma list of pglite, postgres (default both; postgres only when it answers)
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_LOG_LEVEL     the real server's log level (default info, as in production)
 *
 * The table also goes to `.tmp/bench-server.md`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import pg from 'pg';
import { dropPostgresSchema } from '../server/db/postgres';

type DbKind = 'pglite' | 'postgres';
type CallName = 'sign-in' | 'CurrentUser' | 'users list';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const adminPassword = 'Admin@2026';
const seconds = positiveInteger(process.env.BENCH_SECONDS, 5);
const warmupSeconds = 1;
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,16,128').split(',').map((text) => positiveInteger(text.trim(), NaN));
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const requestedDbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',').map((text) => text.trim());
for (const name of requestedDbs) if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DBS: unknown database "${name}"`);

interface Target {
  kind: DbKind;
  child: ChildProcess;
  ours: string;
  bare: string;
  schema: string | undefined;
  exited: Promise<number | null>;
}

interface RunStats {
  rps: number;
  p50: number;
  p99: number;
  completed: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: string;
}

interface Row {
  db: DbKind;
  call: CallName;
  connections: number;
  ours: RunStats;
  bare: RunStats;
}

interface Case {
  call: CallName;
  ours: (target: Target, token: string) => AutocannonOptions;
  bare: (target: Target) => AutocannonOptions;
  /** What a correct answer looks like, checked once on each side before measuring. */
  check: (data: unknown) => boolean;
}

const loginBody = new URLSearchParams({
  account: 'admin',
  password: createHash('md5').update(adminPassword, 'utf8').digest('hex'),
  code: '',
  timestamp: '',
  origin: 'password',
  jnpf_ticket: '',
  grant_type: 'password',
}).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
/** What every browser sends; the server may answer compressed. Both servers get the same headers. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

const cases: Case[] = [
  {
    call: 'sign-in',
    ours: (target) => ({ url: `${target.ours}/api/oauth/Login`, method: 'POST', headers: formHeaders, body: loginBody }),
    bare: (target) => ({ url: `${target.bare}/bare/login`, method: 'POST', headers: formHeaders, body: loginBody }),
    check: (data) => typeof data === 'object' && data !== null && 'token' in data,
  },
  {
    call: 'CurrentUser',
    ours: (target, token) => ({ url: `${target.ours}/api/oauth/CurrentUser`, headers: { ...browserHeaders, authorization: token } }),
    bare: (target) => ({ url: `${target.bare}/bare/current-user`, headers: browserHeaders }),
    check: (data) => typeof data === 'object' && data !== null && 'userInfo' in data && 'menuList' in data,
  },
  {
    call: 'users list',
    ours: (target, token) => ({
      url: `${target.ours}/api/permission/Users?currentPage=1&pageSize=20`,
      headers: { ...browserHeaders, authorization: token },
    }),
    bare: (target) => ({ url: `${target.bare}/bare/users`, headers: browserHeaders }),
    check: (data) =>
      typeof data === 'object' &&
      data !== null &&
      Array.isArray((data as { list?: unknown }).list) &&
      (data as { list: unknown[] }).list.length > 0,
  },
];

async function main(): Promise<void> {
  const started = Date.now();
  const rows: Row[] = [];
  const notes: string[] = [];
  const sizes: string[] = [];

  for (const kind of requestedDbs as DbKind[]) {
    if (kind === 'postgres') {
      const why = await postgresUnavailable(databaseUrl);
      if (why) {
        const line = `postgres: skipped, PostgreSQL does not answer at ${redact(databaseUrl)} (${why}); set BENCH_DATABASE_URL`;
        notes.push(line);
        progress(line);
        continue;
      }
    }
    progress(`${kind}: starting the target (migrate, seed)...`);
    const target = await startTarget(kind);
    try {
      progress(`${kind}: real server ${target.ours}, bare server ${target.bare}`);
      const token = await signIn(target);
      for (const item of cases) {
        // The token must still be good (a kicked or expired session would measure 401s).
        const ours = await verify(item, item.ours(target, token));
        const bare = await verify(item, item.bare(target));
        sizes.push(`${kind} ${item.call}: ours ${ours} bytes, bare ${bare} bytes`);
        for (const connections of connectionCounts) {
          const oursStats = await measure(item.ours(target, token), connections, `${kind} ${item.call} c=${connections} ours`);
          const bareStats = await measure(item.bare(target), connections, `${kind} ${item.call} c=${connections} bare`);
          rows.push({ db: kind, call: item.call, connections, ours: oursStats, bare: bareStats });
          for (const [side, stats] of [
            ['ours', oursStats],
            ['bare', bareStats],
          ] as const) {
            if (stats.non2xx || stats.errors || stats.timeouts) {
              notes.push(
                `${kind} ${item.call} c=${connections} ${side}: ${stats.non2xx} non-2xx, ${stats.errors} errors, ${stats.timeouts} timeouts (status codes ${stats.statusCodes})`,
              );
            }
          }
        }
      }
    } finally {
      await stopTarget(target);
    }
  }

  const report = render(rows, notes, sizes, Date.now() - started);
  console.log('\n' + report);
  const file = join(root, '.tmp', 'bench-server.md');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, report);
  progress(`written to ${file}`);
}

/** Starts bench/bench-target.ts and waits for its `READY <portA> <portB>` line. */
async function startTarget(kind: DbKind): Promise<Target> {
  const schema = kind === 'postgres' ? `bench_${process.pid}_${Date.now().toString(36)}` : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'bench-target.ts')], {
    cwd: root,
    // stdout carries the production request log: thrown away, but written.
    stdio: ['pipe', 'ignore', 'pipe'],
    env: {
      ...process.env,
      BENCH_DB: kind,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SCHEMA: schema ?? '',
      BENCH_ADMIN_PASSWORD: adminPassword,
      BENCH_LOG_LEVEL: logLevel,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = createInterface({ input: child.stderr! });
  const ports = await new Promise<[number, number]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind}: the target did not say READY within 180 s`)), 180_000);
    lines.on('line', (line) => {
      const ready = /^READY (\d+) (\d+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve([Number(ready[1]), Number(ready[2])]);
      } else process.stderr.write(`  [target ${kind}] ${line}\n`);
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
  return { kind, child, schema, exited, ours: `http://127.0.0.1:${ports[0]}`, bare: `http://127.0.0.1:${ports[1]}` };
}

/** SIGTERM (the target closes its servers and drops its schema); SIGKILL and drop here if it hangs. */
async function stopTarget(target: Target): Promise<void> {
  if (target.child.exitCode === null) target.child.kill('SIGTERM');
  const code = await Promise.race([target.exited, sleep(20_000).then(() => 'timeout' as const)]);
  if (code === 'timeout' || code !== 0) {
    if (code === 'timeout') target.child.kill('SIGKILL');
    progress(`${target.kind}: the target did not stop cleanly (${code})`);
    if (target.schema)
      await dropPostgresSchema(databaseUrl, target.schema).catch((error: unknown) =>
        progress(`could not drop ${target.schema}: ${String(error)}`),
      );
  }
}

async function signIn(target: Target): Promise<string> {
  const response = await fetch(`${target.ours}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody });
  const body = (await response.json()) as { code?: number; msg?: string; data?: { token?: string } };
  if (response.status !== 200 || body.code !== 200 || !body.data?.token) {
    throw new Error(
      `${target.kind}: sign-in as admin failed (HTTP ${response.status}, code ${body.code}, ${body.msg}): the numbers would mean nothing`,
    );
  }
  return body.data.token;
}

/** One request as autocannon will send it: HTTP 200, envelope code 200, the expected data. Returns the size. */
async function verify(item: Case, options: AutocannonOptions): Promise<number> {
  const response = await fetch(options.url, { method: options.method ?? 'GET', headers: options.headers, body: options.body });
  const text = await response.text();
  let body: { code?: number; msg?: string; data?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // reported below
  }
  if (response.status !== 200 || body.code !== 200 || !item.check(body.data)) {
    throw new Error(
      `${item.call}: ${options.url} answered HTTP ${response.status}, code ${body.code} (${body.msg ?? text.slice(0, 200)}); not measuring a failing call`,
    );
  }
  return Buffer.byteLength(text);
}

/** A 1 s warm-up, then the measured run; each followed by a pause so requests still queued drain first. */
async function measure(options: AutocannonOptions, connections: number, label: string): Promise<RunStats> {
  const warm = await autocannon({ ...options, connections, duration: warmupSeconds });
  await settle(warm, connections);
  const result = await autocannon({ ...options, connections, duration: seconds });
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
 * When autocannon stops, up to `connections` requests are still being served (sign-in's scrypt
 * queue takes seconds); wait about as long as the server needs to finish them.
 */
async function settle(result: AutocannonResult, connections: number): Promise<void> {
  const perSecond = Math.max(1, result.requests.total / Math.max(1, result.duration));
  await sleep(Math.min(15_000, Math.max(250, (connections / perSecond) * 1500)));
}

async function postgresUnavailable(url: string): Promise<string | undefined> {
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

function render(rows: Row[], notes: string[], sizes: string[], elapsedMs: number): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `# Server benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}); autocannon in this process, the server in a child process, same machine, loopback.`,
    `Each run: ${warmupSeconds} s warm-up, then ${seconds} s measured. The real server is \`buildApp(ctx)\` as in production, request logging on at \`${logLevel}\` (written to /dev/null); the bare server is Fastify with no plugins, hooks, schemas or logging, on the same Database object.`,
    'req/s is the mean of per-second samples; latencies are autocannon’s whole milliseconds. Signed in as admin (all menus).',
    '',
    '| db | call | conns | ours req/s | ours p50 ms | ours p99 ms | bare req/s | bare p99 ms | ours/bare |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.db} | ${row.call} | ${row.connections} | ${fixed(row.ours.rps)} | ${row.ours.p50} | ${row.ours.p99} | ${fixed(row.bare.rps)} | ${row.bare.p99} | ${ratio(row.ours.rps, row.bare.rps)} |`,
    ),
    '',
  ];
  if (sizes.length) lines.push('Response sizes: ' + sizes.join('; ') + '.', '');
  lines.push(notes.length ? 'Notes:' : 'All runs: no non-2xx answers, errors or timeouts.');
  for (const note of notes) lines.push(`- ${note}`);
  lines.push(
    '',
    'Goal: authenticated CurrentUser at least half the bare route’s throughput on PostgreSQL, p99 under 50 ms at 128 connections.',
  );
  for (const kind of requestedDbs as DbKind[]) {
    const row = rows.find((candidate) => candidate.db === kind && candidate.call === 'CurrentUser' && candidate.connections === 128);
    const label = kind === 'postgres' ? 'postgres' : `${kind} (the goal is stated for PostgreSQL; for reference)`;
    if (!row) {
      lines.push(`- ${label}: not measured (needs CurrentUser at 128 connections on ${kind})`);
      continue;
    }
    const share = row.ours.rps / Math.max(row.bare.rps, Number.EPSILON);
    const met = share >= 0.5 && row.ours.p99 < 50;
    lines.push(
      `- ${label}: ${met ? 'met' : 'not met'}: ours/bare ${share.toFixed(2)} (${share >= 0.5 ? '>=' : '<'} 0.5; ${fixed(row.ours.rps)} vs ${fixed(row.bare.rps)} req/s), p99 ${row.ours.p99} ms (${row.ours.p99 < 50 ? '<' : '>='} 50 ms)`,
    );
  }
  lines.push('', `Total time ${Math.round(elapsedMs / 1000)} s.`, '');
  return lines.join('\n');
}

function positiveInteger(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') {
    if (Number.isNaN(fallback)) throw new Error('expected a positive integer, got an empty value');
    return fallback;
  }
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`expected a positive integer, got "${text}"`);
  return value;
}

const fixed = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1));
const ratio = (ours: number, bare: number) => (bare > 0 ? (ours / bare).toFixed(2) : 'n/a');
const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const progress = (line: string) => process.stderr.write(`${line}\n`);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
