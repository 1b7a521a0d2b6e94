/**
 * One page load of the engine benchmark in a fresh context: CPU throttle set before navigation, the
 * page mounts (it times itself), the keys go to the marked field one at a time with a frame between
 * them, and the page's own figures are read back (bench/engine/timing.ts).
 */
import type { Browser } from '@playwright/test';
import type { BenchResult } from './timing';

export type LoadResult = BenchResult;

/** Page scripts as source text: tsx's keepNames wrappers (`__name`) do not exist in the page. */
const AFTER_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';
const MOUNTED = 'window.__engineBench !== undefined && !Number.isNaN(window.__engineBench.mountMs)';

export async function measureLoad(browser: Browser, url: string, throttle: number): Promise<LoadResult> {
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
    const { keys } = (await page.evaluate('window.__engineBench')) as BenchResult;
    await page.focus('[data-bench-target]');
    await page.evaluate(AFTER_FRAME);
    await page.evaluate(AFTER_FRAME);
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.evaluate(AFTER_FRAME);
    }
    const result = (await page.evaluate('window.__engineBench')) as BenchResult;
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
    if (result.keyMs.length !== keys.length) throw new Error(`${url}: ${result.keyMs.length} of ${keys.length} keys were measured`);
    return result;
  } finally {
    await context.close();
  }
}
