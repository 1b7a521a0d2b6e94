/**
 * The rows (and the text) of a popup field's stored ids, through the per-owner lookup of row-lookup.ts:
 * in a form its controller owns them (kept while the form lives), in a list cell the data source does.
 * The interface's parameters are read from the form (or the list row) when asked.
 */
import { useCallback, useContext, useMemo } from 'react';
import type { DataInterfaceParam, DataSource } from '../../../engine/data-source';
import { buildParamList } from '../../../engine/options';
import { EngineContext } from '../../../engine/renderer/context';
import type { FieldScope } from '../../../engine/registry/types';
import { FormStoreContext } from '../../../engine/state/hooks';
import { resolveRelation } from '../../../engine/state/paths';
import { useAsyncValue } from '../use-async';
import type { PopupSourceOptions } from './popup-source';
import { knownRow, loadRows, type PopupRow, type RowSource } from './row-lookup';

/** Who keeps the rows: the form's controller, or outside a form the data source's popup calls. */
export function usePopupOwner(dataSource: DataSource): object | undefined {
  const engine = useContext(EngineContext);
  return engine?.controller ?? dataSource.popups;
}

/** The interface's paramList now: templateJson with values from the form at `scope`, or from a list row. */
export function useParamReader(
  scope: FieldScope,
  row?: Record<string, unknown>,
): (templateJson: readonly DataInterfaceParam[]) => DataInterfaceParam[] {
  const store = useContext(FormStoreContext);
  return useCallback(
    (templateJson) => buildParamList(templateJson, (name) => (store ? store.get(resolveRelation(name, scope)) : row?.[name])),
    [store, scope, row],
  );
}

export interface PopupRows {
  /** The row of an id: null when the interface has none, undefined when not known (yet, or without popup calls). */
  row(id: string): PopupRow | null | undefined;
  /** The shown text of an id: its row's `relationField`, or the id itself when there is no row. */
  text(id: string): string;
  /** Rows are being asked: ids are better not shown yet. */
  loading: boolean;
}

export function usePopupRows(
  options: PopupSourceOptions,
  ids: readonly string[],
  dataSource: DataSource,
  scope: FieldScope,
  listRow?: Record<string, unknown>,
): PopupRows {
  const owner = usePopupOwner(dataSource);
  const services = dataSource.popups;
  const params = useParamReader(scope, listRow);
  const { interfaceId, propsValue, relationField, templateJson } = options;
  const usable = owner && services && interfaceId ? { owner, services, interfaceId } : undefined;
  const missing = usable
    ? ids.filter((id) => knownRow(usable.owner, { interfaceId: usable.interfaceId, propsValue }, id) === undefined)
    : [];
  const key = missing.length > 0 ? `${interfaceId}:${propsValue}:${missing.join(',')}` : null;
  const { loading } = useAsyncValue(key, () => {
    const source: RowSource = { interfaceId: usable!.interfaceId, propsValue, relationField, paramList: params(templateJson) };
    return loadRows(usable!.owner, usable!.services, source, missing);
  });
  return useMemo(() => {
    const row = (id: string) => (usable ? knownRow(usable.owner, { interfaceId: usable.interfaceId, propsValue }, id) : undefined);
    return {
      row,
      text: (id) => {
        const found = row(id)?.[relationField];
        return found === null || found === undefined || found === '' ? id : String(found);
      },
      loading,
    };
    // `loading` turning false is when new rows are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [usable?.owner, usable?.interfaceId, propsValue, relationField, loading, ids]);
}
