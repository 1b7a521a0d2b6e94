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

type CallName = 'sign-in' | 'CurrentUser' | 'users list';

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
    const target = await startTarget({ script: 'bench-target.ts', kind, databaseUrl, env: { BENCH_LOG_LEVEL: logLevel } });
    try {
      progress(`${kind}: real server ${target.ours}, bare server ${target.bare}`);
      const token = await signIn(target);
      for (const item of cases) {
        // The token must still be good (a kicked or expired session would measure 401s).
        const ours = await verify(item.call, item.check, item.ours(target, token));
        const bare = await verify(item.call, item.check, item.bare(target));
        sizes.push(`${kind} ${item.call}: ours ${ours.bytes} bytes, bare ${bare.bytes} bytes`);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
