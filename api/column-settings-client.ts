/**
 * A user's column settings of a menu's list (spec 001 "Column setting", spec 002 section 3.5): which
 * columns show and in what order, kept per user and menu as JSON text (`fieldList`). JNPF 3.4.7 writes
 * `columnVisible`, later generations `visible`: both are read, and both are written so either reads ours.
 */
import type { HttpClient } from './http-client';

export const columnSettingsPath = '/api/permission/Authority';

/** One column as the list screen keeps it. */
export interface ColumnSetting {
  prop: string;
  label: string;
  visible: boolean;
}

/** `GET GetColumnsByModuleId/{moduleId}`: `fieldList` is '' when the user keeps none. */
export interface StoredColumnSettings {
  moduleId: string;
  fieldList: string;
}

export interface ColumnSettingsClient {
  /** The kept settings of the menu's list; undefined when none are kept (or the text is not a list). */
  get(moduleId: string): Promise<ColumnSetting[] | undefined>;
  /** Keeps the settings; rejects when the server refuses (the request client shows its message). */
  save(moduleId: string, list: readonly ColumnSetting[]): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The settings in `fieldList`; items without a `prop` are dropped; visible unless `visible`/`columnVisible` says false. */
export function parseColumnSettings(fieldList: string | null | undefined): ColumnSetting[] | undefined {
  if (!fieldList) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fieldList);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed.filter(isRecord).flatMap((item): ColumnSetting[] => {
    if (typeof item.prop !== 'string' || !item.prop) return [];
    const flag = item.visible ?? item.columnVisible;
    return [{ prop: item.prop, label: typeof item.label === 'string' ? item.label : '', visible: flag !== false && flag !== 0 }];
  });
}

/** The `fieldList` text of the settings, with `visible` and `columnVisible` both. */
export function columnSettingsText(list: readonly ColumnSetting[]): string {
  return JSON.stringify(list.map(({ prop, label, visible }) => ({ prop, label, visible, columnVisible: visible })));
}

export function createColumnSettingsClient(http: Pick<HttpClient, 'get' | 'put'>): ColumnSettingsClient {
  return {
    get: async (moduleId) =>
      parseColumnSettings(
        (await http.get<StoredColumnSettings>(`${columnSettingsPath}/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`)).data.fieldList,
      ),
    save: async (moduleId, list) => {
      await http.put(`${columnSettingsPath}/SetColumnsByModuleId`, { moduleId, fieldList: columnSettingsText(list) });
    },
  };
}
