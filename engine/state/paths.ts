/** Paths into form data: ['name'], ['tableField107', 3, 'price']. */
export type DataPath = readonly (string | number)[];

const SEPARATOR = '\u001f';

/** A map key for a path (unit separator: field names never contain it). */
export function pathKey(path: DataPath): string {
  return path.join(SEPARATOR);
}

export function isPrefixKey(ancestor: string, key: string): boolean {
  return ancestor === '' || key === ancestor || key.startsWith(ancestor + SEPARATOR);
}

export function getIn(data: unknown, path: DataPath): unknown {
  let current = data;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of `data` with `value` at `path`; objects and arrays along the path are copied, the rest shared. */
export function setIn(data: unknown, path: DataPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const child = setIn(data !== null && typeof data === 'object' ? (data as Record<string | number, unknown>)[head] : undefined, rest, value);
  if (Array.isArray(data)) {
    const copy = [...data];
    copy[head as number] = child;
    return copy;
  }
  if (typeof head === 'number' && (data === null || data === undefined)) {
    const created: unknown[] = [];
    created[head] = child;
    return created;
  }
  return { ...(data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}), [head]: child };
}

/**
 * A JNPF relation name resolved against a scope: inside a sub-table row, `table-field` (reference
 * 4.16) and `table.field` (calculate tokens, 2.9) mean the field of the same row; otherwise the
 * top-level field of that name.
 */
export function resolveRelation(name: string, scope: DataPath): DataPath {
  const match = /^([^.-]+)[.-](.+)$/.exec(name);
  if (match && scope.length >= 2 && scope[0] === match[1]) return [scope[0]!, scope[1]!, match[2]!];
  return [name];
}
