/** What `detached` reports a rejection to (pino's logger, or the console before the server has one). */
export interface ErrorLog {
  error(details: object, message: string): void;
}

export const consoleLog: ErrorLog = { error: (details, message) => console.error(message, details) };

/**
 * Starts work that nobody waits for (an event listener, a timer). Its rejection is logged, never left
 * unhandled: one unhandled rejection would end the process. The lint rule no-floating-promises
 * (eslint.config.js, server/) makes every such call go through here or await its promise.
 */
export function detached(promise: Promise<unknown>, log: ErrorLog, what: string): void {
  promise.catch((error: unknown) => log.error({ err: error }, what));
}
