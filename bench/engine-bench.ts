/**
 * `npm run bench:engine`: the schema engine against stock @rjsf/core and a floor of bare React inputs
 * (issue 4, Performance; issue 19, a sub-table that paints fast), in Chromium on a production build of
 * bench/engine/. Forms of 100, 500 and 1000 mixed fields and a 500-row × 8-column sub-table with
 * totals; mount time, per keystroke (30 keys in a field in the middle) the time to the end of the next
 * frame and the long tasks, the time to the end of the input handler (issue 4's figure), DOM nodes and
 * heap per field; unthrottled and at 4x CPU throttle. A benchmark, not a test: prints a table, writes
 * bench/results/engine.json and engine.md (with bench/results/engine-before.json, when present, beside
 * this run's sub-table figures).
 *
 * `npm run bench:engine -- --serve` only builds and serves the pages, to open them by hand.
 *
 * Environment:
 *   BENCH_ENGINE_LOADS  page loads per page, form and throttle (default 3; keys pooled, mount median)
 *   BENCH_ENGINE_PORT   port of the page server (default 3301)
 *   BENCH_ENGINE_CASES  comma list of forms (default n=100,n=500,n=1000,rows=500)
 *   BENCH_ENGINE_CPU    comma list of CPU throttle rates (default 1,4)
 *   BENCH_ENGINE_FLOOR  `all`: the floor's sub-table renders every row (each its own content-visibility
 *                       box, the engine's sub-table before issue 19) instead of windowing as the engine does
 *   BENCH_ENGINE_OUT    name of the result files in bench/results (default engine: engine.json, engine.md)
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build, preview } from 'vite';
import {
  beforeAfterTable,
  fieldCount,
  goalList,
  goals,
  resultTable,
  tableGoals,
  type MeasuredRow,
  type PageName,
  type ResultRow,
} from './engine/report';
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
const FLOOR = process.env.BENCH_ENGINE_FLOOR === 'all' ? '&floor=all' : '';
const OUT = process.env.BENCH_ENGINE_OUT ?? 'engine';

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
          for (const page of PAGES) {
            const extra = page === 'floor' ? FLOOR : '';
            byPage.get(page)!.push(await measureLoad(browser, `${base}?page=${page}&${query}${extra}`, throttle));
          }
        }
        for (const page of PAGES) {
          const row = summarise(page, c, throttle, byPage.get(page)!);
          measured.push(row);
          console.log(
            `${page.padEnd(6)} ${query.padEnd(9)} ${throttle}x  mount ${row.mountMs.toFixed(0).padStart(5)} ms  key→frame p50 ${row.frameP50Ms.toFixed(1).padStart(6)}  p95 ${row.frameP95Ms.toFixed(1).padStart(6)} ms  long tasks/key ${row.longTasksPerKey.toFixed(2)}  handler p95 ${row.keyP95Ms.toFixed(1).padStart(6)} ms  nodes/field ${row.nodesPerField.toFixed(1)}  heap KB/field ${row.heapKbPerField.toFixed(2)}`,
          );
        }
      }
    }
    const beforeFile = join(root, 'bench/results/engine-before.json');
    const before = OUT === 'engine' && existsSync(beforeFile) ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as ResultRow[]) : undefined;
    const report = renderReport(measured, browser.version(), before);
    console.log(`\n${report}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    const rows: ResultRow[] = measured.map(({ compileMs: _c, samples: _s, late: _l, ...row }) => row);
    writeFileSync(join(root, `bench/results/${OUT}.json`), `${JSON.stringify(rows, null, 2)}\n`);
    writeFileSync(join(root, `bench/results/${OUT}.md`), report);
  } finally {
    await browser?.close();
    await server.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

function summarise(page: PageName, c: { fields: number; rows: number }, throttle: number, results: LoadResult[]): MeasuredRow {
  const rank = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  };
  const keys = results.flatMap((r) => r.keyMs);
  const frames = results.flatMap((r) => r.frameMs);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
  const compile = results.map((r) => r.compileMs).filter((v): v is number => v !== null);
  const fields = fieldCount(c);
  return {
    page,
    fields: c.fields,
    rows: c.rows,
    throttle,
    mountMs: round(median(results.map((r) => r.mountMs))),
    keyP50Ms: round(rank(keys, 50)),
    keyP95Ms: round(rank(keys, 95)),
    frameP50Ms: round(rank(frames, 50)),
    frameP95Ms: round(rank(frames, 95)),
    longTasksPerKey: round2(mean(results.flatMap((r) => r.longTasksPerKey))),
    blockingMsPerKey: round(mean(results.flatMap((r) => r.blockingMsPerKey))),
    nodesPerField: round(median(results.map((r) => r.nodes)) / fields),
    elementsPerField: round(median(results.map((r) => r.elements)) / fields),
    heapKbPerField: round2(median(results.map((r) => r.heapBytes)) / 1024 / fields),
    compileMs: compile.length > 0 ? median(compile) : null,
    samples: keys.length,
    late: results.reduce((sum, r) => sum + r.late, 0),
  };
}

/** The figures of issue 19's report before any of its changes (bench:engine then, a DevTools trace). */
const ISSUE_BEFORE =
  "When issue 19 was filed (measured from a trace, main-thread time per key through paint on the 500-row sub-table, 1x): engine 71 ms, bare inputs with the same CSS containment 25 ms (2.8x the floor), stock RJSF 0.82x of the engine (range 0.48-1.41); DOM 16 nodes per field against RJSF's 8.5, and twice RJSF's heap.";

function renderReport(rows: MeasuredRow[], chromiumVersion: string, before?: ResultRow[]): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const floor =
    FLOOR === ''
      ? 'its sub-table windows its rows above 50 as the engine does (`@tanstack/react-virtual`, the same box height, overscan and row estimate: `widgets/table/windowing.ts`)'
      : "its sub-table renders every row, each row a `content-visibility: auto` box (`BENCH_ENGINE_FLOOR=all`: the engine's sub-table before issue 19)";
  return [
    `# Engine benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${chromiumVersion} headless, load average ${loadavg()[0]?.toFixed(1)} at the end (a shared machine: figures move with it). Production build of \`bench/engine/\`.`,
    '',
    `- **engine**: \`EngineForm\` on the pair compiled by \`compileSchemaForm\` (compile is inside the mount figure, shown in brackets); **rjsf**: stock \`@rjsf/core\` 6 with \`@rjsf/validator-ajv8\`, default theme, the same JSON Schema and UI schema; **floor**: bare React inputs, each field its own \`useState\` (a key renders that field alone), each field box \`content-visibility: auto\` as the engine's \`.ef-cell[data-leaf]\`; ${floor}.`,
    '- Fields cycle through text, textarea, number, switch, radio, checkboxes and select (two per row in the engine). The sub-table has 8 columns (text, select, numbers) and a 合计 row summing two of them.',
    "- Mount: from before compile/render to after the commit and a forced layout (one `flushSync`), median of the loads. Keys: 30 letters into a text field in the middle, or in the sub-table `7`/Backspace alternately into the summed 数量 cell of row 250 (every key changes the totals; a windowed table is first scrolled to that row as scroll-to-error does). The harness waits for each key's frame to be measured and one frame more before the next key.",
    "- **key→frame** (issue 19: what a user waits for): capturing `keydown` on window to the end of the next frame's main-thread work (a `requestAnimationFrame` callback posts a `MessageChannel` message, which runs after that frame's style, layout, paint and commit); DOM changes after the input handler move it on to the frame after them. It includes the wait for the frame (up to 16.7 ms at 60 Hz). All keys of all loads pooled, nearest-rank p50/p95. **long tasks / key**: `longtask` entries (over 50 ms) overlapping a key's interval, mean per key; **blocking ms / key**: their time beyond 50 ms.",
    "- **handler** (issue 4's interval, kept for comparison): `keydown` to the end of a bubbling `input` listener on window (after React commits the discrete update), with a forced layout; it stops before paint.",
    '- **nodes / field**: nodes (elements and text) under the page root while typing (after the scroll to the target), divided by the fields (sub-table: rows × columns, 4,000), median of the loads. **heap KB / field**: `Runtime.getHeapUsage` (JavaScript + DOM embedder heap) after garbage collection, after the mount minus before it, divided by the fields, median of the loads.',
    `- ${loads} loads per page, form and CPU setting; the pages take turns. "late" counts DOM changes after a keystroke's handler interval (work deferred past the commit; included in key→frame). 4x = \`Emulation.setCPUThrottlingRate\`.`,
    '',
    resultTable(rows),
    '',
    '## Goals (issue 19: the sub-table, to the frame)',
    '',
    goalList(tableGoals(rows, before)),
    '',
    ...(before
      ? [
          '## The sub-table before and after issue 19',
          '',
          ISSUE_BEFORE,
          '',
          "Measured with this benchmark on the code before the change (`bench/results/engine-before.json`: the engine's sub-table drawing every row, each row and field its own `content-visibility` box; its floor the same way, `BENCH_ENGINE_FLOOR=all`) and after it (this run):",
          '',
          beforeAfterTable(before, rows),
          '',
          "Stock RJSF's code is the same in both runs: its change is the machine's (a shared 2-core machine; figures move with its load). Nodes and heap per field count the whole page over the 4,000 fields: a windowed table holds the rows in view and the overscan, not 500 (the issue's 16 nodes per field came from another count than this benchmark's elements and text nodes).",
          '',
        ]
      : []),
    '## Goals (issue 4, on the handler interval)',
    '',
    goalList(goals(rows)),
    '',
    '## Open the pages by hand',
    '',
    '`npm run bench:engine -- --serve` builds them and serves http://127.0.0.1:3301/ (production React); then open `?page=engine&n=500`, `?page=rjsf&n=1000`, `?page=floor&rows=500` … (`page` = engine | rjsf | floor, `n` = fields, `rows` = sub-table rows, `&floor=all` for the floor drawing every row). `npx vite bench/engine` serves them from source instead (development React: much slower). The bar on top shows the mount time, the nodes and, as you type in the outlined field, each keystroke to its frame and p50/p95.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
