/**
 * The engine's form state: values and error messages with listeners per path, so a keystroke
 * notifies the field that changed (and whoever listens to it: dependents, its sub-table row) and
 * nothing else. Values are immutable snapshots (copied along the changed path), which makes
 * `getValues()` free and lets useSyncExternalStore compare by identity.
 */
import { getIn, isPrefixKey, pathKey, setIn, type DataPath } from './paths';

type Listener = () => void;

export interface FormStore {
  getValues(): Record<string, unknown>;
  get(path: DataPath): unknown;
  /** Sets one value; listeners of the path, its ancestors and descendants are notified. */
  set(path: DataPath, value: unknown): void;
  /** Replaces every value (load a record, reset); every listener is notified. */
  setAll(values: Record<string, unknown>): void;
  subscribe(path: DataPath, listener: Listener): () => void;
  /** Listens to every value change (after the per-path listeners); gets the changed path. */
  subscribeAll(listener: (path: DataPath) => void): () => void;

  getErrors(path: DataPath): readonly string[] | undefined;
  setErrors(path: DataPath, messages: readonly string[] | undefined): void;
  /** Replaces all errors at once (submit). */
  replaceErrors(errors: Map<string, readonly string[]>): void;
  subscribeErrors(path: DataPath, listener: Listener): () => void;
  /** Number of paths with errors. */
  errorCount(): number;
  /** Every path key with errors, in insertion order. */
  errorKeys(): string[];
}

class Listeners {
  private readonly byKey = new Map<string, Set<Listener>>();

  add(key: string, listener: Listener): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byKey.delete(key);
    };
  }

  /** The path's own listeners and its ancestors'; with `descendants`, also everything below it. */
  notify(path: DataPath, descendants: boolean): void {
    const fired = new Set<Listener>();
    const fire = (key: string) => this.byKey.get(key)?.forEach((l) => fired.add(l));
    for (let i = path.length; i >= 0; i--) fire(pathKey(path.slice(0, i)));
    if (descendants) {
      const own = pathKey(path);
      for (const key of this.byKey.keys()) if (key !== own && isPrefixKey(own, key)) fire(key);
    }
    fired.forEach((l) => l());
  }

  notifyAll(): void {
    const all = new Set<Listener>();
    this.byKey.forEach((set) => set.forEach((l) => all.add(l)));
    all.forEach((l) => l());
  }
}

export function createFormStore(initial: Record<string, unknown> = {}): FormStore {
  let values = initial;
  const valueListeners = new Listeners();
  const anyListeners = new Set<(path: DataPath) => void>();
  const errors = new Map<string, readonly string[]>();
  const errorListeners = new Listeners();

  return {
    getValues: () => values,
    get: (path) => getIn(values, path),
    set(path, value) {
      if (Object.is(getIn(values, path), value)) return;
      values = setIn(values, path, value) as Record<string, unknown>;
      valueListeners.notify(path, value !== null && typeof value === 'object');
      anyListeners.forEach((l) => l(path));
    },
    setAll(next) {
      values = next;
      valueListeners.notifyAll();
      anyListeners.forEach((l) => l([]));
    },
    subscribe: (path, listener) => valueListeners.add(pathKey(path), listener),
    subscribeAll(listener) {
      anyListeners.add(listener);
      return () => anyListeners.delete(listener);
    },

    getErrors: (path) => errors.get(pathKey(path)),
    setErrors(path, messages) {
      const key = pathKey(path);
      const before = errors.get(key);
      const next = messages && messages.length > 0 ? messages : undefined;
      if (sameMessages(before, next)) return;
      if (next) errors.set(key, next);
      else errors.delete(key);
      errorListeners.notify(path, false);
    },
    replaceErrors(next) {
      errors.clear();
      next.forEach((messages, key) => {
        if (messages.length > 0) errors.set(key, messages);
      });
      errorListeners.notifyAll();
    },
    subscribeErrors: (path, listener) => errorListeners.add(pathKey(path), listener),
    errorCount: () => errors.size,
    errorKeys: () => [...errors.keys()],
  };
}

function sameMessages(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((m, i) => m === b[i]);
}
