/** The drop indicator's box while dragging (null: none), outside React so only the indicator re-renders. */
import type { Box } from './drop-index';

export interface Indicator {
  box: Box;
  /** The drop would be refused (a field the container does not take). */
  refused: boolean;
}

export function createIndicatorStore() {
  let current: Indicator | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: Indicator | null) {
      if (next === current || (next && current && JSON.stringify(next) === JSON.stringify(current))) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type IndicatorStore = ReturnType<typeof createIndicatorStore>;
