/**
 * One page load of the engine benchmark in a fresh context: CPU throttle set before navigation, the
 * page loads its code and waits (`&wait`); the harness collects garbage and reads the heap, mounts the
 * form (the page times itself), collects garbage and reads the heap again (the difference is what the
 * mounted form holds); the keys go to the marked field one at a time, each after the previous one's
 * frame is measured and one more frame has passed; the page's own figures are read back
 * (bench/engine/timing.ts).
 */
import type { Browser, CDPSession } from '@playwright/test';
import type { BenchResult } from './timing';

export interface LoadResult extends BenchResult {
  /** JavaScript and DOM (embedder) heap the mounted form holds, bytes, after garbage collection. */
  heapBytes: number;
  /** Per key: long tasks overlapping its [keydown, frame end] interval, and their time over 50 ms. */
  longTasksPerKey: number[];
  blockingMsPerKey: number[];
}

/** Page scripts as source text: tsx's keepNames wrappers (`__name`) do not exist in the page. */
const AFTER_FRAME = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))';
const READY = "typeof window.__mount === 'function'";
const MOUNTED = 'window.__engineBench !== undefined && !Number.isNaN(window.__engineBench.mountMs)';
const framed = (count: number) =>
  `window.__engineBench.frameMs.length >= ${count} && window.__engineBench.frameMs.slice(0, ${count}).every((v) => !Number.isNaN(v))`;

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
  return usage.usedSize + (usage.embedderHeapUsedSize ?? 0);
}

export async function measureLoad(browser: Browser, url: string, throttle: number): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${url}&wait`);
    await page.waitForFunction(READY, null, { timeout: 120_000 });
    await page.evaluate(AFTER_FRAME);
    const before = await heapUsed(cdp);
    await page.evaluate('void window.__mount()');
    await page.waitForFunction(MOUNTED, null, { timeout: 120_000 }).catch(() => {
      throw new Error(`${url} did not mount: ${errors.join('; ') || 'no page error'}`);
    });
    await page.evaluate(AFTER_FRAME);
    const heapBytes = (await heapUsed(cdp)) - before;
    const { keys } = (await page.evaluate('window.__engineBench')) as BenchResult;
    await page.focus('[data-bench-target]');
    await page.evaluate(AFTER_FRAME);
    await page.evaluate(AFTER_FRAME);
    for (const [i, key] of keys.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction(framed(i + 1), null, { timeout: 60_000, polling: 'raf' }).catch(() => {
        throw new Error(`${url}: key ${i + 1} was not measured: ${errors.join('; ') || 'no page error'}`);
      });
      await page.evaluate(AFTER_FRAME);
    }
    // Long-task entries arrive after their task: a few frames more.
    for (let i = 0; i < 3; i++) await page.evaluate(AFTER_FRAME);
    const result = (await page.evaluate('window.__engineBench')) as BenchResult;
    if (errors.length > 0) throw new Error(`${url}: ${errors.join('; ')}`);
    if (result.keyMs.length !== keys.length) throw new Error(`${url}: ${result.keyMs.length} of ${keys.length} keys were measured`);
    const longTasksPerKey: number[] = [];
    const blockingMsPerKey: number[] = [];
    result.keyStarts.forEach((start, i) => {
      const end = start + result.frameMs[i]!;
      const overlapping = result.longTasks.filter((t) => t.start < end && t.start + t.duration > start);
      longTasksPerKey.push(overlapping.length);
      blockingMsPerKey.push(overlapping.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
    });
    return { ...result, heapBytes, longTasksPerKey, blockingMsPerKey };
  } finally {
    await context.close();
  }
}
