/**
 * `npm run bench:server`: autocannon against the running server on loopback. Sign-in, CurrentUser
 * and an authenticated list call, at several connection counts, on PGlite and on PostgreSQL, each
 * beside the same work served by a bare Fastify route without our layers (plugins, access hook,
 * schemas, request logging). A benchmark, not a test: it prints a table and asserts nothing.
 *
 * Like with like: each pair does the same work and sends the same bytes. `CurrentUser` is kept per
 * session for 10 s, pre-gzipped (server/permissions/current-user-cache.ts), so it is measured twice:
 * cached (the real route against a bare route keeping the same answer in the same cache) and uncached
 * (a second real app whose cache keeps nothing, against a bare route building the answer on every
 * call: the queries, JSON and gzip). The cache's effect (cached against uncached, on each side) is a
 * table of its own, from the same runs (bench/bench-target.ts).
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
import { availableParallelism, cpus } from 'node:os';
import type { AutocannonOptions } from 'autocannon';
import {
  browserHeaders,
  connectionCountsOf,
  fixed,
  formHeaders,
  loginBody,
  measure,
  postgresUnavailable,
  progress,
  ratio,
  redact,
  runProblems,
  seconds,
  signIn,
  startTarget,
  stopTarget,
  verify,
  warmupSeconds,
  writeReport,
  type DbKind,
  type RunStats,
  type Target,
} from './http-bench';

type CallName = 'sign-in' | 'CurrentUser cached' | 'CurrentUser uncached' | 'users list';

const connectionCounts = connectionCountsOf(process.env.BENCH_CONNECTIONS, '1,16,128');
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const requestedDbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',').map((text) => text.trim());
for (const name of requestedDbs) if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DBS: unknown database "${name}"`);

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

function isCurrentUser(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'userInfo' in data && 'menuList' in data;
}

/** The target's second real app, whose CurrentUser cache keeps nothing. */
function uncachedApp(target: Target): string {
  const url = target.others[0];
  if (!url) throw new Error('the target did not announce its uncached app (READY <ours> <bare> <uncached>)');
  return url;
}

const cases: Case[] = [
  {
    call: 'sign-in',
    ours: (target) => ({ url: `${target.ours}/api/oauth/Login`, method: 'POST', headers: formHeaders, body: loginBody }),
    bare: (target) => ({ url: `${target.bare}/bare/login`, method: 'POST', headers: formHeaders, body: loginBody }),
    check: (data) => typeof data === 'object' && data !== null && 'token' in data,
  },
  {
    call: 'CurrentUser cached',
    ours: (target, token) => ({ url: `${target.ours}/api/oauth/CurrentUser`, headers: { ...browserHeaders, authorization: token } }),
    bare: (target) => ({ url: `${target.bare}/bare/current-user`, headers: browserHeaders }),
    check: isCurrentUser,
  },
  {
    call: 'CurrentUser uncached',
    ours: (target, token) => ({
      url: `${uncachedApp(target)}/api/oauth/CurrentUser`,
      headers: { ...browserHeaders, authorization: token },
    }),
    bare: (target) => ({ url: `${target.bare}/bare/current-user-uncached`, headers: browserHeaders }),
    check: isCurrentUser,
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
    const target = await startTarget({ script: 'bench-target.ts', kind, databaseUrl, env: { BENCH_LOG_LEVEL: logLevel } });
    try {
      progress(`${kind}: real server ${target.ours}, bare server ${target.bare}`);
      const token = await signIn(target);
      for (const item of cases) {
        // The token must still be good (a kicked or expired session would measure 401s).
        const ours = await verify(item.call, item.check, item.ours(target, token));
        const bare = await verify(item.call, item.check, item.bare(target));
        sizes.push(`${kind} ${item.call}: ours ${ours.bytes} bytes (${ours.encoding}), bare ${bare.bytes} bytes (${bare.encoding})`);
        for (const connections of connectionCounts) {
          const oursStats = await measure(item.ours(target, token), connections, `${kind} ${item.call} c=${connections} ours`);
          const bareStats = await measure(item.bare(target), connections, `${kind} ${item.call} c=${connections} bare`);
          rows.push({ db: kind, call: item.call, connections, ours: oursStats, bare: bareStats });
          for (const [side, stats] of [
            ['ours', oursStats],
            ['bare', bareStats],
          ] as const) {
            const problems = runProblems(`${kind} ${item.call} c=${connections} ${side}`, stats);
            if (problems) notes.push(problems);
          }
        }
      }
    } finally {
      await stopTarget(target);
    }
  }

  const report = render(rows, notes, sizes, Date.now() - started);
  console.log('\n' + report);
  writeReport(report, '.tmp/bench-server.md');
}

function render(rows: Row[], notes: string[], sizes: string[], elapsedMs: number): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `# Server benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}); autocannon in this process, the server in a child process, same machine, loopback.`,
    `Each run: ${warmupSeconds} s warm-up, then ${seconds} s measured. The real server is \`buildApp(ctx)\` as in production, request logging on at \`${logLevel}\` (written to /dev/null); the bare server is Fastify with no plugins, hooks, schemas or logging, on the same Database object.`,
    'Each pair does the same work and sends the same bytes: "CurrentUser cached" is the real route against a bare route keeping the same pre-gzipped answer in the same 10 s cache; "CurrentUser uncached" is a second real app whose cache keeps nothing against a bare route building the answer (queries, JSON, gzip) on every call.',
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
  const effect = cacheEffect(rows);
  if (effect.length) {
    lines.push(
      'The CurrentUser cache’s effect (same runs as above): the answer kept 10 s per session and pre-gzipped, against building it on every call (its queries, JSON and gzip).',
      '',
      '| db | conns | ours cached req/s | ours uncached req/s | cached/uncached | ours cached p99 ms | ours uncached p99 ms | bare cached/uncached |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...effect,
      '',
    );
  }
  if (sizes.length) lines.push('Response sizes (decoded; content-encoding on the wire): ' + sizes.join('; ') + '.', '');
  lines.push(notes.length ? 'Notes:' : 'All runs: no non-2xx answers, errors or timeouts.');
  for (const note of notes) lines.push(`- ${note}`);
  lines.push(
    '',
    'Goal: authenticated CurrentUser at least half the bare route’s throughput on PostgreSQL, p99 under 50 ms at 128 connections (judged on each pair: cached against cached, uncached against uncached).',
  );
  for (const kind of requestedDbs as DbKind[]) {
    for (const call of ['CurrentUser cached', 'CurrentUser uncached'] as const) {
      const row = rows.find((candidate) => candidate.db === kind && candidate.call === call && candidate.connections === 128);
      const label = `${kind === 'postgres' ? 'postgres' : `${kind} (the goal is stated for PostgreSQL; for reference)`}, ${call}`;
      if (!row) {
        lines.push(`- ${label}: not measured (needs it at 128 connections on ${kind})`);
        continue;
      }
      const share = row.ours.rps / Math.max(row.bare.rps, Number.EPSILON);
      const met = share >= 0.5 && row.ours.p99 < 50;
      lines.push(
        `- ${label}: ${met ? 'met' : 'not met'}: ours/bare ${share.toFixed(2)} (${share >= 0.5 ? '>=' : '<'} 0.5; ${fixed(row.ours.rps)} vs ${fixed(row.bare.rps)} req/s), p99 ${row.ours.p99} ms (${row.ours.p99 < 50 ? '<' : '>='} 50 ms)`,
      );
    }
  }
  lines.push('', `Total time ${Math.round(elapsedMs / 1000)} s.`, '');
  return lines.join('\n');
}

/** Rows of the cache-effect table: each db and connection count measured both cached and uncached. */
function cacheEffect(rows: Row[]): string[] {
  const lines: string[] = [];
  for (const cached of rows.filter((row) => row.call === 'CurrentUser cached')) {
    const uncached = rows.find(
      (row) => row.call === 'CurrentUser uncached' && row.db === cached.db && row.connections === cached.connections,
    );
    if (!uncached) continue;
    lines.push(
      `| ${cached.db} | ${cached.connections} | ${fixed(cached.ours.rps)} | ${fixed(uncached.ours.rps)} | ${ratio(cached.ours.rps, uncached.ours.rps)} | ${cached.ours.p99} | ${uncached.ours.p99} | ${ratio(cached.bare.rps, uncached.bare.rps)} |`,
    );
  }
  return lines;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
