/**
 * Shared cached lookups of spec 000 section 3 (dictionaries, users, trees, …), filled by the screens
 * through `cachedLookup`. The shell clears them with the session (section 4).
 */

export type LookupName =
  | 'dictionaries'
  | 'users'
  | 'userTree'
  | 'positions'
  | 'roles'
  | 'companyTree'
  | 'departmentTree'
  | 'departmentList'
  | 'groupTree'
  | 'groupList'
  | 'printFlowTree'
  | 'printFormTree'
  | 'messageTypes'
  | 'organizeTree';

const cache = new Map<string, Promise<unknown>>();

/**
 * The cached value of `name` (with `key`, e.g. a dictionary type), loading it once; a failed load is
 * not kept, so the next caller tries again.
 */
export function cachedLookup<T>(name: LookupName, load: () => Promise<T>, key = ''): Promise<T> {
  const id = `${name}:${key}`;
  const hit = cache.get(id);
  if (hit) return hit as Promise<T>;
  const promise = load();
  cache.set(id, promise);
  promise.catch(() => {
    if (cache.get(id) === promise) cache.delete(id);
  });
  return promise;
}

export function forgetLookup(name: LookupName, key?: string): void {
  if (key !== undefined) {
    cache.delete(`${name}:${key}`);
    return;
  }
  for (const id of [...cache.keys()]) if (id.startsWith(`${name}:`)) cache.delete(id);
}

export function clearLookups(): void {
  cache.clear();
}
