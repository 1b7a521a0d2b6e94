/**
 * In-page clocks (performance.now) of the designer benchmark, kept in `window.__designerBench`.
 *
 * - Frames: while recording, a requestAnimationFrame loop keeps one record per frame: `begin`, the
 *   frame's time (the rAF timestamp: when the frame began), and `end`, when a MessageChannel message
 *   posted from the rAF callback runs — after that frame's style, layout, paint and commit. `end -
 *   begin` is the main-thread time the frame took (the rAF-aligned input handlers, React's work,
 *   rendering; a task that held the main thread when the frame was due is in it as the frame's delay).
 *   Over 16.7 ms the frame missed its vsync. `moves` counts the pointer moves dispatched in the frame.
 *   Gaps between frame begins over 1.5 × 16.7 ms are frames Chromium did not draw (dropped).
 * - Keys: from a capturing `keydown` on window to the end of the frame after the `input` event
 *   (rAF, then a message: as bench/engine/timing.ts), and `handlerMs` to the end of a bubbling `input`
 *   listener on window (after React's commit of the discrete update).
 * - Long tasks: PerformanceObserver `longtask` entries (over 50 ms) with their times.
 */
export interface FrameRecord {
  begin: number;
  end: number;
  moves: number;
}

export interface DesignerBenchState {
  fields: number;
  textBytes: number;
  nodes: number;
  openMs: number[];
  frames: FrameRecord[];
  recording: boolean;
  keyStarts: number[];
  frameMs: number[];
  handlerMs: number[];
  longTasks: { start: number; duration: number }[];
}

type BenchWindow = Window & { __designerBench?: DesignerBenchState; __frames?: (on: boolean) => void };

export function benchState(): DesignerBenchState {
  const w = window as BenchWindow;
  w.__designerBench ??= {
    fields: 0,
    textBytes: 0,
    nodes: 0,
    openMs: [],
    frames: [],
    recording: false,
    keyStarts: [],
    frameMs: [],
    handlerMs: [],
    longTasks: [],
  };
  return w.__designerBench;
}

/**
 * In the next rAF callback asks `check`; when it answers true, resolves with the time at the end of
 * that frame's main-thread work, else with null at once.
 */
export function afterFrame(check: () => boolean = () => true): Promise<number | null> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (!check()) return resolve(null);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    }),
  );
}

export function installLongTasks(): void {
  const state = benchState();
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No Long Tasks API in this browser: none are reported.
  }
}

/** `window.__frames(true)` starts a new recording of frames, `__frames(false)` stops it. */
export function installFrames(): void {
  const state = benchState();
  let moves = 0;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<number>) => {
    const record = state.frames[event.data];
    if (record) record.end = performance.now();
  };
  window.addEventListener('pointermove', () => moves++, { capture: true, passive: true });
  const loop = (begin: number) => {
    if (!state.recording) return;
    const index = state.frames.push({ begin, end: NaN, moves }) - 1;
    moves = 0;
    channel.port2.postMessage(index);
    requestAnimationFrame(loop);
  };
  (window as BenchWindow).__frames = (on: boolean) => {
    if (on && !state.recording) {
      state.frames = [];
      moves = 0;
      state.recording = true;
      requestAnimationFrame(loop);
    } else if (!on) state.recording = false;
  };
}

export function installKeyTiming(onSample: () => void): void {
  const state = benchState();
  let start: number | null = null;
  window.addEventListener(
    'keydown',
    () => {
      start = performance.now();
      state.keyStarts.push(start);
      state.frameMs.push(NaN);
    },
    true,
  );
  window.addEventListener('input', () => {
    if (start === null) return;
    const from = start;
    const index = state.frameMs.length - 1;
    start = null;
    state.handlerMs.push(performance.now() - from);
    void afterFrame().then((end) => {
      state.frameMs[index] = end! - from;
      onSample();
    });
  });
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
