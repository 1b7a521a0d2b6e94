/**
 * Undo and redo over immutable states: each step keeps the whole document, which costs little as
 * versions share every node they did not change. Consecutive steps with the same merge key (typing
 * in one box) are one step. At least 50 steps are kept (the issue asks for 50; 100 here).
 */
export const HISTORY_LIMIT = 100;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The merge key of the last step, while the next may join it. */
  readonly mergeKey?: string;
}

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A new present; with the same `mergeKey` as the last step it replaces that step's result. */
export function record<T>(history: History<T>, next: T, mergeKey?: string): History<T> {
  if (next === history.present) return history;
  if (mergeKey !== undefined && mergeKey === history.mergeKey) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, present: next, future: [], mergeKey };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
