/**
 * What the caller's grants allow on a resource of a menu, decided on the server for every call: the
 * list columns they may not see (nor search by), the form fields they may not see nor set, and the rows
 * their data rules show. One mechanism for every resource; generated forms use the same.
 */
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import { badRequest } from '../http/api-error';
import { rowScopeOf, type RuleTarget } from '../permissions/data-rules';
import { granteeOf } from '../permissions/grants';
import type { ResourceRow, RowScope } from './resource-store';

export interface CallerGrants {
  hiddenColumns: ReadonlySet<string>;
  hiddenFields: ReadonlySet<string>;
  /** The rows the caller's data rules show; undefined for all. */
  rowScope: RowScope | undefined;
}

/** What the grant checks read of a definition; a generated form describes itself the same way (server/online/online-grants.ts). */
export type GrantTarget = RuleTarget & Pick<ResourceDefinition, 'menu'>;

const noGrants: CallerGrants = { hiddenColumns: new Set(), hiddenFields: new Set(), rowScope: undefined };

/**
 * The grants of the definition's menu. A caller the route let in through another menu that shows the
 * rows (a type-4 menu of a dictionary category) is not a user of this menu: its grants do not apply.
 */
export async function callerGrants(ctx: AppContext, definition: GrantTarget, user: SessionUser): Promise<CallerGrants> {
  const grantee = granteeOf(user);
  if (!(await ctx.access.hasMenu(grantee, definition.menu))) return noGrants;
  const [hiddenColumns, hiddenFields, rules] = await Promise.all([
    ctx.access.hiddenColumns(grantee, definition.menu),
    ctx.access.hiddenFields(grantee, definition.menu),
    ctx.access.dataRules(grantee, definition.menu),
  ]);
  const caller = { userId: user.userId, organizeId: user.organizeIds[0] ?? null, organizeIds: user.organizeIds };
  return { hiddenColumns: withDerived(definition, hiddenColumns), hiddenFields, rowScope: rowScopeOf(definition, rules, caller) };
}

/** The hidden columns and the fields derived from them (`grantedBy`). */
function withDerived(definition: GrantTarget, hidden: ReadonlySet<string>): ReadonlySet<string> {
  if (!hidden.size) return hidden;
  const derived = Object.entries(definition.fields).filter(([, field]) => field.grantedBy && hidden.has(field.grantedBy));
  return derived.length ? new Set([...hidden, ...derived.map(([name]) => name)]) : hidden;
}

/** The row without the fields the caller may not see. */
export function withoutFields(row: ResourceRow, hidden: ReadonlySet<string>): ResourceRow {
  if (!hidden.size) return row;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name)));
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * Refuses a body that sets a field the caller may not set. A hidden field the body leaves empty or at
 * its default (what a form that never showed it sends) is not a write of it; the stored value stays.
 */
export function refuseHiddenFields(definition: Pick<ResourceDefinition, 'form'>, body: ResourceRow, hidden: ReadonlySet<string>): void {
  for (const name of hidden) {
    const value = body[name];
    if (isEmpty(value)) continue;
    const property = definition.form.schema.properties?.[name];
    const schema = typeof property === 'object' ? property : undefined;
    if (schema && 'default' in schema && JSON.stringify(schema.default) === JSON.stringify(value)) continue;
    throw badRequest(`没有权限修改字段：${typeof schema?.title === 'string' ? schema.title : name}`);
  }
}
