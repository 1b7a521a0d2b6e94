/**
 * `npm run bench:engine`: the schema engine against stock @rjsf/core and a floor of bare memoised
 * React inputs (issue 4, Performance), in Chromium on a production build of bench/engine/. Forms of
 * 100, 500 and 1000 mixed fields and a 500-row × 8-column sub-table with totals; mount time and
 * per-keystroke time (30 keys in a field in the middle), unthrottled and at 4x CPU throttle.
 * A benchmark, not a test: prints a table, writes bench/results/engine.json and engine.md.
 *
 * `npm run bench:engine -- --serve` only builds and serves the pages, to open them by hand.
 *
 * Environment:
 *   BENCH_ENGINE_LOADS  page loads per page, form and throttle (default 3; keys pooled, mount median)
 *   BENCH_ENGINE_PORT   port of the page server (default 3301)
 *   BENCH_ENGINE_CASES  comma list of forms (default n=100,n=500,n=1000,rows=500)
 *   BENCH_ENGINE_CPU    comma list of CPU throttle rates (default 1,4)
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build, preview } from 'vite';
import { goalList, goals, resultTable, type MeasuredRow, type PageName } from './engine/report';
import { measureLoad, type LoadResult } from './engine/measure-load';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(root, 'bench/engine/vite.config.ts');
const loads = Number(process.env.BENCH_ENGINE_LOADS ?? 3);
const port = Number(process.env.BENCH_ENGINE_PORT ?? 3301);
const PAGES: PageName[] = ['engine', 'rjsf', 'floor'];
const CASES = (process.env.BENCH_ENGINE_CASES ?? 'n=100,n=500,n=1000,rows=500').split(',').map((text) => {
  const [key, value] = text.trim().split('=');
  const count = Number(value);
  if ((key !== 'n' && key !== 'rows') || !(count > 0)) throw new Error(`BENCH_ENGINE_CASES: "${text}" is not n=<fields> or rows=<rows>`);
  // The sub-table has 8 columns (bench/engine/generate.ts).
  return key === 'n' ? { fields: count, rows: 0 } : { fields: 8, rows: count };
});
const THROTTLES = (process.env.BENCH_ENGINE_CPU ?? '1,4').split(',').map(Number);

async function main(): Promise<void> {
  console.log('building the benchmark pages into .tmp/dist-bench-engine ...');
  await build({ configFile });
  const server = await preview({ configFile, preview: { port, host: '127.0.0.1', strictPort: true } });
  const base = `http://127.0.0.1:${port}/`;
  if (process.argv.includes('--serve')) {
    console.log(`serving: ${base}?page=engine&n=500 (also page=rjsf|floor, n=100|500|1000, rows=500); Ctrl+C stops`);
    return;
  }
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const measured: MeasuredRow[] = [];
    for (const throttle of THROTTLES) {
      for (const c of CASES) {
        const query = c.rows > 0 ? `rows=${c.rows}` : `n=${c.fields}`;
        const byPage = new Map<PageName, LoadResult[]>(PAGES.map((p) => [p, []]));
        // Pages take turns, so a busy moment on this shared machine does not land on one page only.
        for (let load = 0; load < loads; load++) {
          for (const page of PAGES) byPage.get(page)!.push(await measureLoad(browser, `${base}?page=${page}&${query}`, throttle));
        }
        for (const page of PAGES) {
          const row = summarise(page, c, throttle, byPage.get(page)!);
          measured.push(row);
          console.log(
            `${page.padEnd(6)} ${query.padEnd(9)} ${throttle}x  mount ${row.mountMs.toFixed(0).padStart(5)} ms  key p50 ${row.keyP50Ms.toFixed(1).padStart(6)}  p95 ${row.keyP95Ms.toFixed(1).padStart(6)} ms`,
          );
        }
      }
    }
    const report = renderReport(measured, browser.version());
    console.log(`\n${report}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const rows = measured.map(({ page, fields, rows: r, throttle, mountMs, keyP50Ms, keyP95Ms }) => ({
      page,
      fields,
      rows: r,
      throttle,
      mountMs,
      keyP50Ms,
      keyP95Ms,
    }));
    writeFileSync(join(root, 'bench/results/engine.json'), `${JSON.stringify(rows, null, 2)}\n`);
    writeFileSync(join(root, 'bench/results/engine.md'), report);
  } finally {
    await browser?.close();
    await server.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

function summarise(page: PageName, c: { fields: number; rows: number }, throttle: number, results: LoadResult[]): MeasuredRow {
  const keys = results.flatMap((r) => r.keyMs).sort((a, b) => a - b);
  const at = (p: number) => keys[Math.max(0, Math.ceil((p / 100) * keys.length) - 1)] ?? NaN;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  const compile = results.map((r) => r.compileMs).filter((v): v is number => v !== null);
  return {
    page,
    fields: c.fields,
    rows: c.rows,
    throttle,
    mountMs: round(median(results.map((r) => r.mountMs))),
    keyP50Ms: round(at(50)),
    keyP95Ms: round(at(95)),
    compileMs: compile.length > 0 ? median(compile) : null,
    samples: keys.length,
    late: results.reduce((sum, r) => sum + r.late, 0),
  };
}

function renderReport(rows: MeasuredRow[], chromiumVersion: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    `# Engine benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${chromiumVersion} headless, load average ${loadavg()[0]?.toFixed(1)} at the end (a shared machine: figures move with it). Production build of \`bench/engine/\`.`,
    '',
    '- **engine**: `EngineForm` on the pair compiled by `compileSchemaForm` (compile is inside the mount figure, shown in brackets); **rjsf**: stock `@rjsf/core` 6 with `@rjsf/validator-ajv8`, default theme, the same JSON Schema and UI schema; **floor**: bare memoised React inputs, values in one `useState`.',
    '- Fields cycle through text, textarea, number, switch, radio, checkboxes and select (two per row in the engine). The sub-table has 8 columns (text, select, numbers) and a 合计 row summing two of them.',
    '- Mount: from before compile/render to after the commit and a forced layout (one `flushSync`), median of the loads. Keystroke: capturing `keydown` on window to the end of a bubbling `input` listener on window (after React commits the discrete update), with a forced layout; all keys of all loads pooled, nearest-rank p50/p95. Keys: 30 letters into a text field in the middle, or in the sub-table `7`/Backspace alternately into the summed 数量 cell of row 250 (every key changes the totals). The harness waits a frame between keys.',
    `- ${loads} loads per page, form and CPU setting; the pages take turns. "late" counts DOM changes after a keystroke's interval (work deferred past the commit; 0 means the interval holds all of it). 4x = \`Emulation.setCPUThrottlingRate\`.`,
    '',
    resultTable(rows),
    '',
    '## Goals (issue 4)',
    '',
    goalList(goals(rows)),
    '',
    '## Open the pages by hand',
    '',
    '`npm run bench:engine -- --serve` builds them and serves http://127.0.0.1:3301/ (production React); then open `?page=engine&n=500`, `?page=rjsf&n=1000`, `?page=floor&rows=500` … (`page` = engine | rjsf | floor, `n` = fields, `rows` = sub-table rows). `npx vite bench/engine` serves them from source instead (development React: much slower). The bar on top shows the mount time and, as you type in the outlined field, each keystroke and p50/p95.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
