/**
 * Options of a field from its source. Dictionaries are fetched once per data source and type and
 * shared by every field that uses them. Data-interface calls carry the current values of the
 * `templateJson` parameters: when one changes, the previous call is aborted and its answer ignored.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isAbortError, type DataInterfaceParam, type DataSource, type OptionItem } from '../data-source';
import type { CompiledField, FieldScope } from '../registry/types';
import { useFormStore } from '../state/hooks';
import { resolveRelation } from '../state/paths';
import { normalizeOptions, type FieldOption } from './normalize-options';
import type { OptionSourceOptions } from './source-config';

export interface FieldOptionsState {
  options: FieldOption[];
  loading: boolean;
  /** The last failure (not aborts); the options are then empty (spec 002 section 8: failures are silent). */
  error?: unknown;
}

const dictionaryCache = new WeakMap<DataSource, Map<string, Promise<OptionItem[]>>>();

/** A dictionary's entries, fetched once per data source (failures are not cached). */
export function loadDictionary(dataSource: DataSource, type: string): Promise<OptionItem[]> {
  let byType = dictionaryCache.get(dataSource);
  if (!byType) dictionaryCache.set(dataSource, (byType = new Map()));
  let pending = byType.get(type);
  if (!pending) {
    pending = dataSource.dictionary(type);
    byType.set(type, pending);
    pending.catch(() => byType.delete(type));
  }
  return pending;
}

/** paramList of reference 4.16: each templateJson item with `defaultValue` filled from the form. */
export function buildParamList(templateJson: readonly DataInterfaceParam[], read: (relationField: string) => unknown): DataInterfaceParam[] {
  return templateJson.map((param) => {
    const relation = typeof param.relationField === 'string' && param.relationField !== '' ? param.relationField : undefined;
    return relation ? { ...param, defaultValue: read(relation) ?? param.defaultValue ?? '' } : { ...param };
  });
}

export function useFieldOptions(field: CompiledField<OptionSourceOptions>, scope: FieldScope, dataSource: DataSource): FieldOptionsState {
  const o = field.options;
  const paramList = useParamList(o.dataType === 'dynamic' ? (o.templateJson ?? []) : [], scope);
  const staticOptions = useMemo(() => (o.dataType === 'static' ? normalizeOptions(o.staticOptions, o.optionProps) : undefined), [o.dataType, o.staticOptions, o.optionProps]);
  const [remote, setRemote] = useState<{ key: string; state: FieldOptionsState }>({ key: '', state: { options: [], loading: false } });
  const requestKey =
    o.dataType === 'dictionary' && o.dictionaryType ? `d:${o.dictionaryType}` : o.dataType === 'dynamic' && o.interfaceId ? `i:${o.interfaceId}:${paramList}` : '';

  useEffect(() => {
    if (!requestKey) return;
    const controller = new AbortController();
    let active = true;
    const load: Promise<unknown> =
      o.dataType === 'dictionary'
        ? loadDictionary(dataSource, o.dictionaryType!)
        : dataSource.dataInterface(o.interfaceId!, JSON.parse(paramList) as DataInterfaceParam[], controller.signal);
    load.then(
      (items) => {
        if (active) setRemote({ key: requestKey, state: { options: normalizeOptions(items, o.optionProps), loading: false } });
      },
      (error: unknown) => {
        if (active && !isAbortError(error)) setRemote({ key: requestKey, state: { options: [], loading: false, error } });
      },
    );
    return () => {
      active = false;
      controller.abort();
    };
  }, [requestKey, dataSource, o.dataType, o.dictionaryType, o.interfaceId, o.optionProps, paramList]);

  if (staticOptions) return { options: staticOptions, loading: false };
  // A new request is under way: keep showing the previous options until it answers.
  if (remote.key !== requestKey) return { options: remote.state.options, loading: requestKey !== '' };
  return remote.state;
}

/** The paramList as JSON text, re-computed only when a related field's value changes. */
function useParamList(templateJson: readonly DataInterfaceParam[], scope: FieldScope): string {
  const store = useFormStore();
  const paths = useMemo(
    () => templateJson.map((p) => (typeof p.relationField === 'string' && p.relationField !== '' ? resolveRelation(p.relationField, scope) : null)),
    [templateJson, scope],
  );
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = paths.filter((p) => p !== null).map((p) => store.subscribe(p, listener));
      return () => stops.forEach((stop) => stop());
    },
    [paths, store],
  );
  const read = useCallback(
    () =>
      JSON.stringify(
        templateJson.map((param, i) => {
          const path = paths[i];
          return path ? { ...param, defaultValue: store.get(path) ?? param.defaultValue ?? '' } : { ...param };
        }),
      ),
    [paths, store, templateJson],
  );
  return useSyncExternalStore(subscribe, read, read);
}
