/**
 * `npm run bench:online`: a generated form at scale (issue 15, "Scale"). One form of 20 fields
 * (bench/online-form.ts) with 1,000,000 records on PostgreSQL and 100,000 on PGlite, released through
 * the real call (so the list's indexes are the ones a release makes); autocannon calls, as admin:
 *
 *  - the list with a name keyword, one district, an area range and a sort, page 20, beside a bare route
 *    issuing the same SQL (bench/online-target.ts), at 1 and 16 connections;
 *  - a create with a bill number and a sub-table of 20 rows;
 *  - the export of 100,000 rows (one district of the million, or all of PGlite's): the export call and
 *    the download timed, the target's resident memory sampled every 20 ms while they run.
 *
 * Goal: the list's p99 under 100 ms at 16 connections on PostgreSQL. The table goes to
 * bench/results/online.md.
 *
 * Then the browser half (bench/online-browser/run.ts; PostgreSQL only): a 200-field definition with a
 * 200-row sub-table released through the real calls into the real app serving the production front
 * end, 1,000 records; in Chromium, per load in a fresh context: the menu's list page (navigation to
 * the first page of rows painted), 编辑 on the 200-row record (click to the form painted), and
 * keystrokes in a text field in the middle and in a summed cell of row 101 (bench:engine's key→frame
 * clocks), beside bench:engine's floor (bare React inputs) and engine pages for 200 fields and a 200-row
 * sub-table, as ratios. Written to bench/results/online-browser.md and .json.
 *
 * A benchmark, not a test: it prints tables and asserts nothing (beyond checking every answer once
 * before measuring it). `npm run bench:online -- --only=server` (or `--only=browser`, or
 * BENCH_ONLINE_ONLY) runs one half.
 *
 * Environment: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 1,16), BENCH_DATABASE_URL,
 * BENCH_ONLINE_DBS (default postgres,pglite), BENCH_ONLINE_PG_RECORDS (default 1000000),
 * BENCH_ONLINE_PGLITE_RECORDS (default 100000); for the browser half BENCH_ONLINE_BROWSER_LOADS
 * (default 5), BENCH_ONLINE_BROWSER_RECORDS (default 1000), BENCH_ONLINE_BROWSER_FIELDS and
 * BENCH_ONLINE_BROWSER_ROWS (default 200 each), BENCH_ONLINE_BROWSER_PORT (bench:engine's pages,
 * default 3310), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { AutocannonOptions } from 'autocannon';
import {
  browserHeaders,
  connectionCountsOf,
  fixed,
  measure,
  positiveInteger,
  postgresUnavailable,
  progress,
  ratio,
  redact,
  runProblems,
  signIn,
  sleep,
  startTarget,
  stopTarget,
  verify,
  writeReport,
  type DbKind,
  type RunStats,
  type Target,
} from './http-bench';
import { runBrowserHalf } from './online-browser/run';
import { benchColumnData, benchListBody, benchRecord, districtCount } from './online-form';

const connectionCounts = connectionCountsOf(process.env.BENCH_CONNECTIONS, '1,16');
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const kinds = (process.env.BENCH_ONLINE_DBS ?? 'postgres,pglite').split(',').map((kind) => kind.trim()) as DbKind[];
const recordsOf: Record<DbKind, number> = {
  postgres: positiveInteger(process.env.BENCH_ONLINE_PG_RECORDS, 1_000_000),
  pglite: positiveInteger(process.env.BENCH_ONLINE_PGLITE_RECORDS, 100_000),
};

interface ListRow {
  kind: DbKind;
  connections: number;
  ours: RunStats;
  bare: RunStats;
}
interface CreateRow {
  kind: DbKind;
  connections: number;
  stats: RunStats;
}
interface ExportRow {
  kind: DbKind;
  rows: number;
  callMs: number;
  downloadMs: number;
  bytes: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
}

type PageData = { list: Record<string, unknown>[]; pagination: { total: number } };

/** The target's resident memory in MiB (Linux). */
function rssMiB(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : NaN;
}

async function runOn(kind: DbKind, problems: string[]) {
  const records = recordsOf[kind];
  let model = { modelId: '', menuId: '' };
  const target: Target = await startTarget({
    script: 'online-target.ts',
    kind,
    databaseUrl,
    env: { BENCH_ONLINE_RECORDS: String(records), BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    readyTimeoutMs: 30 * 60_000,
    onLine: (line) => {
      const found = /^MODEL (\S+) (\S+)$/.exec(line);
      if (found) model = { modelId: found[1]!, menuId: found[2]! };
    },
  });
  try {
    const token = await signIn(target);
    const headers = { ...browserHeaders, authorization: token, 'content-type': 'application/json' };
    const base = `${target.ours}/api/visualdev/OnlineDev/${model.modelId}`;
    const listBody = JSON.stringify(benchListBody(model.menuId));
    const listCheck = (data: unknown) => {
      const { list, pagination } = (data ?? {}) as Partial<PageData>;
      if (!Array.isArray(list) || !pagination) return 'not a page';
      if (!list.length) return 'no rows: the query matches nothing';
      const wrong = list.find(
        (row) => row.district !== 'd3' || !String(row.name).includes('88') || Number(row.area) < 50 || Number(row.area) > 150,
      );
      return wrong ? `row outside the query: ${JSON.stringify(wrong).slice(0, 200)}` : true;
    };
    const ours: AutocannonOptions = { url: `${base}/List`, method: 'POST', headers, body: listBody };
    const bare: AutocannonOptions = { url: `${target.bare}/bare/list`, method: 'POST', headers, body: listBody };
    const checked = await verify('list', listCheck, ours);
    const total = ((checked.data ?? {}) as PageData).pagination.total;
    progress(`${kind}: the list query matches ${total} of ${records} records`);
    await verify('bare list', listCheck, bare);

    const lists: ListRow[] = [];
    for (const connections of connectionCounts) {
      const oursStats = await measure(ours, connections, `${kind} list ours ×${connections}`);
      const bareStats = await measure(bare, connections, `${kind} list bare ×${connections}`);
      lists.push({ kind, connections, ours: oursStats, bare: bareStats });
      for (const [label, stats] of [
        [`${kind} list ours ×${connections}`, oursStats],
        [`${kind} list bare ×${connections}`, bareStats],
      ] as const) {
        const problem = runProblems(label, stats);
        if (problem) problems.push(problem);
      }
    }

    const createBody = JSON.stringify({ data: JSON.stringify(benchRecord(1)), menuId: model.menuId });
    const create: AutocannonOptions = { url: base, method: 'POST', headers, body: createBody };
    await verify('create', () => true, create);
    const creates: CreateRow[] = [];
    for (const connections of connectionCounts) {
      const stats = await measure(create, connections, `${kind} create ×${connections}`);
      creates.push({ kind, connections, stats });
      const problem = runProblems(`${kind} create ×${connections}`, stats);
      if (problem) problems.push(problem);
    }

    const exported = await exportOnce(target, headers, base, model.menuId, records);
    return { lists, creates, exported, total };
  } finally {
    await stopTarget(target);
  }
}

/** One export of 100,000 rows: the call, then the download, with the target's memory sampled meanwhile. */
async function exportOnce(
  target: Target,
  headers: Record<string, string>,
  base: string,
  menuId: string,
  records: number,
): Promise<ExportRow> {
  const pid = target.child.pid!;
  // Settle what the measured runs left (connections, garbage) before the baseline.
  await sleep(2000);
  const rssBefore = rssMiB(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMiB(pid));
  }, 20);
  try {
    const oneDistrict = records > 100_000;
    const selectKey = benchColumnData.columnList.map((column) => String(column.prop));
    let started = performance.now();
    const response = await fetch(`${base}/Actions/ExportData`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ dataType: '1', menuId, selectKey, queryJson: JSON.stringify(oneDistrict ? { district: 'd3' } : {}) }),
    });
    const answer = (await response.json()) as { code?: number; msg?: string; data?: { url?: string } };
    const callMs = performance.now() - started;
    if (answer.code !== 200 || !answer.data?.url) throw new Error(`export failed: ${answer.msg}`);
    started = performance.now();
    const file = await fetch(`${target.ours}${answer.data.url}`);
    const bytes = (await file.arrayBuffer()).byteLength;
    const downloadMs = performance.now() - started;
    if (file.status !== 200 || bytes < 1000) throw new Error(`the download answered ${file.status} with ${bytes} bytes`);
    const rows = oneDistrict ? Math.ceil(records / districtCount) : records;
    return { kind: target.kind, rows, callMs, downloadMs, bytes, rssBeforeMiB: rssBefore, rssPeakMiB: rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

async function serverHalf(): Promise<void> {
  const problems: string[] = [];
  const results = [];
  for (const kind of kinds) {
    if (kind === 'postgres') {
      const why = await postgresUnavailable(databaseUrl);
      if (why) {
        progress(`PostgreSQL skipped: ${why}`);
        continue;
      }
    }
    results.push({ kind, records: recordsOf[kind], ...(await runOn(kind, problems)) });
  }
  const ms = (value: number) => `${fixed(value)} ms`;
  const lines = [
    '# bench:online',
    '',
    `${new Date().toISOString()}; ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; PostgreSQL ${redact(databaseUrl)}; ${process.env.BENCH_SECONDS ?? 5} s per run after 1 s warm-up.`,
    '',
    '## The list: name keyword, one district, area range, sorted by start date, page 20 (goal: p99 < 100 ms at 16 connections on PostgreSQL)',
    '',
    '| database | records | matching | connections | ours req/s | ours p50 | ours p99 | bare req/s | bare p99 | ours/bare | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.flatMap((result) =>
      result.lists.map(
        (row) =>
          `| ${row.kind} | ${result.records} | ${result.total} | ${row.connections} | ${fixed(row.ours.rps)} | ${ms(row.ours.p50)} | ${ms(row.ours.p99)} | ${fixed(row.bare.rps)} | ${ms(row.bare.p99)} | ${ratio(row.ours.rps, row.bare.rps)} | ${
            row.kind === 'postgres' && row.connections === 16 ? (row.ours.p99 < 100 ? 'met' : '**not met**') : '-'
          } |`,
      ),
    ),
    '',
    '## A create with a bill number and a sub-table of 20 rows',
    '',
    '| database | connections | req/s | p50 | p99 |',
    '|---|---|---|---|---|',
    ...results.flatMap((result) =>
      result.creates.map(
        (row) => `| ${row.kind} | ${row.connections} | ${fixed(row.stats.rps)} | ${ms(row.stats.p50)} | ${ms(row.stats.p99)} |`,
      ),
    ),
    '',
    '## Export (every column)',
    '',
    '| database | rows | export call | download | file | server RSS before | peak | growth |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      ({ exported: row }) =>
        `| ${row.kind} | ${row.rows} | ${ms(row.callMs)} | ${ms(row.downloadMs)} | ${(row.bytes / 1048576).toFixed(1)} MiB | ${fixed(row.rssBeforeMiB)} MiB | ${fixed(row.rssPeakMiB)} MiB | +${fixed(row.rssPeakMiB - row.rssBeforeMiB)} MiB |`,
    ),
    '',
    ...(problems.length ? ['## Problems', '', ...problems.map((problem) => `- ${problem}`), ''] : []),
  ];
  const report = lines.join('\n');
  process.stdout.write(`${report}\n`);
  writeReport(report, 'bench/results/online.md', '.tmp/bench-online.md');
}

/** `--only=server|browser` (or BENCH_ONLINE_ONLY) runs one half; both by default, the server's first. */
async function main(): Promise<void> {
  const flag = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLINE_ONLY ?? '';
  if (flag !== '' && flag !== 'server' && flag !== 'browser') throw new Error(`--only=${flag}: expected server or browser`);
  if (flag !== 'browser') await serverHalf();
  if (flag !== 'server') await runBrowserHalf();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
