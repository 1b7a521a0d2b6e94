/**
 * The client error log behind the settings drawer's download-log button: window errors and unhandled
 * promise rejections, kept in memory (the newest {@link MAX_ENTRIES}). Spec 000 section 8: global
 * error logging is active only in production, so main.tsx installs it only in a production build.
 */

export interface ErrorLogEntry {
  time: number;
  kind: 'error' | 'unhandledrejection';
  message: string;
  detail: string;
  url: string;
}

export const MAX_ENTRIES = 200;

const entries: ErrorLogEntry[] = [];

export function recordError(entry: ErrorLogEntry): void {
  entries.push(entry);
  if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
}

export function errorLogEntries(): readonly ErrorLogEntry[] {
  return entries;
}

export function clearErrorLog(): void {
  entries.length = 0;
}

function describe(reason: unknown): { message: string; detail: string } {
  if (reason instanceof Error) return { message: reason.message, detail: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, detail: '' };
  try {
    return { message: JSON.stringify(reason), detail: '' };
  } catch {
    return { message: String(reason), detail: '' };
  }
}

let installed = false;

export function installErrorLog(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => {
    const { message, detail } = describe(event.error ?? event.message);
    const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
    recordError({ time: Date.now(), kind: 'error', message: message || event.message, detail: detail + where, url: target.location.href });
  });
  target.addEventListener('unhandledrejection', (event) => {
    const { message, detail } = describe(event.reason);
    recordError({ time: Date.now(), kind: 'unhandledrejection', message, detail, url: target.location.href });
  });
}

/** The log as text, one block per entry (what the downloaded file holds). */
export function errorLogText(list: readonly ErrorLogEntry[] = entries, userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const head = `# client error log, ${new Date().toISOString()}\n# ${userAgent}\n# ${list.length} entries\n`;
  const body = list
    .map((e) => [`[${new Date(e.time).toISOString()}] ${e.kind}: ${e.message}`, `  at page ${e.url}`, e.detail ? e.detail.replace(/^/gm, '  ') : ''].filter(Boolean).join('\n'))
    .join('\n\n');
  return `${head}\n${body}\n`;
}

export function downloadErrorLog(): void {
  const blob = new Blob([errorLogText()], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `error-log-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
