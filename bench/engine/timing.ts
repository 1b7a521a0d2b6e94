/**
 * In-page clocks (performance.now) of the benchmark pages.
 *
 * A keystroke has two clocks, both from a capturing `keydown` listener on window:
 * - `keyMs` (the issue-4 figure, "handler"): to the end of a bubbling `input` listener on window, which
 *   runs after React's own listener on the root and after the microtask in which React commits a
 *   discrete update; it reads `offsetHeight` first, so the layout the change needs is inside. It stops
 *   before style recalculation of what layout did not need, paint and compositing.
 * - `frameMs` ("key→frame", issue 19): to the end of the next frame's main-thread work. A
 *   requestAnimationFrame callback (queued after the input) posts a message on a MessageChannel; the
 *   message runs once that frame's style, layout, paint and commit to the compositor are done. DOM
 *   changes after the `input` interval (work a page deferred past the commit) are counted as `late`
 *   and move `frameMs` on to the frame after them, so a page cannot look fast by committing later.
 *   It holds the wait for the frame (up to 16.7 ms at 60 Hz): what a person waits for.
 * Long tasks (PerformanceObserver `longtask`, over 50 ms) are kept with their times; the harness
 * counts those overlapping each key's [keydown, frame end] interval.
 */
export interface LongTask {
  start: number;
  duration: number;
}

export interface BenchResult {
  /** The keys the harness types into the marked element. */
  keys: string[];
  mountMs: number;
  compileMs: number | null;
  keyMs: number[];
  /** Per key: keydown to the end of the frame after its last DOM change. */
  frameMs: number[];
  /** Per key: the keydown time (performance.now), to place long tasks. */
  keyStarts: number[];
  longTasks: LongTask[];
  late: number;
  /** Nodes (elements, text, comments) and elements under the page root after the mount. */
  nodes: number;
  elements: number;
}

type BenchWindow = Window & { __engineBench?: BenchResult };

export function benchResult(): BenchResult {
  const w = window as BenchWindow;
  w.__engineBench ??= {
    keys: [],
    mountMs: NaN,
    compileMs: null,
    keyMs: [],
    frameMs: [],
    keyStarts: [],
    longTasks: [],
    late: 0,
    nodes: 0,
    elements: 0,
  };
  return w.__engineBench;
}

/** Calls back with the time at the end of the next frame's main-thread work (rAF, then a message). */
function afterNextFrame(done: (now: number) => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done(performance.now());
    };
    channel.port2.postMessage(null);
  });
}

/** Counts the nodes and elements under `root`. */
export function countNodes(root: Node): { nodes: number; elements: number } {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let nodes = 0;
  let elements = 0;
  while (walker.nextNode()) {
    nodes++;
    if (walker.currentNode.nodeType === Node.ELEMENT_NODE) elements++;
  }
  return { nodes, elements };
}

export function installLongTasks(): void {
  const result = benchResult();
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) result.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API in this browser: no long tasks are reported.
  }
}

export function installKeyTiming(root: HTMLElement, onSample: (ms: number) => void): void {
  const result = benchResult();
  let start: number | null = null;
  let began = 0;
  let index = -1;
  let measured = false;
  window.addEventListener(
    'keydown',
    () => {
      start = performance.now();
      began = start;
      index = result.keyStarts.push(start) - 1;
      result.frameMs[index] = NaN;
      measured = false;
    },
    true,
  );
  const toFrame = (i: number, from: number) =>
    afterNextFrame((now) => {
      const before = result.frameMs[i];
      result.frameMs[i] = Math.max(before === undefined || Number.isNaN(before) ? 0 : before, now - from);
      onSample(result.frameMs[i]!);
    });
  window.addEventListener('input', () => {
    if (start === null) return;
    void document.body.offsetHeight;
    const ms = performance.now() - start;
    start = null;
    measured = true;
    result.keyMs.push(ms);
    toFrame(index, began);
  });
  new MutationObserver(() => {
    if (!measured) return;
    result.late++;
    toFrame(index, began);
  }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
