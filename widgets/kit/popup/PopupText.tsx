/**
 * The read (detail) and list-cell renderings of popupSelect and popupTableSelect: the `relationField`
 * text of the stored ids' rows, joined with ','; ids without a row (or without popup calls) as they are.
 */
import { useMemo } from 'react';
import type { FieldCellProps, FieldReadProps } from '../../../engine/registry/types';
import { popupIds, type PopupSourceOptions } from './popup-source';
import { usePopupRows } from './use-popup-rows';

const TOP: readonly never[] = [];

function PopupText({
  value,
  ...rest
}: { value: unknown } & Omit<FieldReadProps<unknown, PopupSourceOptions>, 'value' | 'id'> & { row?: Record<string, unknown> }) {
  const ids = useMemo(() => popupIds(value), [value]);
  const rows = usePopupRows(rest.field.options, ids, rest.dataSource, rest.scope, rest.row);
  // Ids stay hidden until their rows arrive.
  if (rows.loading || ids.length === 0) return null;
  return <>{ids.map(rows.text).join(',')}</>;
}

export function PopupRead({ value, field, dataSource, scope }: FieldReadProps<unknown, PopupSourceOptions>) {
  return <PopupText value={value} field={field} dataSource={dataSource} scope={scope} />;
}

export function PopupCell({ value, field, dataSource, row }: FieldCellProps<unknown, PopupSourceOptions>) {
  return <PopupText value={value} field={field} dataSource={dataSource} scope={TOP} row={row} />;
}
