/**
 * A dialog's form made ready to render (pure): loaded option lists become static options, fields
 * locked while editing or by a binding, and computed fields become read-only, computed values are filled in.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { compileSchemaForm } from '../compiler/schema-pair';
import type { CompiledForm } from '../compiler/types';
import { isOn, resolveBinding, type BindingScope } from './bindings';
import type { PageHandlers } from './page-env';
import { PageSchemaError } from './page-schema-error';
import type { DialogConfig } from './schema-types';

export function dialogUiSchema(
  config: DialogConfig,
  mode: 'create' | 'edit',
  options: Record<string, unknown>,
  scope: BindingScope = {},
): UiSchema {
  const ui: UiSchema = { ...((config.form.uiSchema ?? {}) as UiSchema) };
  const withOptions = (entry: UiSchema, extra: Record<string, unknown>): UiSchema => ({
    ...entry,
    'ui:options': { ...((entry['ui:options'] as Record<string, unknown> | undefined) ?? {}), ...extra } as UiSchema['ui:options'],
  });
  // `table.column` names a sub-table's column (a send configuration's template per row).
  const patch = (field: string, extra: Record<string, unknown>) => {
    const [name, column] = field.split('.', 2) as [string, string | undefined];
    const entry = (ui[name] ?? {}) as UiSchema;
    if (column === undefined) {
      ui[name] = withOptions(entry, extra);
      return;
    }
    const items = (entry.items ?? {}) as UiSchema;
    ui[name] = { ...entry, items: { ...items, [column]: withOptions((items[column] ?? {}) as UiSchema, extra) } };
  };
  for (const [field, list] of Object.entries(options)) patch(field, { dataType: 'static', options: Array.isArray(list) ? list : [] });
  if (mode === 'edit') for (const field of config.disabledOnEdit ?? []) patch(field, { disabled: true });
  for (const [field, binding] of Object.entries(config.enabledWhen ?? {}))
    if (!isOn(resolveBinding(binding, scope))) patch(field, { disabled: true });
  for (const field of Object.keys(config.derive ?? {})) patch(field, { readonly: true });
  return ui;
}

export function compileDialogForm(
  config: DialogConfig,
  mode: 'create' | 'edit',
  options: Record<string, unknown>,
  scope: BindingScope = {},
): CompiledForm {
  return compileSchemaForm(config.form.schema as RJSFSchema, dialogUiSchema(config, mode, options, scope));
}

/** The computed fields' values for `values` (only those that changed). */
export function derivedValues(config: DialogConfig, handlers: PageHandlers, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, name] of Object.entries(config.derive ?? {})) {
    const compute = handlers.derive?.[name];
    if (!compute) throw new PageSchemaError(`page handler derive.${name} is not given`);
    const value = compute(values);
    if (value !== values[field]) out[field] = value;
  }
  return out;
}
