/**
 * In-page clocks (performance.now) of the benchmark pages.
 *
 * A keystroke is timed from a capturing `keydown` listener on window to the end of a bubbling
 * `input` listener on window, which runs after React's own listener on the root and after the
 * microtask in which React commits a discrete update (the three pages commit synchronously there);
 * it reads `offsetHeight` first, so the layout the change needs is part of the time. Idle time
 * (waiting for a frame) is never inside the interval. DOM changes that arrive after the interval
 * (work a page deferred past the commit) are counted as `late`, so a page cannot look fast by
 * committing later.
 */
export interface BenchResult {
  /** The keys the harness types into the marked element. */
  keys: string[];
  mountMs: number;
  compileMs: number | null;
  keyMs: number[];
  late: number;
}

type BenchWindow = Window & { __engineBench?: BenchResult };

export function benchResult(): BenchResult {
  const w = window as BenchWindow;
  w.__engineBench ??= { keys: [], mountMs: NaN, compileMs: null, keyMs: [], late: 0 };
  return w.__engineBench;
}

export function installKeyTiming(root: HTMLElement, onSample: (ms: number) => void): void {
  const result = benchResult();
  let start: number | null = null;
  let measured = false;
  window.addEventListener(
    'keydown',
    () => {
      start = performance.now();
      measured = false;
    },
    true,
  );
  window.addEventListener('input', () => {
    if (start === null) return;
    void document.body.offsetHeight;
    const ms = performance.now() - start;
    start = null;
    measured = true;
    result.keyMs.push(ms);
    onSample(ms);
  });
  new MutationObserver(() => {
    if (measured) result.late++;
  }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
