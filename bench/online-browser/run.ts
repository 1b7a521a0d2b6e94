/**
 * The browser half of `npm run bench:online` (issue 15, "Scale"): a released 200-field definition with
 * a 200-row sub-table, in Chromium, against the real server serving the real front end on PostgreSQL,
 * beside bench:engine's floor (bare React inputs) and its engine page measured by the same clocks.
 *
 * Set-up: the front end built as `npm run build:web` builds it, into .tmp/dist-bench-online-web (dist/
 * is the e2e runs'); bench:engine's pages into .tmp/dist-bench-online-floor, served on
 * BENCH_ONLINE_BROWSER_PORT; a database of its own (`bench_online_browser`, made and dropped here) where
 * the target (bench/online-browser/target.ts) releases the definition and creates the records through
 * the real calls. Per load, in turns: the released form in a fresh context
 * (bench/online-browser/measure-ours.ts), then each of bench:engine's pages (floor, engine) for 200
 * fields and for a 200-row × 8-column sub-table, each in a fresh context.
 *
 * Writes bench/results/online-browser.md and .json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build as esbuild } from 'esbuild';
import pg from 'pg';
import { fieldsForm, tableForm } from '../engine/generate';
import type { LoadResult } from '../engine/measure-load';
import { positiveInteger, postgresUnavailable, progress, redact, root, signIn, startTarget, stopTarget, type Target } from '../http-bench';
import { benchFields, benchRecord, lookedUpNames, middleTextField, SUB_TABLE, SUMMED_COLUMN, type SeedIds } from './definition';
import { measureBeside, serveBesidePages, type BesideCase, type BesidePage, type BesidePages } from './floor';
import { FORM, LIST_ROWS, measureOurs, type OursLoad, type OursPlan } from './measure-ours';
import { keyTable, mountTable, stepTable, summarise, type BrowserSummary } from './report';

const loads = positiveInteger(process.env.BENCH_ONLINE_BROWSER_LOADS, 5);
const records = positiveInteger(process.env.BENCH_ONLINE_BROWSER_RECORDS, 1000);
const fieldCount = positiveInteger(process.env.BENCH_ONLINE_BROWSER_FIELDS, 200);
const rowCount = positiveInteger(process.env.BENCH_ONLINE_BROWSER_ROWS, 200);
const port = positiveInteger(process.env.BENCH_ONLINE_BROWSER_PORT, 3310);
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'bench_online_browser';
const webOut = '.tmp/dist-bench-online-web';

const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

interface Released {
  modelId: string;
  menuId: string;
  urlAddress: string;
  largeId: string;
  largeSerial: number;
  ids: SeedIds;
}

/** Runs one statement on the server's own database (creating or dropping ours); answers its version. */
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

/** bench/online-browser/page-clock.ts as one script for the page (no module loader, no tsx helpers). */
async function clockScript(): Promise<string> {
  const out = await esbuild({
    entryPoints: [join(root, 'bench/online-browser/page-clock.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

/** What a load waits for and types, from the definition and the large record. */
function planOf(target: Target, token: string, released: Released): OursPlan {
  const fields = benchFields(fieldCount);
  const large = benchRecord(fields, released.largeSerial, rowCount, released.ids);
  const text = middleTextField(fields);
  const firstName = String(large[fields.find((field) => field.kind === 'comInput')!.vModel]);
  const tableTarget = tableForm(rowCount).target;
  const row = Number(tableTarget.path[1]);
  const rows = large[SUB_TABLE] as Record<string, unknown>[];
  const total = rows.reduce((sum, r) => sum + Number(r[SUMMED_COLUMN]), 0);
  const firstRow = `${LIST_ROWS}:first-child`;
  const address = released.urlAddress.startsWith('/') ? released.urlAddress : `/${released.urlAddress}`;
  return {
    url: `${target.ours}${address}`,
    token,
    modelId: released.modelId,
    largeId: released.largeId,
    list: [
      { selector: LIST_ROWS, count: Math.min(20, records) },
      { selector: firstRow, text: firstName },
      ...lookedUpNames(fields, released.largeSerial, released.ids).map((name) => ({ selector: firstRow, text: name })),
    ],
    open: [
      { selector: `${FORM} [id$="_${text.vModel}"]`, value: String(large[text.vModel]) },
      { selector: `${FORM} [role="row"][data-index="0"] [id$="_${SUB_TABLE}_0_name"]`, value: String(rows[0]!.name) },
      { selector: `${FORM} [data-testid="table-summary"] [data-column="${SUMMED_COLUMN}"]`, text: String(total) },
    ],
    fieldSelector: `${FORM} [id$="_${text.vModel}"]`,
    fieldKeys: fieldsForm(fieldCount).target.keys,
    row,
    cellSelector: `${FORM} [id$="_${SUB_TABLE}_${row}_${SUMMED_COLUMN}"]`,
    cellKeys: tableTarget.keys,
    shots: process.env.BENCH_ONLINE_BROWSER_SHOTS,
  };
}

async function startServer(): Promise<{ target: Target; released: Released; setup: string[] }> {
  let released: Released | undefined;
  const setup: string[] = [];
  const target = await startTarget({
    script: 'online-browser/target.ts',
    kind: 'postgres',
    databaseUrl,
    env: {
      BENCH_PUBLIC_DIR: join(root, webOut),
      BENCH_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      BENCH_ONLINE_BROWSER_RECORDS: String(records),
      BENCH_ONLINE_BROWSER_ROWS: String(rowCount),
      BENCH_ONLINE_BROWSER_FIELDS: String(fieldCount),
    },
    readyTimeoutMs: 1_800_000,
    onLine: (line) => {
      if (line.startsWith('MODEL ')) released = JSON.parse(line.slice('MODEL '.length)) as Released;
      else if (/ in [\d.]+ s/.test(line)) setup.push(line.trim());
    },
  });
  if (!released) throw new Error('the target said READY without the released model');
  return { target, released, setup };
}

export async function runBrowserHalf(): Promise<void> {
  const unavailable = await postgresUnavailable(serverUrl);
  if (unavailable) throw new Error(`PostgreSQL at ${redact(serverUrl)} is not available: ${unavailable}`);
  const started = Date.now();
  progress(`building the front end into ${webOut} (vite build, as npm run build:web) ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', webOut], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const script = await clockScript();
  progress(`building bench:engine's pages and serving them on port ${port} ...`);
  let pages: BesidePages | undefined;
  let target: Target | undefined;
  let browser: Browser | undefined;
  await onServer(`drop database if exists ${DATABASE}`);
  const postgresVersion = await onServer(`create database ${DATABASE}`);
  try {
    pages = await serveBesidePages(port, fieldCount, rowCount);
    progress(`starting the real app on ${redact(databaseUrl)}: release the definition, create ${records} records ...`);
    const server = await startServer();
    target = server.target;
    const plan = planOf(target, await signIn(target), server.released);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const ours: OursLoad[] = [];
    const beside: Record<BesideCase, Record<BesidePage, LoadResult[]>> = {
      fields: { floor: [], engine: [] },
      table: { floor: [], engine: [] },
    };
    const loadAverages: number[] = [];
    // The pages take turns, so a busy moment on this shared machine does not land on one of them only.
    for (let load = 0; load < loads; load++) {
      loadAverages.push(loadavg()[0] ?? NaN);
      const one = await measureOurs(browser, script, plan);
      ours.push(one);
      for (const form of ['fields', 'table'] as const)
        for (const page of ['floor', 'engine'] as const) beside[form][page].push(await measureBeside(browser, pages.url(page, form)));
      const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
      progress(
        `load ${load + 1} of ${loads}: list ${one.listMs.toFixed(0)} ms, open ${one.openMs.toFixed(0)} ms, keys p50 field ${p50(one.field.frameMs)} / cell ${p50(one.cell.frameMs)} ms (floor ${p50(beside.fields.floor.at(-1)!.frameMs)} / ${p50(beside.table.floor.at(-1)!.frameMs)}), load average ${loadAverages.at(-1)!.toFixed(1)}`,
      );
    }
    const summary = summarise(ours, beside);
    const report = renderReport({
      summary,
      chromium: browser.version(),
      postgresVersion,
      loadAverages,
      setup: server.setup,
      elapsedS: Math.round((Date.now() - started) / 1000),
      fieldVModel: middleTextField(benchFields(fieldCount)).vModel,
      row: plan.row,
    });
    process.stdout.write(`\n${report}\n`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const json = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      postgresVersion,
      loadAverages,
      summary,
      ours,
      beside: slim(beside),
    };
    writeFileSync(join(root, 'bench/results/online-browser.json'), `${JSON.stringify(json, null, 2)}\n`);
    writeFileSync(join(root, 'bench/results/online-browser.md'), report);
    progress('written to bench/results/online-browser.md and .json');
  } finally {
    await browser?.close();
    if (target) await stopTarget(target);
    await pages?.close();
    await onServer(`drop database if exists ${DATABASE}`).catch((error: unknown) =>
      progress(`could not drop ${DATABASE}: ${String(error)}`),
    );
  }
}

/** The pages' per-key figures in the JSON, without their long-task lists and key names. */
function slim(beside: Record<BesideCase, Record<BesidePage, LoadResult[]>>) {
  const pick = ({ mountMs, frameMs, keyMs, nodes, late, longTasksPerKey, blockingMsPerKey }: LoadResult) => ({
    mountMs,
    frameMs,
    keyMs,
    nodes,
    late,
    longTasksPerKey,
    blockingMsPerKey,
  });
  return Object.fromEntries(
    Object.entries(beside).map(([form, byPage]) => [
      form,
      Object.fromEntries(Object.entries(byPage).map(([page, list]) => [page, list.map(pick)])),
    ]),
  );
}

interface ReportInput {
  summary: BrowserSummary;
  chromium: string;
  postgresVersion: string;
  loadAverages: number[];
  setup: string[];
  elapsedS: number;
  fieldVModel: string;
  row: number;
}

function renderReport({
  summary,
  chromium: version,
  postgresVersion,
  loadAverages,
  setup,
  elapsedS,
  fieldVModel,
  row,
}: ReportInput): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const open = summary.steps.find((step) => step.label.startsWith('编辑'))!;
  const codeNote = summary.steps.some((step) => step.label.includes('code fetched'))
    ? 'its row below'
    : 'in no load was a script fetched after the click: the list page had loaded it';
  const targets = { fields: `text field ${fieldVModel} (middle of ${fieldCount})`, table: `summed 数量, row ${row + 1} of ${rowCount}` };
  return [
    `# bench:online, the browser half (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${version} headless, PostgreSQL ${postgresVersion} on the same machine. Load average (1 min) as the loads began: ${Math.min(...loadAverages).toFixed(1)} to ${Math.max(...loadAverages).toFixed(1)} (2 cores: above 2, other processes took CPU from the browser, the server and the database alike). Total time ${elapsedS} s.`,
    '',
    `- **The form** (\`bench/online-browser/definition.ts\`): ${fieldCount} data fields in JNPF 3.4.7's format (per 20: 5 comInput, 3 numInput, textarea, 2 static selects, a dictionary select, radio, checkbox, date, datetime, time, switch, userSelect, depSelect, posSelect), a group title every 20 fields, a bill number, and a sub-table of bench:engine's 8 columns (text, select, numbers; 数量 and 金额 summed). Made by \`POST /api/visualdev/Base\` and released under 供热业务 by \`Actions/Release\`; popup fullScreen. The list: 12 columns (bill number, text, number, selects, radio, checkbox, date, switch, user, department, time), 3 search fields, page 20, newest bill number first.`,
    `- **The data**: ${records} records through the form's create call (each with 3 sub-table rows; users, departments and positions from the seed), the last with ${rowCount} sub-table rows: the list's first row. A database of its own (\`${DATABASE}\`), dropped afterwards.`,
    `- **The app**: the real server (\`buildApp\`, run by tsx) serving a production build of the front end (\`vite build\`, as \`npm run build:web\`), signed in as admin (the token stored as a sign-in stores it). Each load a fresh browser context (empty cache): the menu's address opened directly.`,
    `- **list**: navigation start to the end of the first frame showing 20 rows with the first row's name and its user and department names looked up. **编辑**: the click on the first row's 编辑 to the end of the first frame showing the form with the record (the middle text field's value, the sub-table's first row, its 合计 of 数量 over all rows); it holds the record call, the form's render and the windowed sub-table, and loading the form's code if the list page had not loaded it (${codeNote}). "… of which the … call": that call in Resource Timing, request start to last byte; "long tasks": the main thread's tasks over 50 ms within the open, summed.`,
    `- **Keys**: bench:engine's clocks (\`bench/engine/timing.ts\`) and way of typing (\`measure-load.ts\`): 30 letters into the text field in the middle of the form, then \`7\`/Backspace alternately into the summed 数量 cell of row ${row + 1} of the sub-table (scrolled to first: the table windows its rows; every key changes the 合计). **key→frame**: capturing keydown to the end of the next frame after the key's last DOM change; **handler**: keydown to the end of the input handler. p50/p95 nearest rank over all keys of all loads. ${summary.late} DOM changes came after a key's handler (counted in key→frame).`,
    "- **Beside it**: bench:engine's pages (production build of `bench/engine/`, its own harness, unthrottled): the floor, bare React inputs (each field its own `useState`, the sub-table windowed as the engine windows it), and the engine alone on bench:engine's generated form (no screen, no server, no JNPF compile), both with 200 fields (bench:engine's mix of 7 basic kinds: text, textarea, number, switch, radio, checkboxes, select; no pickers or dates) and with the same 200-row × 8-column sub-table, the same keys into the same places. Their mount is render + commit + layout in one `flushSync`, without paint: our open holds more (code, a call, paint), so that ratio is an upper bound of the form's own cost.",
    `- ${loads} loads; the released form and the four pages take turns within each load.`,
    '',
    '## The released form in the real app',
    '',
    stepTable(summary.steps),
    '',
    '## Keystrokes: key→frame beside the floor',
    '',
    keyTable(summary, targets),
    '',
    "## Opening the form beside the pages' mounts (medians)",
    '',
    mountTable(summary, open.p50Ms),
    '',
    ...(setup.length ? [`Set-up: ${setup.join('; ')}.`, ''] : []),
  ].join('\n');
}
