/**
 * `npm run bench:designer`: the form designer's speed (issue 18, Speed) in Chromium on a production
 * build of bench/designer/ — the FormDesigner with memory services and a memory data source, on a
 * generated 300-field JNPF definition with five containers and a sub-table whose 100 default rows
 * the preview draws (bench/designer/generate.ts). Per page load: the designer's open time (cold: the
 * kinds' code fetched; warm: opened again), a mouse drag from the palette onto the canvas (per-frame
 * main-thread time, frames over 16.7 ms, dropped frames, long tasks; the drop), 30 keys in the label
 * box of a selected field (key→frame, per-frame time); the drag and the keys with the preview closed
 * and open. Unthrottled and at 4x CPU. A benchmark, not a test: prints a table, writes
 * bench/results/designer.json and designer.md.
 *
 * `npm run bench:designer -- --serve` only builds and serves the page, to open it by hand.
 *
 * Environment:
 *   BENCH_DESIGNER_LOADS    page loads per CPU setting (default 3)
 *   BENCH_DESIGNER_WARM     warm opens per load (default 2)
 *   BENCH_DESIGNER_CPU      comma list of CPU throttle rates (default 1,4)
 *   BENCH_DESIGNER_PORT     port of the page server (default 3311)
 *   BENCH_DESIGNER_OUT      name of the result files in bench/results (default designer)
 *   BENCH_DESIGNER_PROFILE  drag | keys: one load, unminified build, a CPU profile of that phase written
 *                           to .tmp/designer-<phase>.cpuprofile and its top functions printed; no results
 *   CHROMIUM_PATH           the browser (default /usr/bin/chromium)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { build, preview } from 'vite';
import { measureLoad, type DragResult, type LoadResult, type TypingResult } from './designer/measure';
import { FINDINGS } from './designer/findings';
import { topFunctions } from './picker/profile';
import type { FrameRecord } from './designer/timing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(root, 'bench/designer/vite.config.ts');
const PROFILE = process.env.BENCH_DESIGNER_PROFILE as 'drag' | 'keys' | undefined;
if (PROFILE) process.env.BENCH_DESIGNER_MINIFY = '0';
const loads = PROFILE ? 1 : Number(process.env.BENCH_DESIGNER_LOADS ?? 3);
const warmOpens = Number(process.env.BENCH_DESIGNER_WARM ?? 2);
const port = Number(process.env.BENCH_DESIGNER_PORT ?? 3311);
const THROTTLES = (process.env.BENCH_DESIGNER_CPU ?? (PROFILE ? '1' : '1,4')).split(',').map(Number);
const OUT = process.env.BENCH_DESIGNER_OUT ?? 'designer';
const FRAME_MS = 1000 / 60;

const round = (value: number) => Math.round(value * 10) / 10;
const rank = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const median = (values: readonly number[]) => rank(values, 50);
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Frames Chromium did not draw: each gap between frame begins beyond 1.5 frames counts its missing frames. */
function dropped(frames: readonly FrameRecord[]): number {
  let count = 0;
  for (let i = 1; i < frames.length; i++) {
    const gap = frames[i]!.begin - frames[i - 1]!.begin;
    if (gap > 1.5 * FRAME_MS) count += Math.round(gap / FRAME_MS) - 1;
  }
  return count;
}

const work = (frames: readonly FrameRecord[]) => frames.filter((f) => !Number.isNaN(f.end)).map((f) => f.end - f.begin);

export interface FramesSummary {
  frames: number;
  /** Main-thread time per frame (frame begin to the end of its work), ms. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  over16: number;
  dropped: number;
  longTasks: number;
}

function frameSummary(runs: { frames: FrameRecord[]; longTasks: number }[]): FramesSummary {
  const all = runs.flatMap((r) => work(r.frames));
  return {
    frames: all.length,
    p50Ms: round(rank(all, 50)),
    p95Ms: round(rank(all, 95)),
    maxMs: round(Math.max(...all)),
    over16: all.filter((ms) => ms > FRAME_MS).length,
    dropped: runs.reduce((sum, r) => sum + dropped(r.frames), 0),
    longTasks: runs.reduce((sum, r) => sum + r.longTasks, 0),
  };
}

export interface Row {
  throttle: number;
  loads: number;
  coldOpenMs: number;
  warmOpenMs: number;
  nodes: number;
  previewOpenMs: number;
  drag: { closed: FramesSummary & { dropMs: number; notDropped: number }; open: FramesSummary & { dropMs: number; notDropped: number } };
  typing: {
    closed: FramesSummary & { keyP50Ms: number; keyP95Ms: number; handlerP95Ms: number; longTasksPerKey: number; settleMaxMs: number };
    open: FramesSummary & { keyP50Ms: number; keyP95Ms: number; handlerP95Ms: number; longTasksPerKey: number; settleMaxMs: number };
  };
}

function dragRow(results: DragResult[]) {
  return {
    ...frameSummary(results),
    dropMs: round(median(results.map((r) => r.dropMs).filter((ms) => !Number.isNaN(ms)))),
    notDropped: results.filter((r) => Number.isNaN(r.dropMs)).length,
  };
}

function typingRow(results: TypingResult[]) {
  const keys = results.flatMap((r) => r.frameMs);
  return {
    ...frameSummary(results.map((r) => ({ frames: r.frames, longTasks: r.longTasksPerKey.reduce((a, b) => a + b, 0) }))),
    keyP50Ms: round(rank(keys, 50)),
    keyP95Ms: round(rank(keys, 95)),
    handlerP95Ms: round(
      rank(
        results.flatMap((r) => r.handlerMs),
        95,
      ),
    ),
    longTasksPerKey: Math.round(mean(results.flatMap((r) => r.longTasksPerKey)) * 100) / 100,
    settleMaxMs: round(Math.max(0, ...results.flatMap((r) => r.settleLongTasks.map((t) => t.duration)))),
  };
}

function summarise(throttle: number, results: LoadResult[]): Row {
  return {
    throttle,
    loads: results.length,
    coldOpenMs: round(median(results.map((r) => r.coldOpenMs))),
    warmOpenMs: round(median(results.flatMap((r) => r.warmOpenMs))),
    nodes: results[0]?.nodes ?? 0,
    previewOpenMs: round(median(results.map((r) => r.previewOpenMs))),
    drag: { closed: dragRow(results.map((r) => r.drag.closed)), open: dragRow(results.map((r) => r.drag.open)) },
    typing: { closed: typingRow(results.map((r) => r.typing.closed)), open: typingRow(results.map((r) => r.typing.open)) },
  };
}

function print(row: Row): void {
  const d = (name: string, s: Row['drag']['closed']) =>
    `  drag, preview ${name}: ${s.frames} frames, per-frame p50 ${s.p50Ms} p95 ${s.p95Ms} max ${s.maxMs} ms, over 16.7 ms ${s.over16}, dropped ${s.dropped}, long tasks ${s.longTasks}; drop ${s.dropMs} ms${s.notDropped ? ` (${s.notDropped} drags dropped nothing)` : ''}`;
  const t = (name: string, s: Row['typing']['closed']) =>
    `  keys, preview ${name}: key→frame p50 ${s.keyP50Ms} p95 ${s.keyP95Ms} ms (handler p95 ${s.handlerP95Ms}), long tasks/key ${s.longTasksPerKey}; frames p95 ${s.p95Ms} ms, over 16.7 ms ${s.over16}, dropped ${s.dropped}; after the keys longest task ${s.settleMaxMs} ms`;
  console.log(
    [
      `${row.throttle}x: open cold ${row.coldOpenMs} ms, warm ${row.warmOpenMs} ms (${row.nodes} canvas nodes); preview open ${row.previewOpenMs} ms`,
      d('closed', row.drag.closed),
      d('open', row.drag.open),
      t('closed', row.typing.closed),
      t('open', row.typing.open),
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const before = loadavg();
  console.log(`load average before: ${before.map((v) => v.toFixed(2)).join(' ')}; building the page into .tmp/dist-bench-designer ...`);
  await build({ configFile });
  const server = await preview({ configFile, preview: { port, host: '127.0.0.1', strictPort: true } });
  const url = `http://127.0.0.1:${port}/`;
  if (process.argv.includes('--serve')) {
    console.log(`serving: ${url} (Ctrl+C stops)`);
    return;
  }
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const rows: Row[] = [];
    for (const throttle of THROTTLES) {
      const results: LoadResult[] = [];
      for (let load = 0; load < loads; load++) {
        const result = await measureLoad(browser, url, { throttle, warmOpens, profile: PROFILE });
        results.push(result);
        console.log(
          `${throttle}x load ${load + 1}: open cold ${result.coldOpenMs.toFixed(0)} ms, warm ${result.warmOpenMs.map((ms) => ms.toFixed(0)).join(', ')} ms; drag p95 ${rank(work(result.drag.closed.frames), 95).toFixed(1)} ms (${dropped(result.drag.closed.frames)} dropped), key→frame p95 ${rank(result.typing.closed.frameMs, 95).toFixed(1)} ms`,
        );
        if (PROFILE && result.profile) {
          const file = join(root, `.tmp/designer-${PROFILE}.cpuprofile`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, JSON.stringify(result.profile));
          console.log(`${file}\n${topFunctions(result.profile, 40)}`);
        }
      }
      const row = summarise(throttle, results);
      rows.push(row);
      print(row);
    }
    if (PROFILE) return;
    const after = loadavg();
    const beforeFile = join(root, 'bench/results/designer-before.json');
    const previous =
      OUT === 'designer' && existsSync(beforeFile) ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as { rows: Row[] }).rows : undefined;
    const report = renderReport(rows, browser.version(), before, after, previous);
    console.log(`\n${report}`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      join(root, `bench/results/${OUT}.json`),
      `${JSON.stringify({ date: new Date().toISOString(), loadBefore: before, loadAfter: after, rows }, null, 2)}\n`,
    );
    writeFileSync(join(root, `bench/results/${OUT}.md`), report);
  } finally {
    await browser?.close();
    await server.close();
  }
}

/** Keys and drag before and after the property panel's change (bench/results/designer-before.json: the same benchmark on the code before it). */
function beforeAfter(before: Row[], rows: Row[]): string[] {
  const line = (b: Row, a: Row) => {
    const k = (r: Row) => r.typing.closed;
    const d = (r: Row) => r.drag.closed;
    return `| ${a.throttle}x | ${k(b).keyP50Ms} → ${k(a).keyP50Ms} | ${k(b).keyP95Ms} → ${k(a).keyP95Ms} | ${k(b).handlerP95Ms} → ${k(a).handlerP95Ms} | ${k(b).p95Ms} → ${k(a).p95Ms} | ${k(b).over16} → ${k(a).over16} | ${d(b).p95Ms} → ${d(a).p95Ms} | ${d(b).over16} → ${d(a).over16} | ${d(b).dropped} → ${d(a).dropped} |`;
  };
  const pairs = rows.flatMap((a) => {
    const b = before.find((r) => r.throttle === a.throttle);
    return b ? [line(b, a)] : [];
  });
  return [
    '## Before and after (preview closed)',
    '',
    "`bench/results/designer-before.json` is this benchmark on the designer before its property panel drew only the rows a keystroke changes (commit bc43aae: one onChange per setting while a field is selected; rows whose editor does not read the editor context skip the new context each edit brings). Both runs on this shared machine: compare with the load averages in each file's header.",
    '',
    '| CPU | key→frame p50 (ms) | key→frame p95 (ms) | handler p95 (ms) | typing frames p95 (ms) | typing frames over 16.7 ms | drag frames p95 (ms) | drag frames over 16.7 ms | drag dropped |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pairs,
    '',
  ];
}

function renderReport(rows: Row[], chromium: string, before: number[], after: number[], previous?: Row[]): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  const dragLine = (r: Row, name: 'closed' | 'open') => {
    const s = r.drag[name];
    return `| ${r.throttle}x | drag, preview ${name} | ${s.frames} | ${s.p50Ms} | **${s.p95Ms}** | ${s.maxMs} | ${s.over16} | **${s.dropped}** | ${s.longTasks} | drop ${s.dropMs} ms${s.notDropped ? ` (${s.notDropped} of ${r.loads} drags dropped nothing: see below)` : ''} |`;
  };
  const keyLine = (r: Row, name: 'closed' | 'open') => {
    const s = r.typing[name];
    return `| ${r.throttle}x | keys, preview ${name} | ${s.frames} | ${s.p50Ms} | **${s.p95Ms}** | ${s.maxMs} | ${s.over16} | ${s.dropped} | ${s.longTasks} | key→frame p50 ${s.keyP50Ms} / p95 **${s.keyP95Ms}** ms, handler p95 ${s.handlerP95Ms} ms, long tasks/key ${s.longTasksPerKey}; after the keys longest task ${s.settleMaxMs} ms |`;
  };
  return [
    `# Form designer benchmark (${new Date().toISOString()})`,
    '',
    `Node ${process.version}, ${availableParallelism()} cores (${cpu}), Chromium ${chromium} headless (\`--disable-gpu\`), viewport 1280×800. Load average (1, 5, 15 min) ${load(before)} before, ${load(after)} after: a machine shared with other agents, figures move with it. Production build of \`bench/designer/\`; \`npm run bench:designer\`.`,
    '',
    '## Open',
    '',
    '| CPU | loads | open cold (ms) | open warm (ms) | canvas nodes | preview open (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.throttle}x | ${r.loads} | ${r.coldOpenMs} | ${r.warmOpenMs} | ${r.nodes} | ${r.previewOpenMs} |`),
    '',
    '## Drag and property edit: main-thread time per frame',
    '',
    '| CPU | what | frames | p50 (ms) | p95 (ms) | max (ms) | over 16.7 ms | dropped | long tasks | |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.flatMap((r) => [dragLine(r, 'closed'), dragLine(r, 'open'), keyLine(r, 'closed'), keyLine(r, 'open')]),
    '',
    ...(previous ? beforeAfter(previous, rows) : []),
    ...FINDINGS,
    '## Method',
    '',
    "- **Definition** (`bench/designer/generate.ts`): 300 fields that hold a value in the stored JNPF format (new names): 82 at the top of the form, 42 in each of five containers (a row; a card; a tab, 21 per pane; a collapse, 21 per panel; a 2×2 table grid, 10–11 per cell) and a sub-table of 8 columns. Fields cycle through single-line and numeric input, textarea, select, radio, switch, checkbox, date, rate; spans cycle 24, 12, 12, 8, 8, 8. The sub-table's `__config__.defaultValue` (the designer's 默认行 setting) holds 100 rows: the preview opens with them (it windows rows as every engine sub-table does); the canvas draws a sub-table as its columns. The stored text is about 106 KB.",
    '- **Page** (`bench/designer/main.tsx`): `FormDesigner` in `ChakraProvider`, its text held in state as the 功能设计 screen does, with `memoryDesignerServices` and `createMemoryDataSource` (no server). Each load is a fresh browser context.',
    "- **Open**: from `root.render` to the end of the first frame (rAF, then a MessageChannel message: after style, layout, paint) in which the canvas holds its nodes, no field waits for its kind (`.fd-loading`) and every kind of the registry is loaded (the palette may add any). Cold: the first open of the page, the kinds' code fetched from the local server; warm: unmounted and opened again (a second opening). Medians over the loads (warm: " +
      `${warmOpens} per load). **Preview open**: the toolbar's 预览 to the end of the frame that draws the preview with its sub-table.`,
    "- **Drag** (`bench/designer/measure.ts`): `page.mouse` presses the palette's 单行输入, moves about 125 times a second (8 ms apart, as a mouse does, whether or not the page keeps up) into the canvas near its top, down across top-level fields into the row container's fields, right and left across them and back up, about 180 moves in all, and releases (the field is dropped there). The canvas is scrolled first so the row container starts a third of the way down. **Per-frame time**: every frame from before the press to after the last move is recorded by a requestAnimationFrame loop: from the frame's begin (the rAF timestamp) to the end of its main-thread work (a MessageChannel message posted in the rAF callback runs after that frame's style, layout, paint and commit); it holds the frame's rAF-aligned pointer handlers, @dnd-kit's and React's work, and rendering, and a task that held the main thread when the frame was due. All frames of all loads pooled, nearest-rank p50/p95. **Over 16.7 ms**: frames whose work ran past the next vsync. **Dropped**: frames Chromium did not begin (gaps between frame begins over 1.5 frames, each missing frame counted). **Long tasks**: PerformanceObserver `longtask` (over 50 ms) overlapping the drag. **Drop**: pointerup to the end of the frame that draws the new field (not part of the drag's frames).",
    "- **Keys**: a single-line field on the canvas is clicked (selected), then 30 letters are pressed in the property panel's 标题 (label) box at its end, each after the previous key's frame is measured and one more frame; **key→frame**: capturing `keydown` on window to the end of the frame after the `input` event (the label redraws on the canvas and in the panel); **handler**: `keydown` to the end of a bubbling `input` listener (after React's commit). The frames while typing are recorded as for the drag. **After the keys**: the longest task in the second after the last key (the designer hands its text on 150 ms after the last change; an open preview compiles the form again 300 ms after it).",
    '- Drag and keys run with the preview closed (the designer as it opens), then with it open (the 300-field form and its 100-row sub-table drawn beside the canvas). 4x = `Emulation.setCPUThrottlingRate`.',
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
