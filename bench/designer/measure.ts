/**
 * One page load of the designer benchmark in a fresh context (bench/designer-bench.ts): the opens,
 * then with the preview closed and then open, a drag from the palette to the canvas and 30 keys in
 * the label box of a selected field. Reads the page's clocks (timing.ts) back.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { CpuProfile } from '../picker/profile';
import type { DesignerBenchState, FrameRecord } from './timing';

export interface DragResult {
  frames: FrameRecord[];
  /** Long tasks overlapping the drag. */
  longTasks: number;
  /** pointerup to the end of the frame that draws the dropped field; NaN: nothing was dropped. */
  dropMs: number;
  moves: number;
}

export interface TypingResult {
  frameMs: number[];
  handlerMs: number[];
  longTasksPerKey: number[];
  /** Frames recorded while typing (the keys and the frames between them). */
  frames: FrameRecord[];
  /** Long tasks in the second after the last key (the text handed on, the preview compiled again). */
  settleLongTasks: { start: number; duration: number }[];
}

export interface LoadResult {
  coldOpenMs: number;
  warmOpenMs: number[];
  nodes: number;
  /** The preview button to the end of the frame that draws the preview with its sub-table. */
  previewOpenMs: number;
  drag: { closed: DragResult; open: DragResult };
  typing: { closed: TypingResult; open: TypingResult };
  profile?: CpuProfile;
}

export interface LoadOptions {
  throttle: number;
  warmOpens: number;
  /** `drag` or `keys`: a CPU profile of that phase (preview closed). */
  profile?: 'drag' | 'keys';
}

const STATE = 'window.__designerBench';
const FRAME = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';
const KEYS = 'abcdefghijklmnopqrstuvwxyz0123'.split('');
const debug = (text: string) => {
  if (process.env.BENCH_DESIGNER_DEBUG) console.log(`  … ${text}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function state(page: Page): Promise<DesignerBenchState> {
  return (await page.evaluate(STATE)) as DesignerBenchState;
}

async function frames(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await page.evaluate(FRAME);
}

/** The page's time at the end of the first frame in which `check` (an expression) holds, from `since` (an expression). */
async function until(page: Page, check: string, since: string, what: string, optional = false): Promise<number> {
  const ms = (await page.evaluate(`(async () => {
    const stop = performance.now() + ${optional ? 5000 : 20000};
    while (performance.now() < stop) {
      const end = await new Promise((resolve) => requestAnimationFrame(() => {
        if (!(${check})) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }));
      if (end !== null) return end - (${since});
    }
    return null;
  })()`)) as number | null;
  if (ms === null && optional) return NaN;
  if (ms === null) throw new Error(`${what} did not happen within 20 s`);
  return ms;
}

const NODES = 'document.querySelectorAll(\'[data-testid="designer-canvas"] .fd-node\').length';

async function drag(page: Page, cdp: CDPSession, profile: boolean): Promise<{ result: DragResult; profile?: CpuProfile }> {
  // The canvas scrolled so the row container starts a third of the way down: the pointer crosses
  // top-level fields, then the row's fields (a nested list).
  await page.evaluate(`(() => {
    const row = [...document.querySelectorAll('[data-testid="designer-canvas"] .fd-node')].find((n) => n.querySelector(':scope > .fd-container'));
    const scroller = row.closest('[data-testid="designer-canvas"]').parentElement;
    scroller.scrollTop += row.getBoundingClientRect().top - scroller.getBoundingClientRect().top - scroller.clientHeight / 3;
    scroller.scrollLeft = 0;
  })()`);
  await frames(page, 3);
  const before = (await page.evaluate(NODES)) as number;
  const item = (await page.locator('.fd-palette-item[data-kind="input"]').boundingBox())!;
  // The canvas's scroller: the part of the canvas in view.
  const canvas = (await page.locator('[data-testid="designer-canvas"] >> xpath=..').boundingBox())!;
  const start = { x: item.x + item.width / 2, y: item.y + item.height / 2 };
  // Inside the canvas's middle (@dnd-kit scrolls a list when the dragged box comes within 20% of its
  // edge; with the preview open the canvas is narrow and its fields overflow it sideways):
  // in near the top, down across top-level fields into the row container's, right and left across them.
  const at_ = (fx: number, fy: number) => ({ x: canvas.x + canvas.width * fx, y: canvas.y + canvas.height * fy });
  const path: { x: number; y: number; steps: number }[] = [
    { ...at_(0.4, 0.25), steps: 30 },
    { ...at_(0.45, 0.75), steps: 60 },
    { ...at_(0.6, 0.72), steps: 30 },
    { ...at_(0.4, 0.68), steps: 30 },
    { ...at_(0.5, 0.5), steps: 30 },
  ];
  await page.evaluate('window.__frames(true)');
  await frames(page, 2);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 4, { steps: 2 });
  let at = { x: start.x + 8, y: start.y + 4 };
  let moves = 0;
  // About 125 moves a second (a mouse's rate), whatever the page does: a slow page gets them queued.
  for (const leg of path) {
    for (let step = 1; step <= leg.steps; step++) {
      const x = at.x + ((leg.x - at.x) * step) / leg.steps;
      const y = at.y + ((leg.y - at.y) * step) / leg.steps;
      const sent = Date.now();
      await page.mouse.move(x, y);
      moves++;
      await sleep(Math.max(0, 8 - (Date.now() - sent)));
    }
    at = { x: leg.x, y: leg.y };
  }
  await frames(page, 2);
  await page.evaluate('window.__frames(false)');
  await page.evaluate(
    "window.__dropAt = 0; window.addEventListener('pointerup', () => { window.__dropAt = performance.now(); }, { capture: true, once: true })",
  );
  debug(`moved ${moves} to ${at.x.toFixed(0)},${at.y.toFixed(0)}`);
  if (process.env.BENCH_DESIGNER_DEBUG) await page.screenshot({ path: `.tmp/designer-drag-${Date.now()}.png` });
  await page.mouse.up();
  // With the preview open the canvas is narrow, its fields overflow it sideways and @dnd-kit scrolls
  // it sideways under the dragged box: the drop may land outside every list (NaN: nothing dropped).
  const dropMs = await until(page, `${NODES} > ${before}`, 'window.__dropAt', 'the drop', true);
  const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined;
  const s = await state(page);
  const first = s.frames[0]?.begin ?? 0;
  const last = s.frames.at(-1)?.end ?? 0;
  const longTasks = s.longTasks.filter((t) => t.start < last && t.start + t.duration > first).length;
  return { result: { frames: s.frames, longTasks, dropMs, moves }, profile: cpu };
}

async function typing(page: Page, cdp: CDPSession, profile: boolean): Promise<{ result: TypingResult; profile?: CpuProfile }> {
  // A field in view on the canvas (an input's node), selected by a click; its label box in the panel.
  const target = page.locator('[data-testid="designer-canvas"] .fd-node[aria-label$="（单行输入）"]').nth(3);
  await target.click({ position: { x: 4, y: 4 } });
  const label = page.locator('[data-testid="designer-properties"] [data-setting="config.label"] input');
  await label.click();
  await page.keyboard.press('End');
  await frames(page, 3);
  const s0 = await state(page);
  const from = s0.frameMs.length;
  await page.evaluate('window.__frames(true)');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (const [i, key] of KEYS.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction(`${STATE}.frameMs.length >= ${from + i + 1} && !Number.isNaN(${STATE}.frameMs[${from + i}])`, null, {
      polling: 'raf',
      timeout: 60_000,
    });
    await page.evaluate(FRAME);
  }
  await page.evaluate('window.__frames(false)');
  const cpu = profile ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined;
  // The text is handed on 150 ms after the last key, the preview compiles again 300 ms after it.
  await sleep(1000);
  await frames(page, 3);
  const s = await state(page);
  const starts = s.keyStarts.slice(from);
  const frameMs = s.frameMs.slice(from);
  const lastEnd = starts.at(-1)! + frameMs.at(-1)!;
  const longTasksPerKey = starts.map((start, i) => {
    const end = start + frameMs[i]!;
    return s.longTasks.filter((t) => t.start < end && t.start + t.duration > start).length;
  });
  const settleLongTasks = s.longTasks.filter((t) => t.start >= lastEnd && t.start < lastEnd + 1000);
  const expected = (await label.inputValue()).endsWith(KEYS.join(''));
  if (!expected) throw new Error(`the label box does not end with the typed keys: ${await label.inputValue()}`);
  return {
    result: { frameMs, handlerMs: s.handlerMs.slice(from), longTasksPerKey, frames: s.frames, settleLongTasks },
    profile: cpu,
  };
}

export async function measureLoad(browser: Browser, url: string, options: LoadOptions): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    await page.goto(`${url}?wait`);
    await page.waitForFunction("typeof window.__mount === 'function'", null, { timeout: 120_000 });
    await frames(page, 2);
    debug('page loaded');
    const coldOpenMs = (await page.evaluate('window.__mount()')) as number;
    const warmOpenMs: number[] = [];
    for (let i = 0; i < options.warmOpens; i++) {
      await page.evaluate('window.__unmount()');
      await frames(page, 3);
      warmOpenMs.push((await page.evaluate('window.__mount()')) as number);
    }
    debug(`opened: ${coldOpenMs.toFixed(0)}, ${warmOpenMs.join(', ')}`);
    await frames(page, 5);
    const { nodes } = await state(page);
    const closedDrag = await drag(page, cdp, options.profile === 'drag');
    debug('dragged');
    await frames(page, 30);
    const closedTyping = await typing(page, cdp, options.profile === 'keys');
    debug('typed');
    await page.evaluate("window.__previewAt = performance.now(); document.querySelector('[role=toolbar] button[aria-pressed]').click()");
    // Drawn: the preview's form with the sub-table's title (the last rows of the form are windowed out of view).
    const previewOpenMs = await until(
      page,
      "(document.querySelector('[data-testid=\"designer-preview\"]')?.textContent ?? '').includes('设备明细')",
      'window.__previewAt',
      'the preview',
    );
    debug('preview open');
    await frames(page, 30);
    const openDrag = await drag(page, cdp, false);
    await frames(page, 30);
    const openTyping = await typing(page, cdp, false);
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
    return {
      coldOpenMs,
      warmOpenMs,
      nodes,
      previewOpenMs,
      drag: { closed: closedDrag.result, open: openDrag.result },
      typing: { closed: closedTyping.result, open: openTyping.result },
      profile: closedDrag.profile ?? closedTyping.profile,
    };
  } finally {
    await context.close();
  }
}
