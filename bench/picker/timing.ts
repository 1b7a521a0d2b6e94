/**
 * In-page clocks (performance.now) of the picker benchmark pages, on the engine benchmark's design
 * (bench/engine/timing.ts), with a second clock that runs to the next frame.
 *
 * Open: from a capturing `click` on window while no tree row is shown to the first tree row in the
 * DOM (seen by a MutationObserver, which runs right after the commit that added it) with a forced
 * layout (`ms`), and on to the end of the next frame (`paintMs`); once per opening (`opens`).
 *
 * A keystroke in the search box: from a capturing `keydown` on window to the end of a bubbling
 * `input` listener on window, which runs after React's listener on the dialog's portal and after the
 * microtask in which React commits the discrete update; it reads `offsetHeight` first, so the layout
 * the change needs is inside (`inputMs`: the engine benchmark's figure). `paintMs` runs from the same
 * keydown to the end of the frame after the keystroke's last DOM change: a requestAnimationFrame
 * callback posts a message, which runs once that frame's style, layout and paint are done on the main
 * thread. It holds whatever the page deferred (useDeferredValue, effects) and the wait for the frame
 * (up to 16.7 ms at 60 Hz), as a person sees it. DOM changes after the `input` interval are counted as
 * `late`, so a page cannot look fast in `inputMs` by committing later; they move `paintMs` on.
 */
export interface KeySample {
  key: string;
  inputMs: number;
  paintMs: number;
  late: number;
}

export interface OpenSample {
  ms: number;
  paintMs: number;
}

export interface PickerBenchResult {
  /** The keys the harness types into the search box. */
  keys: string[];
  mountMs: number;
  opens: OpenSample[];
  samples: KeySample[];
  late: number;
}

type BenchWindow = Window & { __pickerBench?: PickerBenchResult; __pickerQuiet?: () => Promise<void> };

export function benchResult(): PickerBenchResult {
  const w = window as BenchWindow;
  w.__pickerBench ??= { keys: [], mountMs: NaN, opens: [], samples: [], late: 0 };
  return w.__pickerBench;
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

const nextFrameEnd = () => new Promise<number>((resolve) => afterNextFrame(resolve));

/**
 * Installs the clocks. `ignore` is the page's own figures bar (its changes are not the picker's);
 * `onSample` is told of each keystroke and of the opening.
 */
export function installTiming(ignore: HTMLElement, onSample: () => void): void {
  const result = benchResult();
  let lastChange = performance.now();

  let start = 0;
  let current: KeySample | null = null;
  let measured = false;
  const ROW = '[role=tree] [role=treeitem]';
  let openStart: number | null = null;
  window.addEventListener(
    'click',
    () => {
      // A click ends the last keystroke's watch (what it changes is not the keystroke's).
      current = null;
      if (openStart === null && !document.querySelector(ROW)) openStart = performance.now();
    },
    true,
  );

  window.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      start = performance.now();
      current = { key: event.key, inputMs: NaN, paintMs: NaN, late: 0 };
      result.samples.push(current);
      measured = false;
    },
    true,
  );
  window.addEventListener('input', () => {
    if (!current || measured) return;
    void document.body.offsetHeight;
    const sample = current;
    const began = start;
    sample.inputMs = performance.now() - began;
    measured = true;
    afterNextFrame((now) => {
      sample.paintMs = Math.max(Number.isNaN(sample.paintMs) ? 0 : sample.paintMs, now - began);
      onSample();
    });
  });

  new MutationObserver((records) => {
    if (records.every((record) => ignore.contains(record.target))) return;
    lastChange = performance.now();
    if (openStart !== null && document.querySelector(ROW)) {
      void document.body.offsetHeight;
      const began = openStart;
      const open: OpenSample = { ms: performance.now() - began, paintMs: NaN };
      result.opens.push(open);
      openStart = null;
      afterNextFrame((now) => {
        open.paintMs = now - began;
        onSample();
      });
    }
    if (current && measured) {
      const sample = current;
      const began = start;
      sample.late++;
      result.late++;
      afterNextFrame((now) => {
        sample.paintMs = Math.max(Number.isNaN(sample.paintMs) ? 0 : sample.paintMs, now - began);
      });
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });

  // The harness waits for this between steps: 200 ms without a DOM change, counted in whole frames
  // (so work a page deferred, and the frame after it, are over before the next key).
  (window as BenchWindow).__pickerQuiet = async () => {
    for (;;) {
      const now = await nextFrameEnd();
      if (now - lastChange >= 200) return;
    }
  };
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export { percentile } from '../engine/timing';
