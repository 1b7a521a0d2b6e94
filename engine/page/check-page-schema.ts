/**
 * A page schema checked against schemas/page-schema.ts, and its names checked against each other:
 * every button, menu entry and cell names an action that exists, every action a dialog or drawer
 * that exists. Answers readable problems (empty when the schema is good). Uses the engine's ajv: await
 * `loadValidator()` (engine/validation/ajv.ts) first.
 */
import { pageSchemaSchema } from '../../schemas/page-schema';
import { engineValidator, type AjvValidateFunction } from '../validation/ajv';
import type { PageSchema } from './schema-types';

let validate: AjvValidateFunction | null = null;

export function checkPageSchema(schema: unknown, where = 'page'): string[] {
  validate ??= engineValidator().ajv.getSchema(pageSchemaSchema.$id) ?? engineValidator().ajv.compile(pageSchemaSchema);
  if (!validate(schema)) return (validate.errors ?? []).map((e) => `${where}${e.instancePath}: ${e.message ?? e.keyword}`);
  return checkNames(schema as PageSchema, where);
}

function checkNames(page: PageSchema, where: string): string[] {
  const problems: string[] = [];
  const actions = page.actions ?? {};
  const needAction = (name: string | undefined, from: string) => {
    if (name !== undefined && !actions[name]) problems.push(`${where}: ${from} names action ${name}, which is not defined`);
  };
  for (const button of [...(page.toolbar?.buttons ?? []), ...(page.rowActions ?? [])]) needAction(button.action, `button ${button.id}`);
  for (const entry of page.sideTree?.menu ?? []) if (typeof entry === 'object') needAction(entry.action, 'side tree menu');
  for (const column of page.columns) needAction(column.action, `column ${column.prop}`);
  for (const [name, action] of Object.entries(actions)) {
    if (action.type === 'dialog' && !page.dialogs?.[action.dialog])
      problems.push(`${where}: action ${name} opens dialog ${action.dialog}, which is not defined`);
    if (action.type === 'drawer' && !page.drawers?.[action.drawer])
      problems.push(`${where}: action ${name} opens drawer ${action.drawer}, which is not defined`);
  }
  for (const [name, drawer] of Object.entries(page.drawers ?? {})) problems.push(...checkNames(drawer.page, `${where}.drawers.${name}`));
  return problems;
}
