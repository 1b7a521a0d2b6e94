/**
 * Hooks widgets use to read form state. Each subscribes to one path, so a component re-renders only
 * when that value (or its error) changes.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormStore } from './form-store';
import { resolveRelation, type DataPath } from './paths';

export const FormStoreContext = createContext<FormStore | null>(null);

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore must be used inside an engine form');
  return store;
}

/** The value at a path; re-renders when it changes. */
export function useFieldValue<V = unknown>(path: DataPath): V | undefined {
  const store = useFormStore();
  const key = path.join('\u001f');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the path
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useCallback(() => store.get(path) as V | undefined, [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}

/** The value of another field by its JNPF name (`field`, or `table-field` inside a row) as seen from `scope`. */
export function useRelatedValue<V = unknown>(name: string | undefined, scope: DataPath): V | undefined {
  return useFieldValue<V>(name ? resolveRelation(name, scope) : ['\u0000none']);
}

/** The error messages at a path; re-renders when they change. */
export function useFieldErrors(path: DataPath): readonly string[] | undefined {
  const store = useFormStore();
  const key = path.join('\u001f');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const subscribe = useCallback((listener: () => void) => store.subscribeErrors(path, listener), [store, key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useCallback(() => store.getErrors(path), [store, key]);
  return useSyncExternalStore(subscribe, read, read);
}
