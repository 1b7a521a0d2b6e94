/**
 * What the harness puts into every page of the real app before its own scripts run (bundled by
 * esbuild into one script, `clockScript`): bench:engine's clocks (bench/engine/timing.ts: keydown to
 * the end of the next frame, the input handler, long tasks) and two paint clocks of its own, each
 * stopping at the end of the frame in which what it waits for is first in the DOM:
 *
 * - `list`: navigation start (performance.now() 0) to the first frame showing the expected rows;
 * - `open`: a click (its event time) to the first frame showing the form with its record.
 *
 * What to wait for is a list of checks on the DOM, tried once per frame in a requestAnimationFrame
 * callback (the state that frame paints); when all pass, a MessageChannel message posted from that
 * callback runs after the frame's style, layout and paint (timing.ts's `afterNextFrame`). The checks
 * are a few querySelector calls a frame: nothing beside the app's own work.
 */
import { benchResult, countNodes, installKeyTiming, installLongTasks } from '../engine/timing';

export interface DomCheck {
  selector: string;
  /** At least this many elements match (default 1). */
  count?: number;
  /** The first match's text contains this. */
  text?: string;
  /** The first match is a form control holding this value. */
  value?: string;
}

export interface ClockStart {
  /** Stored as the app stores it after a sign-in (`jnpf_token`, reference 1.2). */
  token: string;
  list: DomCheck[];
}

export interface OnlineBenchState {
  /** Navigation start to the end of the frame showing the list's rows. */
  listMs?: number;
  /** The click to the end of the frame showing the form; `openStart` is the click's time. */
  openStart?: number;
  openMs?: number;
  error?: string;
}

const passes = (check: DomCheck): boolean => {
  const found = document.querySelectorAll(check.selector);
  if (found.length < (check.count ?? 1)) return false;
  const first = found[0]!;
  if (check.text !== undefined && !(first.textContent ?? '').includes(check.text)) return false;
  if (check.value !== undefined && (first as HTMLInputElement).value !== check.value) return false;
  return true;
};

/** Calls back with the end of the first frame in which every check passes. */
function whenPainted(checks: DomCheck[], done: (now: number) => void): void {
  const frame = () => {
    if (!checks.every(passes)) {
      requestAnimationFrame(frame);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done(performance.now());
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(frame);
}

const state: OnlineBenchState = {};

/** Waits frames until `selector` matches, then scrolls it to the middle of its scroll boxes. */
async function until(selector: string, step: () => void): Promise<HTMLElement> {
  for (let frame = 0; frame < 600; frame++) {
    const found = document.querySelector<HTMLElement>(selector);
    if (found) return found;
    step();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  throw new Error(`${selector} never appeared`);
}

const api = {
  state,
  start({ token, list }: ClockStart): void {
    localStorage.setItem('jnpf_token', `${token}|String`);
    installLongTasks();
    whenPainted(list, (now) => {
      state.listMs = now;
    });
  },
  /** Arms the open clock: the next click starts it, the checks stop it. */
  watchClick(checks: DomCheck[]): void {
    window.addEventListener(
      'click',
      (event) => {
        state.openStart = event.timeStamp;
        whenPainted(checks, (now) => {
          state.openMs = now - event.timeStamp;
        });
      },
      { capture: true, once: true },
    );
  },
  /** bench:engine's key clocks over the whole document (dialogs are portals into body). */
  installKeys(): void {
    installKeyTiming(document.body, () => undefined);
  },
  result: benchResult,
  nodesIn(selector: string): number {
    const root = document.querySelector(selector);
    return root ? countNodes(root).nodes : NaN;
  },
  /**
   * Brings row `index` of a windowed sub-table into view as a person scrolling to it would: the table
   * into the middle of the page, then its scroll box moved row by row height until the row is drawn,
   * then the row into the middle. Answers when the row's `cell` is in the DOM.
   */
  async revealRow(table: string, index: number, cell: string): Promise<void> {
    const box = await until(`${table} .st-scroll`, () => undefined);
    box.scrollIntoView({ block: 'center' });
    const row = await until(`${table} [role="row"][data-index="${index}"]`, () => {
      const drawn = box.querySelector<HTMLElement>('[role="row"][data-index]');
      const height = drawn?.offsetHeight || 40;
      box.scrollTop = Math.max(0, index * height - box.clientHeight / 2);
    });
    row.scrollIntoView({ block: 'center' });
    await until(cell, () => undefined);
  },
};

export type OnlineBenchApi = typeof api;
(window as Window & { __onlineBench?: OnlineBenchApi }).__onlineBench = api;
