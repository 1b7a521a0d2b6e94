/**
 * `npm run bench:runtime`: the server run as TypeScript through tsx (what `npm start` ran before)
 * against the compiled bundle (`node dist-server/main.js`, what it runs now), on the same machine in
 * the same run, rounds alternating. For each: the time from spawning to the first `/api/health`
 * answer, on a fresh data folder (migrations and seed included) and on a restart over it, and the
 * resident memory of the process tree after start and after a short load (sign-in, then autocannon on
 * CurrentUser and the users list). A benchmark, not a test: it prints a table and asserts nothing.
 *
 * `tsx server/main.ts` is two Node processes (tsx's command line stays as the parent and relays
 * signals to the server it spawns): the table gives the server process and the whole tree.
 *
 * Environment:
 *   BENCH_ROUNDS        rounds per variant (default 3; medians are reported)
 *   BENCH_DBS           comma list of pglite, postgres (default both; postgres only when it answers)
 *   BENCH_DATABASE_URL  database to create and drop for the postgres runs (default postgres://postgres@127.0.0.1:5432/bench_runtime)
 *   BENCH_LOAD_SECONDS  seconds of load per call (default 5, 16 connections)
 *   BENCH_PORT          port of the server under test (default 3351)
 *
 * Writes bench/results/runtime.md (and `.tmp/bench-runtime.md`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../scripts/build-server.mjs';
import { browserHeaders, formHeaders, loginBody, positiveInteger, progress, root, sleep, writeReport } from './http-bench';
import { createPostgresDatabase, dropPostgresDatabase, postgresUnavailable } from './socket/bench-database';

type Variant = 'tsx' | 'node' | 'node --enable-source-maps';
type DbKind = 'pglite' | 'postgres';

const variants: Variant[] = ['tsx', 'node', 'node --enable-source-maps'];
const rounds = positiveInteger(process.env.BENCH_ROUNDS, 3);
const loadSeconds = positiveInteger(process.env.BENCH_LOAD_SECONDS, 5);
const port = positiveInteger(process.env.BENCH_PORT, 3351);
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_runtime';
const requestedDbs = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',').map((text) => text.trim()) as DbKind[];
for (const name of requestedDbs) if (name !== 'pglite' && name !== 'postgres') throw new Error(`BENCH_DBS: unknown database "${name}"`);
const workDir = join(root, '.tmp', 'bench-runtime');

/** MiB figures of one process tree. */
interface Memory {
  server: number;
  tree: number;
}

interface Sample {
  db: DbKind;
  variant: Variant;
  firstStartMs: number;
  restartMs: number;
  afterStart: Memory;
  afterLoad: Memory;
  /** The kernel's peak resident set of the server process (VmHWM), MiB. */
  peak: number;
  /** Requests per second during the load (CurrentUser, users list). */
  rps: [number, number];
}

function commandOf(variant: Variant): string[] {
  if (variant === 'tsx') return [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/main.ts'];
  if (variant === 'node') return ['dist-server/main.js'];
  return ['--enable-source-maps', 'dist-server/main.js'];
}

interface Running {
  child: ChildProcess;
  startMs: number;
  stop(): Promise<void>;
}

async function start(variant: Variant, db: DbKind, dataDir: string, logFile: string): Promise<Running> {
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, commandOf(variant), {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: db === 'postgres' ? databaseUrl : '',
      DATA_DIR: dataDir,
      PUBLIC_DIR: join(dataDir, 'no-public'),
      ADMIN_PASSWORD: 'Admin@2026',
      DEMO_PASSWORD: 'Demo@2026',
      LOG_LEVEL: 'info',
    },
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${variant}: the server exited with ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${variant}: no /api/health answer within 180 s; see ${logFile}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  return { child, startMs: performance.now() - started, stop };
}

/** The pids of `pid` and every descendant (Linux /proc). */
function treeOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const all = [pid];
  for (let index = 0; index < all.length; index++) all.push(...(children.get(all[index]!) ?? []));
  return all;
}

function statusOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** The server is the deepest Node process of the tree (tsx's child; the process itself for node). */
function memoryOfTree(pid: number): Memory & { serverPid: number } {
  const pids = treeOf(pid);
  const serverPid = pids[pids.length - 1]!;
  return { server: statusOf(serverPid).rss, tree: pids.reduce((sum, each) => sum + statusOf(each).rss, 0), serverPid };
}

async function load(url: string, token: string, connections = 16): Promise<number> {
  const result = await autocannon({ url, headers: { ...browserHeaders, authorization: token }, connections, duration: loadSeconds });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
  return result.requests.average;
}

async function oneRound(db: DbKind, variant: Variant, round: number): Promise<Sample> {
  const dataDir = join(workDir, `data-${db}-${round}-${variant.replace(/\W+/g, '-')}`);
  const logFile = join(workDir, `server-${db}-${variant.replace(/\W+/g, '-')}.log`);
  rmSync(dataDir, { recursive: true, force: true });
  if (db === 'postgres') await createPostgresDatabase(databaseUrl);
  try {
    const first = await start(variant, db, dataDir, logFile);
    await first.stop();
    const running = await start(variant, db, dataDir, logFile);
    try {
      await sleep(2000);
      const afterStart = memoryOfTree(running.child.pid!);
      const base = `http://127.0.0.1:${port}`;
      const response = await fetch(`${base}/api/oauth/Login`, { method: 'POST', headers: formHeaders, body: loginBody });
      const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`${variant}: sign-in failed (HTTP ${response.status})`);
      const rps: [number, number] = [
        await load(`${base}/api/oauth/CurrentUser`, token),
        await load(`${base}/api/permission/Users?currentPage=1&pageSize=20`, token),
      ];
      await sleep(2000);
      const afterLoad = memoryOfTree(running.child.pid!);
      const peak = statusOf(afterLoad.serverPid).hwm;
      const sample = { db, variant, firstStartMs: first.startMs, restartMs: running.startMs, afterStart, afterLoad, peak, rps };
      progress(
        `${db} ${variant} round ${round}: first start ${Math.round(first.startMs)} ms, restart ${Math.round(running.startMs)} ms, ` +
          `RSS after start ${afterStart.server.toFixed(0)} (tree ${afterStart.tree.toFixed(0)}) MiB, after load ${afterLoad.server.toFixed(0)} (tree ${afterLoad.tree.toFixed(0)}) MiB, peak ${peak.toFixed(0)} MiB`,
      );
      return sample;
    } finally {
      await running.stop();
    }
  } finally {
    if (db === 'postgres') await dropPostgresDatabase(databaseUrl);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(workDir, { recursive: true });
  await buildServer({ quiet: true });
  const notes: string[] = [];
  const samples: Sample[] = [];
  for (const db of requestedDbs) {
    if (db === 'postgres') {
      const why = await postgresUnavailable(databaseUrl);
      if (why) {
        notes.push(`postgres: skipped, PostgreSQL does not answer at ${databaseUrl} (${why})`);
        continue;
      }
    }
    for (let round = 1; round <= rounds; round++) {
      // Alternate the order so a drift of the machine's load does not favour one variant.
      const order = round % 2 ? variants : [...variants].reverse();
      for (const variant of order) samples.push(await oneRound(db, variant, round));
    }
  }
  const report = render(samples, notes, Date.now() - started);
  console.log('\n' + report);
  writeReport(report, '.tmp/bench-runtime.md', 'bench/results/runtime.md');
}

function render(samples: Sample[], notes: string[], elapsedMs: number): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const mib = (value: number) => value.toFixed(0);
  const lines = [
    `# Server runtime: tsx against the compiled bundle (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), shared machine. ${rounds} rounds per variant, alternating; medians.`,
    '`tsx` is `tsx server/main.ts` (its command-line process plus the server it spawns); `node` is `node dist-server/main.js`.',
    `Start: spawn to the first \`/api/health\` answer; "first" on a fresh data folder or database (migrations, seed, 3,800 areas), "restart" over it. Memory: VmRSS 2 s after the restart's health answer and 2 s after the load (sign-in, then ${loadSeconds} s of CurrentUser and ${loadSeconds} s of the users list at 16 connections); peak is the server process's VmHWM.`,
    '',
    '| db | runtime | first start ms | restart ms | RSS after start MiB (tree) | RSS after load MiB (tree) | peak MiB | CurrentUser req/s | users req/s |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const groups = new Map<string, Sample[]>();
  for (const sample of samples)
    groups.set(`${sample.db}|${sample.variant}`, [...(groups.get(`${sample.db}|${sample.variant}`) ?? []), sample]);
  for (const [key, group] of groups) {
    const [db, variant] = key.split('|');
    const m = (pick: (sample: Sample) => number) => median(group.map(pick));
    lines.push(
      `| ${db} | ${variant} | ${Math.round(m((s) => s.firstStartMs))} | ${Math.round(m((s) => s.restartMs))} | ${mib(m((s) => s.afterStart.server))} (${mib(m((s) => s.afterStart.tree))}) | ${mib(m((s) => s.afterLoad.server))} (${mib(m((s) => s.afterLoad.tree))}) | ${mib(m((s) => s.peak))} | ${Math.round(m((s) => s.rps[0]))} | ${Math.round(m((s) => s.rps[1]))} |`,
    );
  }
  lines.push('', 'Compiled against tsx, same run (ratio of medians, node / tsx):', '');
  for (const db of new Set(samples.map((sample) => sample.db))) {
    const of = (variant: Variant) => samples.filter((sample) => sample.db === db && sample.variant === variant);
    const tsx = of('tsx');
    for (const variant of ['node', 'node --enable-source-maps'] as const) {
      const compiled = of(variant);
      if (!tsx.length || !compiled.length) continue;
      const r = (pick: (sample: Sample) => number) => (median(compiled.map(pick)) / median(tsx.map(pick))).toFixed(2);
      lines.push(
        `- ${db}, ${variant}: restart ${r((s) => s.restartMs)}, first start ${r((s) => s.firstStartMs)}, RSS after start ${r((s) => s.afterStart.tree)} (tree) / ${r((s) => s.afterStart.server)} (server), after load ${r((s) => s.afterLoad.tree)} (tree) / ${r((s) => s.afterLoad.server)} (server)`,
      );
    }
  }
  lines.push('');
  if (notes.length) lines.push('Notes:', ...notes.map((note) => `- ${note}`), '');
  lines.push(`Total time ${Math.round(elapsedMs / 1000)} s.`, '');
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
