/**
 * `npm run bench:user-picker`: the user picker (`userSelect`) over 100,000 users, in Chromium, against
 * the real server on PostgreSQL over loopback. The goal (issue 13): open, and the first keystroke to
 * the search's results, p95 under 100 ms.
 *
 * A database of its own (`bench_user_picker`, made and dropped here, on the server of
 * BENCH_DATABASE_URL) holds the target's schema: migrated, seeded, and bench:resources' data
 * (bench/resources-data.ts: 100,000 users in 10,000 departments; the rest of that set too). The target
 * (bench/user-picker/target.ts) is the real app serving a production build of bench/user-picker/ as its
 * front end: a generated form of one `userSelect` field over the screens' data source and the project's
 * HTTP client, so every call is a real one on the page's own origin. The harness signs in as admin
 * through the real sign-in call and hands the page the token; then, per load (a fresh browser context):
 * click the field to the dialog's first rows (the 全部数据 tab's top level), type the keys of
 * bench/user-picker/keys.ts one at a time, each timed from keydown to the frame after the results were
 * painted (bench:picker's clocks and harness, bench/picker/), cancel, and open again. The page's
 * Resource Timing gives each step's call, so the report splits the time into the call and the page.
 * Before the browser, each keyword's call is timed from node against the real app and a bare route
 * running the same SQL function. A benchmark, not a test: writes bench/results/user-picker.md and .json.
 *
 * `npm run bench:user-picker -- --serve` builds, generates and serves, prints the page's address with a
 * token, and waits (Ctrl+C stops and drops the database).
 *
 * Environment:
 *   BENCH_USER_PICKER_LOADS  page loads (default 6)
 *   BENCH_USER_PICKER_CALLS  node timings of each keyword's call, per side (default 15)
 *   BENCH_DATABASE_URL       PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_LOG_LEVEL          the real server's log level (default info, as in production)
 *   CHROMIUM_PATH            the browser (default /usr/bin/chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import pg from 'pg';
import { build } from 'vite';
import { USER_SEARCH_COUNT_CAP } from '../server/resources/hooks/user-selector-routes';
import { positiveInteger, postgresUnavailable, progress, redact, root, signIn, startTarget, stopTarget, type Target } from './http-bench';
import { measureLoad } from './picker/measure-load';
import { scale } from './resources-data';
import { KEYWORDS, SEARCH_KEYS } from './user-picker/keys';
import {
  goalList,
  goals,
  keywordRows,
  keywordTable,
  percentile,
  stepsOf,
  summarise,
  summaryTable,
  type LoadSteps,
  type ServerFigures,
  type UserPickerBenchResult,
} from './user-picker/results';
import { userPickerPageOut } from './user-picker/vite.config';

const loads = positiveInteger(process.env.BENCH_USER_PICKER_LOADS, 6);
const callsPerSide = positiveInteger(process.env.BENCH_USER_PICKER_CALLS, 15);
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'bench_user_picker';
const configFile = join(root, 'bench/user-picker/vite.config.ts');
const serving = process.argv.includes('--serve');

const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** Runs one statement on the server's own database (creating or dropping ours). */
async function onServer(sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
    return String((await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?');
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const unavailable = await postgresUnavailable(serverUrl);
  if (unavailable) throw new Error(`PostgreSQL at ${redact(serverUrl)} is not available: ${unavailable}`);
  const started = Date.now();
  progress('building the benchmark page into .tmp/dist-bench-user-picker ...');
  await build({ configFile });
  await onServer(`drop database if exists ${DATABASE}`);
  const postgresVersion = await onServer(`create database ${DATABASE}`);
  const setup: string[] = [];
  let target: Target | undefined;
  let browser: Browser | undefined;
  try {
    progress(
      `starting the target on ${redact(databaseUrl)} (migrate, seed, generate ${scale.users.toLocaleString('en')} users and the rest)...`,
    );
    target = await startTarget({
      script: 'user-picker/target.ts',
      kind: 'postgres',
      databaseUrl,
      env: { BENCH_PUBLIC_DIR: userPickerPageOut, BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
      readyTimeoutMs: 1_800_000,
      onLine: (line) => {
        if (/^ {2}\S.*: [\d.]+ s$/.test(line) || line.startsWith('bench data ready')) setup.push(line.trim());
      },
    });
    const token = await signIn(target);
    const pageUrl = `${target.ours}/#token=${encodeURIComponent(token)}`;
    if (serving) {
      console.log(`serving: ${pageUrl}\nCtrl+C stops (and drops the database)`);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
      return;
    }

    progress(`timing each keyword's call from node, ${callsPerSide} times per side ...`);
    const server = await serverFigures(target, token);
    for (const figures of server)
      progress(
        `  ${figures.keyword.padEnd(8)} ${String(figures.matches).padStart(6)} users: ours p50 ${figures.oursP50Ms} ms, bare ${figures.bareP50Ms} ms`,
      );

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const measured: LoadSteps[] = [];
    for (let load = 0; load < loads; load++) {
      const loadAverage = loadavg()[0] ?? NaN;
      const result = (await measureLoad(underAppPolicy(browser), pageUrl, 1)) as UserPickerBenchResult;
      const steps = stepsOf(result, loadAverage);
      measured.push(steps);
      const first = steps.keys.filter((key) => key.first).map((key) => key.paintMs.toFixed(0));
      progress(
        `load ${load + 1} of ${loads}: open ${steps.open.paintMs.toFixed(0)} ms (call ${steps.open.callMs?.toFixed(1)}), first keys ${first.join(' / ')} ms, load average ${loadAverage.toFixed(1)}`,
      );
    }
    const rows = summarise(measured);
    const keywords = keywordRows(measured, server);
    const report = renderReport({
      rows,
      keywords,
      loads: measured,
      chromium: browser.version(),
      postgresVersion,
      setup,
      elapsedS: Math.round((Date.now() - started) / 1000),
    });
    console.log(`\n${report}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const json = { date: new Date().toISOString(), chromium: browser.version(), postgresVersion, summary: rows, keywords, loads: measured };
    writeFileSync(join(root, 'bench/results/user-picker.json'), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(join(root, 'bench/results/user-picker.md'), report);
    progress('written to bench/results/user-picker.md and .json');
  } finally {
    await browser?.close();
    if (target) await stopTarget(target);
    await onServer(`drop database if exists ${DATABASE}`).catch((error: unknown) =>
      progress(`could not drop ${DATABASE}: ${String(error)}`),
    );
  }
}

/**
 * The page is served under the app's Content-Security-Policy (scripts from its origin only), which
 * refuses the string evaluation bench:picker's harness waits with (`page.waitForFunction(text)`): its
 * contexts are opened with `bypassCSP`, which changes nothing else of the page.
 */
function underAppPolicy(browser: Browser): Browser {
  return { newContext: (options) => browser.newContext({ ...options, bypassCSP: true }) } as Pick<Browser, 'newContext'> as Browser;
}

/** Each keyword's search call timed from node (whole answer read), the real app and the bare route taking turns. */
async function serverFigures(target: Target, token: string): Promise<ServerFigures[]> {
  const timed = async (url: string, headers: Record<string, string> = {}) => {
    const began = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
    const body = (await response.json()) as { code?: number; data?: { list?: unknown[] } };
    if (response.status !== 200 || body.code !== 200 || !Array.isArray(body.data?.list)) throw new Error(`${url}: HTTP ${response.status}`);
    return performance.now() - began;
  };
  const figures: ServerFigures[] = [];
  for (const keyword of KEYWORDS) {
    const query = `keyword=${encodeURIComponent(keyword)}&currentPage=1`;
    const ours: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < callsPerSide; round++) {
      ours.push(await timed(`${target.ours}/api/permission/Users/Selector/0?${query}&pageSize=20`, { authorization: token }));
      bare.push(await timed(`${target.bare}/bare/search?${query}`));
    }
    const { matches } = (await (await fetch(`${target.bare}/bare/matches?keyword=${encodeURIComponent(keyword)}`)).json()) as {
      matches: number;
    };
    const r = (value: number) => Math.round(value * 10) / 10;
    figures.push({
      keyword,
      matches,
      oursP50Ms: r(percentile(ours, 50)),
      oursP95Ms: r(percentile(ours, 95)),
      bareP50Ms: r(percentile(bare, 50)),
      bareP95Ms: r(percentile(bare, 95)),
    });
  }
  return figures;
}

interface ReportInput {
  rows: ReturnType<typeof summarise>;
  keywords: ReturnType<typeof keywordRows>;
  loads: LoadSteps[];
  chromium: string;
  postgresVersion: string;
  setup: string[];
  elapsedS: number;
}

function renderReport({
  rows,
  keywords,
  loads: measured,
  chromium: chromiumVersion,
  postgresVersion,
  setup,
  elapsedS,
}: ReportInput): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const averages = measured.map((load) => load.loadAverage);
  const keys = SEARCH_KEYS.map((key) => (key === 'Backspace' ? '⌫' : key)).join(' ');
  return [
    `# User picker benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${chromiumVersion} headless, PostgreSQL ${postgresVersion} on the same machine. Load average as the loads began: ${Math.min(...averages).toFixed(1)} to ${Math.max(...averages).toFixed(1)} (mean ${(averages.reduce((sum, v) => sum + v, 0) / averages.length).toFixed(1)}; 2 cores: above 2, other processes were taking CPU from the browser, the server and the database alike). Total time ${elapsedS} s.`,
    '',
    `- Data: bench:resources' (\`bench/resources-data.ts\`): ${scale.users.toLocaleString('en')} users (\`用户n\` / \`benchn\`) in ${scale.departments.toLocaleString('en')} departments under ${scale.companies} companies, on top of the seed (its 33 users: 张伟…), in a database of its own; VACUUM ANALYZE after generating.`,
    "- The page: a production build of `bench/user-picker/`, served by the real server (`buildApp`, as `server/main.ts` builds it) as its front end: a form of one `userSelect` field (`compileJnpfForm`, `EngineForm`), the screens' data source (`createFormDataSource`) over the project's HTTP client, signed in as admin through `POST /api/oauth/Login`. Every call is a real one over loopback HTTP on the page's origin.",
    `- Open: click on the field to the end of the frame after the dialog's first tree rows (the 全部数据 tab's top level, \`GET Users/Selector/0\`). "open again": after the keys and 取消, the dialog mounts again and asks the level again (users are never kept).`,
    `- Keys (\`bench/user-picker/keys.ts\`): ${keys}. Each from keydown to the end of the frame after the keystroke's last DOM change, with the harness waiting for the results (no 加载中 left) and then 200 ms of stillness before the next key: bench:picker's clocks (\`bench/picker/timing.ts\`) and harness (\`bench/picker/measure-load.ts\`). A search asks \`GET Users/Selector/0?keyword=…&currentPage=1&pageSize=20\` (the count capped at ${USER_SEARCH_COUNT_CAP}); the last ⌫ of each keyword brings the tree back with no call.`,
    '- "its call": the step\'s call in Resource Timing, request start to the last byte of the answer; "the rest": the step less its call (the page\'s work before the call and after the answer, and the wait for the frame, up to 16.7 ms). Nearest-rank p50 / p95 over all loads.',
    `- ${measured.length} loads, each in a fresh browser context; the server and the database warm (the node timings below ran first).`,
    '',
    summaryTable(rows),
    '',
    '## Goal (issue 13)',
    '',
    goalList(goals(rows)),
    '',
    '## Per keyword: the server against the page',
    '',
    `"server": the call from node over loopback, ${callsPerSide} times each, the real app (with the sign-in's token: access hook, schemas, logging, gzip) and a bare Fastify route running the same SQL function (\`userSearchPage\`) taking turns. "browser": medians over the loads of the keys that left the keyword in the box.`,
    '',
    keywordTable(keywords),
    '',
    ...(setup.length ? [`Data generation: ${setup.join('; ')}.`, ''] : []),
    'Open the page by hand: `npm run bench:user-picker -- --serve` (prints the address with a token).',
    '',
  ].join('\n');
}

main().then(
  // After Ctrl+C and the cleanup, tsx's own signal handling keeps the process waiting: end it.
  () => serving && process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
