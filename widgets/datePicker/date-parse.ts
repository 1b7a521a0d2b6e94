/**
 * Typed date text read strictly in the field's display format (YYYY, MM, DD, HH, mm, ss tokens as
 * engine/format writes them): '2026-02-31' or '2026-13-01' is not a date, whatever Date would make
 * of it. Missing parts take the start of their unit (a month format gives the 1st at 00:00).
 */
const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;

const LIMITS: Record<string, [number, number]> = { MM: [1, 12], DD: [1, 31], HH: [0, 23], mm: [0, 59], ss: [0, 59] };

const patterns = new Map<string, { regex: RegExp; order: string[] }>();

function patternOf(format: string): { regex: RegExp; order: string[] } {
  let entry = patterns.get(format);
  if (!entry) {
    const order: string[] = [];
    const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKEN, (token) => {
      order.push(token);
      return token === 'YYYY' ? '(\\d{4})' : '(\\d{1,2})';
    });
    entry = { regex: new RegExp(`^${source}$`), order };
    patterns.set(format, entry);
  }
  return entry;
}

/** Local epoch milliseconds of `text` written in `format`; undefined when it is not such a date. */
export function parseInFormat(text: string, format: string): number | undefined {
  const { regex, order } = patternOf(format);
  const m = regex.exec(text.trim());
  if (!m) return undefined;
  const parts: Record<string, number> = { YYYY: 1970, MM: 1, DD: 1, HH: 0, mm: 0, ss: 0 };
  for (const [i, token] of order.entries()) {
    const n = Number(m[i + 1]);
    const range = LIMITS[token];
    if (range && (n < range[0] || n > range[1])) return undefined;
    parts[token] = n;
  }
  const date = new Date(parts.YYYY!, parts.MM! - 1, parts.DD!, parts.HH!, parts.mm!, parts.ss!);
  // 31 February rolls over into March: not a date.
  if (date.getDate() !== parts.DD || date.getMonth() !== parts.MM! - 1) return undefined;
  return date.getTime();
}

/** The format as a person reads it in a hint: YYYY-MM-DD → yyyy-MM-dd (Element's spelling). */
export function formatHint(format: string): string {
  return format.replace(/YYYY/g, 'yyyy').replace(/DD/g, 'dd');
}
