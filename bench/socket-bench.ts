/**
 * `npm run bench:socket`: 1,000 WebSocket clients on loopback against one server, against two
 * replicas on one PostgreSQL, and against one server on PGlite. Connect time, chat delivery latency,
 * a notice broadcast to everyone, and the servers' resident memory. A benchmark, not a test: it
 * prints a table, judges the goals of issue 6 and asserts nothing.
 *
 * Environment:
 *   BENCH_CLIENTS        sockets (default 1000, even: half of them are senders, half receivers)
 *   BENCH_TARGETS        comma list of postgres, postgres-2, pglite (default all; the PostgreSQL ones only when it answers)
 *   BENCH_CHAT_RATES     chat messages per second, comma list (default 100,300); the goal is judged on the first
 *   BENCH_CHAT_SECONDS   seconds per chat rate (default 10)
 *   BENCH_BROADCASTS     notice releases per target (default 5)
 *   BENCH_DATABASE_URL   database to create and drop (default postgres://postgres@127.0.0.1:5432/bench_socket)
 *   BENCH_PORT           first server port (default 3341; two replicas use it and the next)
 *   BENCH_LOG_LEVEL      the servers' log level (default info, as in production)
 *   BENCH_SERVER_ROOT    the tree whose server/main.ts is measured (default this one; for before/after comparisons)
 *   BENCH_CPU_PROF_DIR   when set, each server writes a V8 CPU profile there as it stops
 *
 * Writes bench/results/socket.md and bench/results/socket.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  postgresUnavailable,
  prepareDatabase,
  type BenchUsers,
} from './socket/bench-database';
import { Fleet, type BenchClient } from './socket/client-fleet';
import { measureBroadcast, measureChat } from './socket/measurements';
import { goals, renderMarkdown, verdicts, type TargetResult } from './socket/report';
import { cpuMeter, memoryOf, RssSampler, startServer, type ServerProcess } from './socket/server-process';
import { summarise } from './socket/stats';

type Target = 'postgres' | 'postgres-2' | 'pglite';
const targetLabels: Record<Target, string> = {
  postgres: 'PostgreSQL, 1 server',
  'postgres-2': 'PostgreSQL, 2 replicas',
  pglite: 'PGlite, 1 server',
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workDir = join(root, '.tmp', 'bench-socket');
const clientCount = positiveInteger(process.env.BENCH_CLIENTS, 1000);
if (clientCount % 2) throw new Error('BENCH_CLIENTS must be even (clients are paired)');
const chatRates = (process.env.BENCH_CHAT_RATES || '100,300').split(',').map((text) => positiveInteger(text.trim(), NaN));
const chatSeconds = positiveInteger(process.env.BENCH_CHAT_SECONDS, 10);
const broadcastRuns = positiveInteger(process.env.BENCH_BROADCASTS, 5);
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_socket';
const basePort = positiveInteger(process.env.BENCH_PORT, 3341);
const logLevel = process.env.BENCH_LOG_LEVEL || 'info';
const serverRoot = process.env.BENCH_SERVER_ROOT || root;
const targets = (process.env.BENCH_TARGETS || 'postgres,postgres-2,pglite').split(',').map((text) => text.trim()) as Target[];
for (const target of targets) if (!(target in targetLabels)) throw new Error(`BENCH_TARGETS: unknown target "${target}"`);

/** Undone on exit or Ctrl-C: servers to stop, the database to drop. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => progress(`cleanup: ${String(error)}`));
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  const results: TargetResult[] = [];
  const notes: string[] = [];
  const postgresWhy = targets.some((target) => target !== 'pglite') ? await postgresUnavailable(databaseUrl) : undefined;
  for (const target of targets) {
    if (target !== 'pglite' && postgresWhy) {
      notes.push(`${targetLabels[target]}: skipped, PostgreSQL does not answer (${postgresWhy}); set BENCH_DATABASE_URL`);
      progress(notes.at(-1)!);
      continue;
    }
    try {
      results.push(await runTarget(target));
    } finally {
      await cleanUp();
    }
  }

  const info = {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown CPU',
    chatSeconds,
    broadcasts: broadcastRuns,
    logLevel,
    load: { start: loadAtStart, end: loadavg()[0]! },
    notes,
    elapsedMs: Date.now() - started,
  };
  const markdown = renderMarkdown(results, info);
  console.log('\n' + markdown);
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'socket.md'), markdown);
  writeFileSync(join(resultsDir, 'socket.json'), JSON.stringify({ ...info, goals, verdicts: verdicts(results), results }, null, 2) + '\n');
  progress(`written to bench/results/socket.md and bench/results/socket.json`);
}

async function runTarget(target: Target): Promise<TargetResult> {
  const label = targetLabels[target];
  const replicas = target === 'postgres-2' ? 2 : 1;
  const onPostgres = target !== 'pglite';
  const dataDir = join(workDir, target);
  rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  progress(`${label}: preparing the database (migrate, seed, ${clientCount} users with sessions)...`);
  const prepareStarted = Date.now();
  if (onPostgres) {
    await createPostgresDatabase(databaseUrl);
    cleanups.push(() => dropPostgresDatabase(databaseUrl));
  }
  const users: BenchUsers = await prepareDatabase(onPostgres ? { databaseUrl } : { dataDir }, clientCount);
  const prepareMs = Date.now() - prepareStarted;

  const servers: ServerProcess[] = [];
  for (let replica = 0; replica < replicas; replica++) {
    const server = await startServer({
      root: serverRoot,
      port: basePort + replica,
      databaseUrl: onPostgres ? databaseUrl : undefined,
      dataDir,
      logFile: join(workDir, `${target}-${replica + 1}.log`),
      logLevel,
    });
    servers.push(server);
    cleanups.push(() => server.stop());
  }
  progress(`${label}: ${servers.map((server) => `${server.url} (pid ${server.pid})`).join(', ')}`);
  const idle = servers.map((server) => memoryOf(server.pid).rss);

  const fleet = new Fleet();
  cleanups.push(() => fleet.close());
  const pids = servers.map((server) => server.pid);
  const sampler = new RssSampler(pids);
  const connectCpu = cpuMeter(pids);
  const half = clientCount / 2;
  const wsUrlOf = (index: number) => servers[replicas === 2 && index >= half ? 1 : 0]!.url.replace(/^http/, 'ws');
  const connect = await fleet.connectAll(users.clients, wsUrlOf);
  const connectLatency = summarise(connect.perClient);
  progress(
    `${label}: ${connect.perClient.length} connected in ${Math.round(connect.totalMs)} ms (p50 ${Math.round(connectLatency.p50)}, p99 ${Math.round(connectLatency.p99)} ms, ${connect.failed} failed)`,
  );
  const settled = await fleet.waitQuiet(1000, 120_000);
  progress(`${label}: presence news settled after ${Math.round(settled)} ms more (${fleet.presenceFrames} Online frames)`);
  const presenceFrames = fleet.presenceFrames;
  const connectCpuSeconds = connectCpu();

  const pairs: [BenchClient, BenchClient][] = Array.from({ length: half }, (_, index) => [
    fleet.clients[index]!,
    fleet.clients[index + half]!,
  ]);
  const chat = [];
  for (const rate of chatRates) {
    const chatCpu = cpuMeter(pids);
    const result = { ...(await measureChat(fleet, pairs, rate, chatSeconds)), cpu: chatCpu() };
    chat.push(result);
    progress(
      `${label}: chat ${rate} msg/s: ${result.delivered}/${result.sent} delivered, p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms, max ${result.latency.max.toFixed(1)} ms`,
    );
    await fleet.waitQuiet(500, 10_000);
  }

  const broadcasts = [];
  for (let run = 1; run <= broadcastRuns; run++) {
    const result = await measureBroadcast(fleet, servers[0]!.url, users.admin.token, run);
    broadcasts.push(result);
    progress(
      `${label}: broadcast ${run}: ${result.receivers}/${result.expected} in ${Math.round(result.lastMs)} ms (release call ${Math.round(result.releaseCallMs)} ms)`,
    );
    await fleet.waitQuiet(300, 10_000);
  }

  const peak = sampler.stop();
  const hwm = servers.map((server) => memoryOf(server.pid).hwm);
  await fleet.close();
  return {
    target,
    label,
    replicas,
    clients: clientCount,
    prepareMs,
    connect: { latency: connectLatency, totalMs: connect.totalMs, settleMs: settled, failed: connect.failed, cpu: connectCpuSeconds },
    presenceFrames,
    chat,
    broadcasts,
    memory: { idle, peak, hwm },
    problems: Object.fromEntries(fleet.problems),
  };
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

const progress = (line: string) => process.stderr.write(`${line}\n`);

process.once('SIGINT', () => {
  progress('interrupted: stopping the servers and dropping the bench database');
  void cleanUp().finally(() => process.exit(130));
});

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  await cleanUp();
  process.exit(1);
});
