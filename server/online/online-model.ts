/**
 * A released generated form as the runtime uses it: its released definition (the designer's later
 * edits do not count until released again), its data fields, its list configuration and the menus it
 * was released to (whose grants decide who may call). Read per request through a short cache that a
 * release clears on every replica (`forgetOnlineModels`).
 */
import { readColumnData, type ColumnData } from '../../schemas/online/column-data';
import { recordFields, fieldsByKey, type OnlineField } from '../../schemas/online/record-fields';
import { queryOne, type Queryable } from '../db/database';
import { storageOf, type RecordStorage } from './record-storage';

export interface OnlineModel {
  id: string;
  fullName: string;
  webType: number;
  /** The released definition as stored (reference 2.1 and 3). */
  formData: Record<string, unknown>;
  columnData: Record<string, unknown>;
  appColumnData: Record<string, unknown> | null;
  fields: OnlineField[];
  fieldByKey: Map<string, OnlineField>;
  list: ColumnData;
  /** The enCodes of the menus it was released to. */
  menus: string[];
  /** Where its records are: JSONB documents, or the tables its `tablesData` binds (./record-storage.ts). */
  storage: RecordStorage;
  /** A data view (web type 4): the data interface its list runs, and the parameters (`paramList` items) it runs with. */
  interfaceId: string | null;
  interfaceParam: unknown;
}

const lifetimeMs = 5_000;
const cache = new Map<string, { at: number; model: Promise<OnlineModel | undefined> }>();

/** The released model, or undefined when there is none (never released, or deleted). */
export function onlineModel(db: Queryable, modelId: string): Promise<OnlineModel | undefined> {
  const hit = cache.get(modelId);
  if (hit && Date.now() - hit.at < lifetimeMs) return hit.model;
  const model = loadModel(db, modelId).catch((error: unknown) => {
    cache.delete(modelId);
    throw error;
  });
  cache.set(modelId, { at: Date.now(), model });
  return model;
}

/** After a release or a delete: the next request reads the model again. */
export function forgetOnlineModels(): void {
  cache.clear();
}

interface ReleasedRow {
  id: string;
  fullName: string;
  webType: number;
  formData: Record<string, unknown> | null;
  columnData: Record<string, unknown> | null;
  appColumnData: Record<string, unknown> | null;
  menus: string[] | null;
  tablesData: unknown;
  interfaceId: string | null;
  interfaceParam: unknown;
}

async function loadModel(db: Queryable, modelId: string): Promise<OnlineModel | undefined> {
  const row = await queryOne<ReleasedRow>(
    db,
    `select r.id, r.full_name as "fullName", r.web_type::int as "webType", r.form_data as "formData",
            r.column_data as "columnData", r.app_column_data as "appColumnData", r.tables_data as "tablesData",
            r.interface_id as "interfaceId", r.interface_param as "interfaceParam",
            (select array_agg(m.en_code order by m.en_code) from module m
              where m.type = 3 and m.property_json->>'moduleId' = r.id and m.enabled_mark = 1) as menus
       from visual_dev_release r where r.id = $1`,
    [modelId],
  );
  // A data view (web type 4) has no form; any other release without one is not usable.
  if (!row || (!row.formData && row.webType !== 4)) return undefined;
  const fields = recordFields(row.formData);
  const columnData = row.columnData ?? {};
  return {
    id: row.id,
    fullName: row.fullName,
    webType: row.webType,
    formData: row.formData ?? {},
    columnData,
    appColumnData: row.appColumnData,
    fields,
    fieldByKey: fieldsByKey(fields),
    list: readColumnData(columnData),
    menus: row.menus ?? [],
    storage: storageOf(row.id, fields, row.tablesData),
    interfaceId: row.interfaceId,
    interfaceParam: row.interfaceParam,
  };
}
