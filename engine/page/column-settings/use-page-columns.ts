/**
 * The columns a page shows under its column settings (`list.columnSettings`), and what its 列设置 drawer
 * lists and does. The drawer lists the columns the user may see: with columns granted one by one, the
 * ones the server left out of the rows stay out of the table and of the drawer, whatever the settings say.
 */
import { useMemo } from 'react';
import type { ColumnSetting } from '../../../api/column-settings-client';
import { usePermissions } from '../../permission/Can';
import { resolveBinding, type BindingScope } from '../bindings';
import type { PageRow } from '../page-data-source';
import type { ColumnConfig, LocalText, PageSchema } from '../schema-types';
import { arrangeColumns, reorderPart, settingsOf, shownColumns } from './arrange';
import { useColumnSettings } from './use-column-settings';

export interface PageColumns {
  /** The columns to draw, in order. */
  columns: ColumnConfig[];
  /** The page offers 列设置. */
  available: boolean;
  loading: boolean;
  /** The drawer's list. */
  items: ColumnSetting[];
  change(items: ColumnSetting[]): void;
  restore(): void;
}

/** The menu the settings are kept for: the bound `moduleId`, or by default the menu of the page's grants. */
function useModuleId(schema: PageSchema, scope: BindingScope): string | undefined {
  const config = schema.list.columnSettings;
  const menu = usePermissions(schema.permissionMenu).modelId;
  if (!config) return undefined;
  if (config.moduleId === undefined) return menu;
  const bound = resolveBinding(config.moduleId, scope);
  return typeof bound === 'string' && bound ? bound : undefined;
}

export function usePageColumns(
  schema: PageSchema,
  scope: BindingScope,
  rows: readonly PageRow[],
  guardsColumns: boolean,
  text: (label: LocalText) => string,
): PageColumns {
  const state = useColumnSettings(useModuleId(schema, scope));
  const arranged = useMemo(() => arrangeColumns(schema.columns, state.settings), [schema.columns, state.settings]);
  const columns = useMemo(() => shownColumns(arranged), [arranged]);
  const all = useMemo(() => settingsOf(arranged, text), [arranged, text]);
  const items = useMemo(() => {
    if (!guardsColumns || !rows.length) return all;
    const granted = new Set(schema.columns.filter((column) => rows.some((row) => column.prop in row)).map((column) => column.prop));
    return all.filter((item) => granted.has(item.prop));
  }, [all, guardsColumns, rows, schema.columns]);

  return {
    columns,
    available: state.available,
    loading: state.loading,
    items,
    change: (next) => state.change(reorderPart(all, next)),
    restore: () => state.change(settingsOf(arrangeColumns(schema.columns, undefined), text)),
  };
}
