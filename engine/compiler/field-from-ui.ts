/**
 * A compiled field from its JSON Schema and UI schema entry. Both inputs end here, so whatever a
 * JNPF definition says is carried by the UI schema and a pasted schema pair renders the same.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CompiledField, JnpfRegRule } from '../registry/types';
import { booleanProp, numberProp, stringProp } from '../registry/read-props';

/** `ui:options` keys with a meaning for every field; the rest are the kind's options. */
export const BASE_UI_KEYS = new Set([
  'span',
  'showLabel',
  'labelWidth',
  'tipLabel',
  'rules',
  'trigger',
  'hidden',
  'placeholder',
  'disabled',
  'readonly',
  'clearable',
  'formId',
  'style',
  'tableName',
  'columnWidth',
  'tableAlign',
  'tableFixed',
  'extra',
]);

export interface FieldFromUiInput {
  id: string;
  name?: string;
  kind: string;
  schema?: RJSFSchema;
  ui: UiSchema | undefined;
  required: boolean;
}

export function uiOptionsOf(ui: UiSchema | undefined): Record<string, unknown> {
  const options = ui?.['ui:options'];
  return options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
}

export function fieldFromUi({ id, name, kind, schema, ui, required }: FieldFromUiInput): CompiledField {
  const o = uiOptionsOf(ui);
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) if (!BASE_UI_KEYS.has(key)) options[key] = value;
  const label = stringProp(ui?.['ui:title']) ?? stringProp(o.title) ?? (typeof schema?.title === 'string' ? schema.title : undefined) ?? name ?? '';
  const field: CompiledField = {
    id,
    ...(name !== undefined ? { name } : {}),
    kind,
    label,
    showLabel: booleanProp(o.showLabel, true),
    labelWidth: numberProp(o.labelWidth),
    tipLabel: stringProp(o.tipLabel),
    span: clampSpan(numberProp(o.span)),
    required,
    rules: rulesOf(o.rules),
    trigger: triggerOf(o.trigger),
    hidden: booleanProp(o.hidden),
    placeholder: stringProp(o.placeholder ?? ui?.['ui:placeholder']),
    disabled: booleanProp(o.disabled ?? ui?.['ui:disabled']),
    readOnly: booleanProp(o.readonly ?? ui?.['ui:readonly']),
    clearable: booleanProp(o.clearable, true),
    ...(schema && schema.default !== undefined ? { defaultValue: schema.default } : {}),
    ...(o.formId !== undefined ? { formId: o.formId as number | string } : {}),
    options,
    ...(schema ? { schema } : {}),
  };
  const children = subTableChildren(schema, ui);
  if (children) field.children = children;
  return field;
}

function subTableChildren(schema: RJSFSchema | undefined, ui: UiSchema | undefined): CompiledField[] | undefined {
  const items = schema?.type === 'array' ? schema.items : undefined;
  if (!items || typeof items !== 'object' || Array.isArray(items)) return undefined;
  const properties = (items as RJSFSchema).properties;
  if ((items as RJSFSchema).type !== 'object' || !properties) return undefined;
  const required = new Set((items as RJSFSchema).required ?? []);
  const itemsUi = (ui?.items ?? {}) as UiSchema;
  return Object.entries(properties).map(([child, childSchema]) => {
    const childUi = itemsUi[child] as UiSchema | undefined;
    return fieldFromUi({
      id: child,
      name: child,
      kind: String(childUi?.['ui:field'] ?? ''),
      schema: typeof childSchema === 'object' ? (childSchema as RJSFSchema) : undefined,
      ui: childUi,
      required: required.has(child),
    });
  });
}

export function clampSpan(span: number | undefined): number {
  if (span === undefined) return 24;
  return Math.min(24, Math.max(1, Math.round(span)));
}

function rulesOf(value: unknown): JnpfRegRule[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((r): r is { pattern: unknown; message?: unknown } => !!r && typeof r === 'object' && 'pattern' in r)
    .map((r) => ({ pattern: String(r.pattern), ...(r.message !== undefined ? { message: String(r.message) } : {}) }));
}

/** Reference 2.10: 'blur' by default; 'change', or both. */
export function triggerOf(value: unknown): ('blur' | 'change')[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const out = list.filter((t): t is 'blur' | 'change' => t === 'blur' || t === 'change');
  return out.length > 0 ? out : ['blur'];
}
