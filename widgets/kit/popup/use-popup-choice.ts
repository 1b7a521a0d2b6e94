/**
 * What choosing rows in a popup picker does: the rows are remembered for the form (their text shows at
 * once, popupAttr fields read them), the value becomes their `propsValue` ids (one, or a list when
 * `multiple`), and V3's `transferList` copies fields of a single chosen row into the form.
 */
import { useContext } from 'react';
import type { DataSource } from '../../../engine/data-source';
import { EngineContext } from '../../../engine/renderer/context';
import type { FieldScope } from '../../../engine/registry/types';
import { resolveRelation } from '../../../engine/state/paths';
import type { PopupSourceOptions } from './popup-source';
import { rememberRows, type PopupRow } from './row-lookup';

/** A chosen id, with its row when known (a stored id whose row never loaded has none). */
export interface PopupChoice {
  id: string;
  row?: PopupRow;
}
import { usePopupOwner } from './use-popup-rows';

export function usePopupChoice(
  options: PopupSourceOptions,
  dataSource: DataSource,
  scope: FieldScope,
  onChange: (value: unknown) => void,
): (chosen: PopupChoice[]) => void {
  const owner = usePopupOwner(dataSource);
  const engine = useContext(EngineContext);
  return (chosen) => {
    const { interfaceId, propsValue, multiple, transferList } = options;
    const rows = chosen.flatMap(({ row }) => (row ? [row] : []));
    if (owner && interfaceId) rememberRows(owner, { interfaceId, propsValue }, rows);
    const ids = chosen.map(({ id }) => id).filter((id) => id !== '');
    onChange(multiple ? ids : ids[0]);
    const single = chosen[0]?.row;
    if (!engine || multiple || !single) return;
    for (const { sourceValue, targetField } of transferList)
      engine.controller.change(resolveRelation(targetField, scope), single[sourceValue]);
  };
}
