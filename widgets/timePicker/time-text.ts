/** Times as text 'HH:mm:ss' (reference 2.4: time values follow `value-format`, HH:mm:ss by default). */

/** '8:5' → '08:05:00'; undefined for text that is not a time of day. */
export function normaliseTime(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d+)?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return [h, mi, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A full time in the stored form: without seconds when the value format has none. */
export function storedTime(full: string, withSeconds: boolean): string {
  return withSeconds ? full : full.slice(0, 5);
}

export function timeOfDay(ms: number): string {
  const d = new Date(ms);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Element's `selectableRange`: '08:00:00 - 18:00:00' (or a list of such; the first counts). */
export function parseSelectableRange(value: unknown): [string, string] | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string') return undefined;
  const [from, to] = text.split(/\s*-\s*/);
  const a = normaliseTime(from);
  const b = normaliseTime(to);
  return a && b ? [a, b] : undefined;
}

export const FULL_DAY: [string, string] = ['00:00:00', '23:59:59'];
