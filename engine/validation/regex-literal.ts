/**
 * `regList` patterns are JS regex literals stored as text ('/^\\d+$/', '/^[a-z]+$/i', reference
 * 2.10). They become RegExps once; a stateful flag (g, y) is dropped so `test` never depends on the
 * previous call. Text that is not a literal is used as a pattern body. An invalid pattern gives null.
 */
const cache = new Map<string, RegExp | null>();

export function regexFromLiteral(pattern: string): RegExp | null {
  if (cache.has(pattern)) return cache.get(pattern)!;
  let regex: RegExp | null;
  try {
    const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern.trim());
    regex = literal ? new RegExp(literal[1]!, literal[2]!.replace(/[gy]/g, '')) : new RegExp(pattern);
  } catch {
    regex = null;
  }
  cache.set(pattern, regex);
  return regex;
}
