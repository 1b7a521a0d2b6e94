/**
 * Local settings in the original's typed text format (reference section 1.2): every key carries the
 * product prefix `jnpf_`, every value is text with a type suffix: `<value>|String`, `|Number`,
 * `|Boolean`, `<json>|Array`, `<json>|Object`, `null|Null`.
 *
 * Reading splits at the LAST `|` and keeps the rest as it is, so a `|` inside a value survives (the
 * original drops it; values without one read the same either way). Text without a known suffix, written
 * by something else, reads back as the plain string.
 */
export const STORAGE_PREFIX = 'jnpf_';

export type StoredValue = string | number | boolean | null | unknown[] | Record<string, unknown>;

type TypeTag = 'String' | 'Number' | 'Boolean' | 'Array' | 'Object' | 'Null';

function tagOf(value: unknown): TypeTag {
  if (value === null || value === undefined) return 'Null';
  if (Array.isArray(value)) return 'Array';
  switch (typeof value) {
    case 'string':
      return 'String';
    case 'number':
      return 'Number';
    case 'boolean':
      return 'Boolean';
    default:
      return 'Object';
  }
}

/** The stored text of a value, e.g. `encodeValue('bearer x')` is `'bearer x|String'`. */
export function encodeValue(value: unknown): string {
  const tag = tagOf(value);
  if (tag === 'Null') return 'null|Null';
  if (tag === 'Array' || tag === 'Object') return `${JSON.stringify(value)}|${tag}`;
  return `${String(value)}|${tag}`;
}

/** The value of a stored text; `null` for a missing item. */
export function decodeValue(text: string | null): StoredValue {
  if (text === null) return null;
  const at = text.lastIndexOf('|');
  if (at < 0) return text;
  const body = text.slice(0, at);
  const tag = text.slice(at + 1);
  switch (tag) {
    case 'String':
      return body;
    case 'Number':
      return Number(body);
    case 'Boolean':
      return body === 'true';
    case 'Null':
      return null;
    case 'Array':
    case 'Object':
      try {
        return JSON.parse(body) as StoredValue;
      } catch {
        return null;
      }
    default:
      return text;
  }
}

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** `key` without the prefix: `storageSet('token', 'bearer x')` writes `jnpf_token = bearer x|String`. */
export function storageSet(key: string, value: unknown): void {
  store()?.setItem(STORAGE_PREFIX + key, encodeValue(value));
}

export function storageGet(key: string): StoredValue {
  return decodeValue(store()?.getItem(STORAGE_PREFIX + key) ?? null);
}

/** A stored string, or `null` when missing or of another type. */
export function storageGetString(key: string): string | null {
  const value = storageGet(key);
  return typeof value === 'string' ? value : null;
}

export function storageRemove(key: string): void {
  store()?.removeItem(STORAGE_PREFIX + key);
}
