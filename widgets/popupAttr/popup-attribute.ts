/**
 * How the popup attribute finds its text: the rows its popup field remembered or looked up (one lookup
 * serves both), the `showField` of each chosen row joined with ','.
 */
import { useMemo } from 'react';
import type { AttrSource } from '../kit/popup/AttrView';
import { popupIds, type PopupSourceOptions } from '../kit/popup/popup-source';
import { usePopupRows } from '../kit/popup/use-popup-rows';

const NO_SOURCE: PopupSourceOptions = {
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: [],
  templateJson: [],
  hasPage: false,
  pageSize: 20,
  multiple: false,
  transferList: [],
};

/** Undefined also when the rows cannot be known: no popup field, no popup calls. */
export function usePopupAttribute({ chosen, related, showField, scope, dataSource }: AttrSource): string | undefined {
  const ids = useMemo(() => popupIds(chosen), [chosen]);
  const options = related?.options ?? {};
  const source = 'propsValue' in options ? (options as unknown as PopupSourceOptions) : NO_SOURCE;
  const rows = usePopupRows(source, ids, dataSource, scope);
  if (source === NO_SOURCE) return undefined;
  if (ids.length === 0) return '';
  if (rows.loading) return undefined;
  const found = ids.map((id) => rows.row(id));
  if (found.some((row) => row === undefined)) return undefined;
  return found
    .map((row) => row?.[showField])
    .filter((text) => text !== null && text !== undefined && text !== '')
    .map(String)
    .join(',');
}
