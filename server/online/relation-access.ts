/**
 * What a caller reads of a form B (its `Config`, one record, `DataChange`) when they reach it only
 * through relation fields: a form A whose menu they hold has a `relationForm` pointing at B (spec 002
 * section 2.8, a related-form link opens a nested detail). B's own grants cannot apply (the caller holds
 * none of B's menus), so they see only what the relation configuration of A already shows them:
 * each relation field's `relationField` and `columnOptions`, and the `showField` of the
 * `relationFormAttr` fields that follow it, plus the record's id. A caller holding one of B's menus
 * gets B's grants and data rules as always. docs/online-dev.md, "Who may call".
 */
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { granteeOf } from '../permissions/grants';
import type { CallerGrants } from '../resources/caller-grants';
import { callerMenu, onlineGrants } from './online-grants';
import type { OnlineModel } from './online-model';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const configOf = (field: Json): Json => (isRecord(field.__config__) ? field.__config__ : {});
const keyOf = (field: Json) => String(configOf(field).jnpfKey ?? '');

/** How the caller sees B: B's own grants, or (through relations only) just the named fields. */
export interface RecordView {
  grants: CallerGrants;
  /** Set when the caller holds none of B's menus: the only fields they may read. */
  relationFields?: ReadonlySet<string>;
}

const open: CallerGrants = { hiddenColumns: new Set(), hiddenFields: new Set(), rowScope: undefined };

export async function recordView(ctx: AppContext, model: OnlineModel, user: SessionUser, menuId?: string): Promise<RecordView> {
  if (await callerMenu(ctx, model, user, menuId)) return { grants: await onlineGrants(ctx, model, user, menuId) };
  const named = await relationNamedFields(ctx, model.id, user);
  // A sub-table is never a relation's text (FieldDataSelect leaves them out too).
  return { grants: open, relationFields: new Set([...named].filter((key) => model.fieldByKey.get(key)?.shape !== 'rows')) };
}

/** Every field object of a definition, through containers and sub-tables. */
function eachField(fields: unknown, visit: (field: Json, table?: string) => void, table?: string): void {
  if (!Array.isArray(fields)) return;
  for (const field of fields) {
    if (!isRecord(field)) continue;
    visit(field, table);
    const children = configOf(field).children;
    const inner = keyOf(field) === 'table' && typeof field.__vModel__ === 'string' ? field.__vModel__ : table;
    eachField(children, visit, inner);
  }
}

/** The fields of `modelId` that the relation fields of a definition name. */
export function namedFieldsOf(formData: unknown, modelId: string): Set<string> {
  const named = new Set<string>();
  const relations = new Set<string>();
  const fields = isRecord(formData) ? formData.fields : undefined;
  eachField(fields, (field, table) => {
    if (keyOf(field) !== 'relationForm' || field.modelId !== modelId || typeof field.__vModel__ !== 'string') return;
    relations.add(field.__vModel__);
    if (table) relations.add(`${table}-${field.__vModel__}`);
    if (typeof field.relationField === 'string') named.add(field.relationField);
    if (Array.isArray(field.columnOptions))
      for (const column of field.columnOptions) if (isRecord(column) && typeof column.value === 'string') named.add(column.value);
  });
  eachField(fields, (field) => {
    if (keyOf(field) === 'relationFormAttr' && relations.has(String(field.relationField)) && typeof field.showField === 'string')
      named.add(field.showField);
  });
  return named;
}

/** The fields of B named by the relation fields of the released forms whose menus the caller holds. */
async function relationNamedFields(ctx: AppContext, modelId: string, user: SessionUser): Promise<Set<string>> {
  const forms = await ctx.db.query<{ formData: unknown; menus: string[] }>(
    `select r.form_data as "formData", array_agg(m.en_code) as menus
       from visual_dev_release r
       join module m on m.type = 3 and m.property_json->>'moduleId' = r.id and m.enabled_mark = 1
      where r.id <> $1 and jsonb_path_exists(r.form_data, '$.** ? (@.modelId == $id)', jsonb_build_object('id', $1::text))
      group by r.id`,
    [modelId],
  );
  const grantee = granteeOf(user);
  const named = new Set<string>();
  for (const form of forms) {
    let held = false;
    for (const menu of form.menus) if (!held && (await ctx.access.hasMenu(grantee, menu))) held = true;
    if (held) for (const key of namedFieldsOf(form.formData, modelId)) named.add(key);
  }
  return named;
}

/** The record's values limited to the view's fields. */
export function viewedData(view: RecordView, data: Json): Json {
  const keep = view.relationFields;
  if (!keep) return Object.fromEntries(Object.entries(data).filter(([key]) => !view.grants.hiddenFields.has(key)));
  return Object.fromEntries(Object.entries(data).filter(([key]) => keep.has(key)));
}

/** B's definition with only the named data fields (containers and display items kept, attributes of dropped relations gone). */
export function viewedForm(formData: Json, keep: ReadonlySet<string>): Json {
  const prune = (fields: unknown): unknown[] =>
    (Array.isArray(fields) ? fields : []).flatMap((field) => {
      if (!isRecord(field)) return [];
      const key = keyOf(field);
      if (typeof field.__vModel__ === 'string' && field.__vModel__ && !keep.has(field.__vModel__)) return [];
      if ((key === 'relationFormAttr' || key === 'popupAttr') && !keep.has(String(field.relationField))) return [];
      const config = configOf(field);
      if (!Array.isArray(config.children)) return [field];
      return [{ ...field, __config__: { ...config, children: prune(config.children) } }];
    });
  return { ...formData, fields: prune(formData.fields) };
}
