/**
 * A list's columns under the user's column settings (pure): the settings give the order and what is
 * hidden; settings naming a column the list no longer has are ignored, and columns the settings do not
 * name (added since) follow at the end in their default order, shown.
 */
import type { ColumnSetting } from '../../../api/column-settings-client';
import type { ColumnConfig } from '../schema-types';

/** A column in the user's order, and whether it shows. */
export interface ArrangedColumn {
  column: ColumnConfig;
  visible: boolean;
}

export function arrangeColumns(columns: readonly ColumnConfig[], settings: readonly ColumnSetting[] | undefined): ArrangedColumn[] {
  if (!settings) return columns.map((column) => ({ column, visible: true }));
  const byProp = new Map(columns.map((column) => [column.prop, column]));
  const arranged: ArrangedColumn[] = [];
  const placed = new Set<string>();
  for (const { prop, visible } of settings) {
    const column = byProp.get(prop);
    if (!column || placed.has(prop)) continue;
    placed.add(prop);
    arranged.push({ column, visible });
  }
  for (const column of columns) if (!placed.has(column.prop)) arranged.push({ column, visible: true });
  return arranged;
}

/** The columns shown, in order. */
export const shownColumns = (arranged: readonly ArrangedColumn[]): ColumnConfig[] =>
  arranged.filter(({ visible }) => visible).map(({ column }) => column);

/** The settings that keep this arrangement (labels in `text`'s language, for whoever reads them). */
export function settingsOf(arranged: readonly ArrangedColumn[], text: (label: ColumnConfig['label']) => string): ColumnSetting[] {
  return arranged.map(({ column, visible }) => ({ prop: column.prop, label: text(column.label), visible }));
}

/**
 * `all` with the items of `part` put in `part`'s order, in the places `part`'s items held (the drawer
 * reorders the columns a user may see; the others keep their places).
 */
export function reorderPart<T extends { prop: string }>(all: readonly T[], part: readonly T[]): T[] {
  const inPart = new Set(part.map(({ prop }) => prop));
  const next = part[Symbol.iterator]();
  return all.map((item) => (inPart.has(item.prop) ? (next.next().value as T) : item));
}
