/**
 * The caller's grants on a generated form, by the mechanism every resource uses (caller-grants.ts):
 * the menu the caller came through, its hidden list columns and form fields (module_column and
 * module_form items are the fields' `__vModel__`s) and its data rules, each applied only when the
 * list configuration switches it on (`useColumnPermission`, `useFormPermission`, `useDataPermission`).
 * A data rule's organisation reads the organisations the record's creator had; "own" its creator; a
 * custom condition a field of the record.
 */
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { granteeOf } from '../permissions/grants';
import { callerGrants, type CallerGrants, type GrantTarget } from '../resources/caller-grants';
import type { OnlineModel } from './online-model';

const safeKey = /^[A-Za-z_][\w-]*$/;

export const isSafeKey = (key: string) => safeKey.test(key);

/** The form as the resource layer's grant checks read it. */
export function grantTarget(model: OnlineModel, menu: string): GrantTarget & Pick<ResourceDefinition, 'form'> {
  const fields = Object.fromEntries(
    model.fields
      .filter((field) => isSafeKey(field.vModel))
      .map((field) => [field.vModel, { select: model.storage.field.text(field.vModel), type: 'text' as const }]),
  );
  const properties = Object.fromEntries(model.fields.map((field) => [field.vModel, { title: field.label }]));
  return {
    menu,
    fields,
    dataScope: model.storage.dataScope,
    form: { schema: { type: 'object', properties }, uiSchema: {}, messages: {} },
  };
}

/** The model's menu the caller uses: the one named by the request when it is the model's and granted, else the first granted. */
export async function callerMenu(ctx: AppContext, model: OnlineModel, user: SessionUser, menuId?: string): Promise<string | undefined> {
  const grantee = granteeOf(user);
  let named: string | undefined;
  if (menuId) {
    const row = await ctx.db.query<{ en_code: string }>('select en_code from module where id = $1 or en_code = $1 limit 1', [menuId]);
    named = row[0]?.en_code;
  }
  const candidates = named && model.menus.includes(named) ? [named, ...model.menus.filter((menu) => menu !== named)] : model.menus;
  for (const menu of candidates) if (await ctx.access.hasMenu(grantee, menu)) return menu;
  return undefined;
}

const none: CallerGrants = { hiddenColumns: new Set(), hiddenFields: new Set(), rowScope: undefined };

export async function onlineGrants(ctx: AppContext, model: OnlineModel, user: SessionUser, menuId?: string): Promise<CallerGrants> {
  const menu = await callerMenu(ctx, model, user, menuId);
  if (!menu) return none;
  const grants = await callerGrants(ctx, grantTarget(model, menu), user);
  return {
    hiddenColumns: model.list.useColumnPermission ? grants.hiddenColumns : none.hiddenColumns,
    hiddenFields: model.list.useFormPermission ? grants.hiddenFields : none.hiddenFields,
    rowScope: model.list.useDataPermission ? grants.rowScope : undefined,
  };
}
