/**
 * The display text of popup fields (popupSelect, popupTableSelect; reference 2.4) for the export and
 * `DataChange`: each stored id becomes its row's `relationField`, read from the field's data interface —
 * one run per field and distinct parameters for all rows (parameters from `templateJson`, filled from each
 * record's values). A run that fails, an interface gone or disabled, or an id the interface does not have
 * leaves the stored value as it is. SQL interfaces need the database itself (they run in a read-only
 * transaction); given only a query runner, their fields keep their values. popupAttr is stored text already.
 */
import type { DataInterfaceCallParam } from '../../api/data-interface';
import type { OnlineField } from '../../schemas/online/record-fields';
import type { Database, Queryable } from '../db/database';
import { loadInterface } from '../data-interfaces/interface-store';
import { rowsByIds, rowsOf } from '../data-interfaces/rows';
import { runInterface } from '../data-interfaces/run-interface';

type Row = Record<string, unknown>;

const popupKinds = new Set(['popupSelect', 'popupTableSelect']);
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDatabase = (db: Queryable): db is Database => typeof (db as Partial<Database>).transaction === 'function';
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The stored ids of a popup value: one id, a list (`multiple`), or JSON text of a list. */
function idsOf(value: unknown): string[] {
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      return idsOf(JSON.parse(value));
    } catch {
      return [value];
    }
  }
  return (Array.isArray(value) ? value : [value]).map(text).filter((id) => id !== '');
}

/** The field's parameters for one record (reference 4.16: `relationField` values from the record). */
function paramListOf(templateJson: unknown, row: Row): DataInterfaceCallParam[] {
  if (!Array.isArray(templateJson)) return [];
  return templateJson.filter(isRecord).map((param) => {
    const from = typeof param.relationField === 'string' ? param.relationField : '';
    // Inside a sub-table row `table-field` names the row's own field.
    const name = from.includes('-') ? from.slice(from.indexOf('-') + 1) : from;
    return from ? { ...param, defaultValue: row[name] ?? row[from] ?? param.defaultValue ?? '' } : { ...param };
  });
}

/** For each popup field (by `__vModel__`), its stored ids' text. */
export async function popupLabels(
  db: Queryable,
  fields: readonly OnlineField[],
  rows: readonly Row[],
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const field of fields) {
    if (!popupKinds.has(field.jnpfKey)) continue;
    const raw = field.raw;
    const interfaceId = text(raw.interfaceId);
    const propsValue = text(raw.propsValue) || 'id';
    const relationField = text(raw.relationField) || 'fullName';
    if (!interfaceId) continue;
    // Records asking with the same parameters share one run.
    const groups = new Map<string, { paramList: DataInterfaceCallParam[]; ids: Set<string> }>();
    for (const row of rows) {
      const ids = idsOf(row[field.vModel]);
      if (ids.length === 0) continue;
      const paramList = paramListOf(raw.templateJson, row);
      const key = JSON.stringify(paramList);
      const group = groups.get(key) ?? { paramList, ids: new Set<string>() };
      ids.forEach((id) => group.ids.add(id));
      groups.set(key, group);
    }
    if (groups.size === 0) continue;
    const labels = new Map<string, string>();
    out.set(field.vModel, labels);
    try {
      const stored = await loadInterface(db, interfaceId);
      if (stored.enabledMark !== 1 || (stored.dataType === 1 && !isDatabase(db))) continue;
      for (const { paramList, ids } of groups.values()) {
        const found = rowsByIds(rowsOf(await runInterface(db as Database, stored, paramList)), [...ids], propsValue);
        for (const row of found) if (text(row[relationField])) labels.set(text(row[propsValue]), text(row[relationField]));
      }
    } catch {
      // The values show as stored.
    }
  }
  return out;
}
