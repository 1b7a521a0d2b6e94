/**
 * Sounds that repeat until their notice closes (spec 000 sections 4 and 9): a new collaborative work
 * order (XTnewinb) every 10 s, a shift change every 15 s.
 */
import type { CallCentreMethod } from '../../api/messages';

export const repeatIntervals: Partial<Record<CallCentreMethod, number>> = { XTnewinb: 10_000, shiftchange: 15_000 };

export interface RepeatingSounds {
  /** Repeats `play` every `interval` ms under `key` (a notice id) until stopped. */
  start(key: string, interval: number): void;
  stop(key: string): void;
  stopAll(): void;
  readonly running: number;
}

export function createRepeatingSounds(play: () => void): RepeatingSounds {
  const timers = new Map<string, ReturnType<typeof setInterval>>();
  const stop = (key: string) => {
    const timer = timers.get(key);
    if (timer === undefined) return;
    clearInterval(timer);
    timers.delete(key);
  };
  return {
    start(key, interval) {
      stop(key);
      timers.set(key, setInterval(play, interval));
    },
    stop,
    stopAll() {
      for (const key of [...timers.keys()]) stop(key);
    },
    get running() {
      return timers.size;
    },
  };
}
