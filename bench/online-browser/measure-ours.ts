/**
 * One load of the released 200-field form in the real app, in a fresh browser context signed in as
 * the administrator (the token stored as the app stores it): open the menu's address, to the first
 * page of rows painted; 编辑 on the first row (the record with the long sub-table), to the form painted
 * with its record; then keys into a text field in the middle of the form and into a summed cell of the
 * sub-table's middle row, each key typed after the previous one's frame was measured and one more frame
 * passed (bench/engine/measure-load.ts's way, with its clocks: bench/online-browser/page-clock.ts).
 */
import type { Browser, Page } from '@playwright/test';
import type { LongTask } from '../engine/timing';
import type { ClockStart, DomCheck, OnlineBenchState } from './page-clock';

export interface KeyFigures {
  /** Per key: keydown to the end of the frame after its last DOM change (bench:engine's key→frame). */
  frameMs: number[];
  /** Per key: keydown to the end of the input handler (bench:engine's "handler"). */
  keyMs: number[];
  longTasksPerKey: number[];
  blockingMsPerKey: number[];
}

export interface OursLoad {
  /** Navigation start to the end of the frame showing the first page of rows (names looked up). */
  listMs: number;
  /** The List call of that page in Resource Timing, request start to the last byte. */
  listCallMs: number | null;
  /** The click on 编辑 to the end of the frame showing the form with its record and rows. */
  openMs: number;
  /** The record's call (`GET {modelId}/{id}`), request start to the last byte. */
  recordCallMs: number | null;
  /** The click to the last byte of the last script fetched after it (the form's code, cold), if any. */
  openCodeMs: number | null;
  /** Main-thread long tasks (over 50 ms) within the open, their summed duration. */
  openLongTaskMs: number;
  /** DOM nodes in the open form (elements, text, comments), after the open. */
  formNodes: number;
  field: KeyFigures;
  cell: KeyFigures;
  /** DOM changes after a key's input handler (counted in key→frame), both targets. */
  late: number;
}

/** What a load needs to know of the released form and its large record. */
export interface OursPlan {
  url: string;
  token: string;
  modelId: string;
  largeId: string;
  /** Checks of the list's first page (rows, the large record's looked-up names). */
  list: DomCheck[];
  /** Checks of the open form (the record's values, the sub-table's total). */
  open: DomCheck[];
  fieldSelector: string;
  fieldKeys: string[];
  /** The sub-table row the cell is in (brought into view first: the table windows its rows). */
  row: number;
  cellSelector: string;
  cellKeys: string[];
  /** A folder for screenshots of each step (BENCH_ONLINE_BROWSER_SHOTS), to see what was measured. */
  shots?: string;
}

export const FORM = '[data-testid="online-record"]';
export const LIST_ROWS = '[data-page^="online-"] [data-testid="page-table"] tbody tr';
const BENCH = 'window.__onlineBench';
const AFTER_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';
const framed = (count: number) =>
  `window.__engineBench.frameMs.length >= ${count} && window.__engineBench.frameMs.slice(0, ${count}).every((v) => !Number.isNaN(v))`;

interface PageResult {
  frameMs: number[];
  keyMs: number[];
  keyStarts: number[];
  longTasks: LongTask[];
  late: number;
}

interface ResourceEntry {
  name: string;
  startTime: number;
  requestStart: number;
  responseEnd: number;
}

async function frames(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await page.evaluate(AFTER_FRAME);
}

/** The keys into the focused element, each after the previous key's frame and one frame more. */
async function typeKeys(page: Page, keys: string[], before: number, errors: string[]): Promise<void> {
  for (const [i, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction(framed(before + i + 1), null, { timeout: 60_000, polling: 'raf' }).catch(() => {
      throw new Error(`key ${i + 1} (${key}) was not measured: ${errors.join('; ') || 'no page error'}`);
    });
    await page.evaluate(AFTER_FRAME);
  }
  // Long-task entries arrive after their task: a few frames more.
  await frames(page, 3);
}

/** The keys `from`..`to` of the page's figures, with the long tasks overlapping each. */
function keyFigures(result: PageResult, from: number, to: number): KeyFigures {
  const out: KeyFigures = { frameMs: [], keyMs: [], longTasksPerKey: [], blockingMsPerKey: [] };
  for (let i = from; i < to; i++) {
    const start = result.keyStarts[i]!;
    const end = start + result.frameMs[i]!;
    const overlapping = result.longTasks.filter((t) => t.start < end && t.start + t.duration > start);
    out.frameMs.push(result.frameMs[i]!);
    out.keyMs.push(result.keyMs[i]!);
    out.longTasksPerKey.push(overlapping.length);
    out.blockingMsPerKey.push(overlapping.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
  }
  return out;
}

const callMs = (entries: ResourceEntry[], test: (url: URL) => boolean, after: number): number | null => {
  const entry = entries.find((candidate) => candidate.startTime >= after && test(new URL(candidate.name)));
  return entry ? entry.responseEnd - (entry.requestStart || entry.startTime) : null;
};

export async function measureOurs(browser: Browser, clockScript: string, plan: OursPlan): Promise<OursLoad> {
  // The app's Content-Security-Policy refuses string evaluation, which the harness waits with.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', bypassCSP: true });
  try {
    const start: ClockStart = { token: plan.token, list: plan.list };
    await context.addInitScript({ content: `${clockScript}\n${BENCH}.start(${JSON.stringify(start)});` });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const state = () => page.evaluate(`${BENCH}.state`) as Promise<OnlineBenchState>;

    await page.goto(plan.url);
    await page.waitForFunction(`${BENCH}.state.listMs !== undefined`, null, { timeout: 180_000 }).catch(() => {
      throw new Error(`the list did not show its rows: ${errors.join('; ') || 'no page error'}`);
    });
    const { listMs } = await state();
    const shot = async (name: string) => {
      if (plan.shots) await page.screenshot({ path: `${plan.shots}/${name}.png` });
    };
    await shot('1-list');
    const listEntries = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.toJSON())`)) as ResourceEntry[];
    const listCallMs = callMs(listEntries, (url) => url.pathname === `/api/visualdev/OnlineDev/${plan.modelId}/List`, 0);

    // Let the page finish what it does after the rows (idle callbacks, late chunks) before the click.
    await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))');
    await frames(page, 2);
    await page.evaluate(`${BENCH}.watchClick(${JSON.stringify(plan.open)})`);
    await page.locator(LIST_ROWS).first().getByRole('button', { name: '编辑', exact: true }).click();
    await page.waitForFunction(`${BENCH}.state.openMs !== undefined`, null, { timeout: 180_000 }).catch(() => {
      throw new Error(`the form did not show its record: ${errors.join('; ') || 'no page error'}`);
    });
    const opened = await state();
    const openEntries = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.toJSON())`)) as ResourceEntry[];
    const recordCallMs = callMs(
      openEntries,
      (url) => url.pathname === `/api/visualdev/OnlineDev/${plan.modelId}/${plan.largeId}`,
      opened.openStart ?? 0,
    );
    await shot('2-open');
    const clickAt = opened.openStart ?? 0;
    const scripts = openEntries.filter((entry) => entry.startTime >= clickAt && new URL(entry.name).pathname.endsWith('.js'));
    const openCodeMs = scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) - clickAt : null;
    const { longTasks } = (await page.evaluate('window.__engineBench')) as PageResult;
    const openEnd = clickAt + opened.openMs!;
    const openLongTaskMs = longTasks
      .filter((t) => t.start < openEnd && t.start + t.duration > clickAt)
      .reduce((sum, t) => sum + Math.min(openEnd, t.start + t.duration) - Math.max(clickAt, t.start), 0);
    const formNodes = (await page.evaluate(`${BENCH}.nodesIn(${JSON.stringify(FORM)})`)) as number;

    await page.evaluate(`${BENCH}.installKeys()`);
    const field = page.locator(plan.fieldSelector);
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await frames(page, 2);
    await typeKeys(page, plan.fieldKeys, 0, errors);
    // Read now: what the scroll to the sub-table changes later would count as the last key's late work.
    const afterField = (await page.evaluate('window.__engineBench')) as PageResult;
    await shot('3-field-typed');

    await page.evaluate(`${BENCH}.revealRow(${JSON.stringify(FORM)}, ${plan.row}, ${JSON.stringify(plan.cellSelector)})`);
    await page.locator(plan.cellSelector).focus();
    await frames(page, 2);
    const lateBeforeCell = ((await page.evaluate('window.__engineBench.late')) as number) ?? 0;
    const typed = plan.fieldKeys.length;
    await typeKeys(page, plan.cellKeys, typed, errors);
    const afterCell = (await page.evaluate('window.__engineBench')) as PageResult;
    await shot('4-cell-typed');
    if (errors.length > 0) throw new Error(errors.join('; '));
    if (afterCell.keyMs.length !== typed + plan.cellKeys.length)
      throw new Error(`${afterCell.keyMs.length} of ${typed + plan.cellKeys.length} keys were measured`);

    return {
      listMs: listMs!,
      listCallMs,
      openMs: opened.openMs!,
      recordCallMs,
      openCodeMs,
      openLongTaskMs,
      formNodes,
      field: keyFigures(afterField, 0, typed),
      cell: keyFigures(afterCell, typed, typed + plan.cellKeys.length),
      late: afterField.late + afterCell.late - lateBeforeCell,
    };
  } finally {
    await context.close();
  }
}
