/**
 * A create or an update as the standard routes make it, in two halves that an import reuses row by
 * row: the checks and derived values of a body, then its store with the write hooks on a transaction.
 */
import type { ResourceDefinition } from '../../schemas/resources/define';
import type { SessionUser } from '../auth/sessions';
import type { Queryable } from '../db/database';
import { assertFormRules } from '../http/form-body';
import { refuseHiddenFields, withoutFields, type CallerGrants } from './caller-grants';
import type { ResourceHooks } from './resource-routes';
import type { ResourceRow } from './resource-store';

/** Refuses fields the caller may not set and broken rules, then answers the values to store (`derive`d). */
export function preparedValues(
  definition: ResourceDefinition,
  hooks: ResourceHooks,
  body: ResourceRow,
  grants: CallerGrants,
  now: Date,
): ResourceRow {
  refuseHiddenFields(definition, body, grants.hiddenFields);
  assertFormRules(definition.form.messages, body);
  const allowed = withoutFields(body, grants.hiddenFields);
  return hooks.derive ? hooks.derive(allowed, now) : allowed;
}

/** `beforeWrite`, the store and `afterWrite` on `tx` (`id` undefined when creating): answers the stored row's id. */
export async function storeValues(
  tx: Queryable,
  hooks: ResourceHooks,
  values: ResourceRow,
  id: string | undefined,
  store: (tx: Queryable, values: ResourceRow) => Promise<string>,
  caller: SessionUser,
): Promise<string> {
  const checked = (await hooks.beforeWrite?.(tx, values, id, caller)) ?? values;
  const stored = await store(tx, checked);
  await hooks.afterWrite?.(tx, stored, checked, id === undefined);
  return stored;
}
