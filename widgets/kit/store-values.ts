/**
 * Reading other fields' values from the form store for kinds that depend on them (calculate,
 * barcode/qrcode with a related field). Outside an engine form (a list cell, a bare story) there is
 * no store and the hooks answer undefined.
 */
import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { FormStoreContext } from '../../engine/state/hooks';
import { resolveRelation, type DataPath } from '../../engine/state/paths';

const NO_VALUES: readonly unknown[] = [];

/**
 * The values at several paths; re-renders when any of them changes (and only then). `paths` may be a
 * new array each render: it is keyed by content.
 */
export function useStoreValues(paths: readonly DataPath[]): readonly unknown[] {
  const store = useContext(FormStoreContext);
  const key = paths.map((p) => p.join('\u001f')).join('\u001e');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the paths
  const stable = useMemo(() => paths, [key]);
  const last = useRef<readonly unknown[]>(NO_VALUES);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store) return () => {};
      const stops = stable.map((path) => store.subscribe(path, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, stable],
  );
  const read = useCallback(() => {
    if (!store) return NO_VALUES;
    const next = stable.map((path) => store.get(path));
    const before = last.current;
    if (before.length === next.length && next.every((v, i) => Object.is(v, before[i]))) return before;
    last.current = next;
    return next;
  }, [store, stable]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Another field's value by its JNPF name (`field`, or `table-field` / `table.field` in a row), or undefined. */
export function useOptionalRelatedValue(name: string | undefined, scope: DataPath): unknown {
  const paths = useMemo(() => (name ? [resolveRelation(name, scope)] : []), [name, scope]);
  return useStoreValues(paths)[0];
}

/** All values of the form (for evaluating a formula), without subscribing; undefined outside a form. */
export function useStoreReader(): (() => Record<string, unknown>) | undefined {
  const store = useContext(FormStoreContext);
  return useMemo(() => (store ? () => store.getValues() : undefined), [store]);
}
