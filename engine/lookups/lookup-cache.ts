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

/**
 * `load` called at most once while it succeeds: every caller shares its promise; a failed load is not
 * kept, so the next caller tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (kept) return kept;
    const promise = load();
    kept = promise;
    promise.catch(() => {
      if (kept === promise) kept = undefined;
    });
    return promise;
  };
}

const cache = new Map<string, () => Promise<unknown>>();

/** The cached value of `name` (with `key`, e.g. a dictionary type), loaded once (`loadOnce`). */
export function cachedLookup<T>(name: LookupName, load: () => Promise<T>, key = ''): Promise<T> {
  const id = `${name}:${key}`;
  let loader = cache.get(id);
  if (!loader) {
    loader = loadOnce(load);
    cache.set(id, loader);
  }
  return loader() as Promise<T>;
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
