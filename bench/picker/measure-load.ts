/**
 * One page load of the picker benchmark in a fresh context: CPU throttle set before navigation, the
 * page mounts, the harness clicks the field's combobox (the page times the opening), waits until the
 * dialog is still, focuses the search box and types the keys one at a time, waiting between them until
 * the page has been still for 200 ms (bench/picker/timing.ts); then cancels the dialog and opens it
 * again (timed too), and reads the page's own figures back.
 */
import type { Browser, CDPSession } from '@playwright/test';
import type { CpuProfile } from './profile';
import type { PickerBenchResult } from './timing';

export type LoadResult = PickerBenchResult;

/** A phase to record a CPU profile of (`--profile`): the first opening, the first key, or all keys. */
export type ProfilePhase = 'open' | 'first' | 'keys';

/** Page scripts as source text: tsx's keepNames wrappers (`__name`) do not exist in the page. */
const QUIET = 'window.__pickerQuiet()';
const MOUNTED = 'window.__pickerBench !== undefined && !Number.isNaN(window.__pickerBench.mountMs) && window.__pickerQuiet !== undefined';
const opened = (count: number) =>
  `window.__pickerBench.opens.length === ${count} && !Number.isNaN(window.__pickerBench.opens[${count - 1}].paintMs)`;
const SEARCH = '[role=dialog] input[aria-label="搜索"]';

/**
 * One key down and up through CDP, as Playwright's keyboard does it, but for any character: a Chinese
 * character arrives as a key that types it (keydown, then input), which Playwright's keyboard refuses
 * for keys not on its US layout. (An input method's composition is not simulated.)
 */
async function press(cdp: CDPSession, key: string): Promise<void> {
  const description =
    key === 'Backspace'
      ? { key, code: 'Backspace', windowsVirtualKeyCode: 8, nativeVirtualKeyCode: 8 }
      : { key, text: key, unmodifiedText: key };
  await cdp.send('Input.dispatchKeyEvent', { type: 'text' in description ? 'keyDown' : 'rawKeyDown', ...description });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...description });
}

export async function measureLoad(
  browser: Browser,
  url: string,
  throttle: number,
  profile?: { phase: ProfilePhase; done: (profile: CpuProfile) => void },
): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(url);
    await page.waitForFunction(MOUNTED, null, { timeout: 120_000 }).catch(() => {
      throw new Error(`${url} did not mount: ${errors.join('; ') || 'no page error'}`);
    });
    await page.evaluate(QUIET);
    let recording = profile;
    const record = async (phase: ProfilePhase) => {
      if (recording?.phase !== phase) return;
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    };
    const stop = async (phase: ProfilePhase) => {
      if (recording?.phase !== phase) return;
      recording.done((await cdp.send('Profiler.stop')).profile as CpuProfile);
      recording = undefined;
    };
    const open = async (count: number) => {
      await page.click('[role=combobox]');
      await page.waitForFunction(opened(count), null, { timeout: 60_000 }).catch(() => {
        throw new Error(`${url}: the dialog showed no rows: ${errors.join('; ') || 'no page error'}`);
      });
    };
    await record('open');
    await open(1);
    // The dialog's entrance animation and focus handling end before the first key.
    await page.evaluate(QUIET);
    await stop('open');
    await page.focus(SEARCH);
    await page.evaluate(QUIET);
    const { keys } = (await page.evaluate('window.__pickerBench')) as PickerBenchResult;
    await record('keys');
    await record('first');
    for (const key of keys) {
      await press(cdp, key);
      await page.evaluate(QUIET);
      await stop('first');
    }
    await stop('keys');
    if ((await page.inputValue(SEARCH)) !== '') throw new Error(`${url}: the search box is not empty after the keys`);
    // Closed and opened again: the tree is loaded, the dialog's styles are in.
    await page.click('[role=dialog] button:has-text("取消")');
    await page.waitForSelector('[role=dialog]', { state: 'detached' });
    await page.evaluate(QUIET);
    await open(2);
    const result = (await page.evaluate('window.__pickerBench')) as PickerBenchResult;
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
    const measured = result.samples.filter((s) => !Number.isNaN(s.inputMs) && !Number.isNaN(s.paintMs));
    if (measured.length !== keys.length || result.samples.length !== keys.length) {
      throw new Error(`${url}: ${measured.length} of ${keys.length} keys were measured (${result.samples.length} keydowns)`);
    }
    return result;
  } finally {
    await context.close();
  }
}
