/**
 * The first call of a picker dialog's first tab, started by the click (or key) that opens the dialog
 * rather than by the pane once the dialog has mounted: the mount takes as long as the call or longer
 * (bench:user-picker), so the two now overlap. The pane's own first call takes the one under way
 * instead of asking again; every later call, and the next opening, asks anew (nothing is kept).
 */
export interface EarlyCall<T> {
  /** Starts the call (at the opening click); one started earlier and not taken is dropped. */
  start(): void;
  /** The call under way if one was started and not taken yet, else a new one. */
  take(signal: AbortSignal): Promise<T>;
}

export function earlyCall<T>(ask: (signal: AbortSignal) => Promise<T>): EarlyCall<T> {
  let pending: { answer: Promise<T>; controller: AbortController } | undefined;
  return {
    start() {
      pending?.controller.abort();
      const controller = new AbortController();
      const answer = ask(controller.signal);
      // Whoever takes it handles a failure; one never taken must not be an unhandled rejection.
      answer.catch(() => undefined);
      pending = { answer, controller };
    },
    take(signal) {
      const call = pending;
      pending = undefined;
      if (!call) return ask(signal);
      if (signal.aborted) call.controller.abort();
      else signal.addEventListener('abort', () => call.controller.abort(), { once: true });
      return call.answer;
    },
  };
}
