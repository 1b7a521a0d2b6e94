/**
 * JSON Schema + UI schema (the built-in dialogs of schemas/) → the compiled shape the renderer
 * takes. Each leaf gets a field kind — the UI schema's `ui:field` when it names a registered kind,
 * else one inferred from `ui:widget` and the schema — and the kind compiles options from
 * `ui:options` and the schema (enum → options, maximum → max…), so both inputs render alike.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldKinds, type KindRegistry } from '../registry/registry';
import type { JnpfField, KindCompileContext, LayoutNode } from '../registry/types';
import { FormDefinitionError } from './check-definition';
import { uiOptionsOf } from './field-from-ui';
import { finalizeForm } from './finalize';
import { settingsFromUi } from './settings';
import type { CompileIssue, CompiledForm } from './types';

export interface SchemaCompileOptions {
  registry?: KindRegistry;
}

export function compileSchemaForm(schema: RJSFSchema, uiSchema: UiSchema = {}, options: SchemaCompileOptions = {}): CompiledForm {
  if (!schema || typeof schema !== 'object' || schema.type !== 'object' || !schema.properties) {
    throw new FormDefinitionError(['根 schema 应为带 properties 的 object（type: "object"）']);
  }
  const registry = options.registry ?? fieldKinds;
  const issues: CompileIssue[] = [];
  const enriched = enrichObject(schema, uiSchema, registry, issues, '');
  const layout = Array.isArray(uiSchema['ui:layout']) ? (uiSchema['ui:layout'] as LayoutNode[]) : defaultLayout(schema, uiSchema);
  const settings = settingsFromUi(uiSchema['ui:form']);
  const finalUi: UiSchema = {
    ...enriched,
    'ui:layout': layout,
    'ui:form': uiSchema['ui:form'] ?? {},
    'ui:submitButtonOptions': uiSchema['ui:submitButtonOptions'] ?? { norender: true },
  };
  return finalizeForm({ schema, uiSchema: finalUi, layout, settings, issues, registry });
}

/** Properties in `ui:order` order (with '*' for the rest), each a full-width field. */
function defaultLayout(schema: RJSFSchema, uiSchema: UiSchema): LayoutNode[] {
  const names = Object.keys(schema.properties ?? {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : undefined;
  if (!order) return names.map((name) => ({ type: 'field', name }));
  const listed = order.filter((n) => n !== '*' && names.includes(n));
  const rest = names.filter((n) => !listed.includes(n));
  const star = order.indexOf('*');
  const ordered = star < 0 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
  return ordered.map((name) => ({ type: 'field', name }));
}

function enrichObject(schema: RJSFSchema, ui: UiSchema, registry: KindRegistry, issues: CompileIssue[], prefix: string): UiSchema {
  const out: UiSchema = { ...ui };
  const required = new Set(schema.required ?? []);
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    if (typeof raw !== 'object') continue;
    out[name] = enrichNode(raw as RJSFSchema, (ui[name] ?? {}) as UiSchema, required.has(name), registry, issues, `${prefix}${name}`);
  }
  return out;
}

function enrichNode(schema: RJSFSchema, ui: UiSchema, required: boolean, registry: KindRegistry, issues: CompileIssue[], id: string): UiSchema {
  const kindKey = inferKind(schema, ui, registry, issues, id);
  if (!kindKey) {
    if (schema.type === 'object' && schema.properties) return enrichObject(schema, ui, registry, issues, `${id}.`);
    if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
      return { ...ui, items: enrichNode(schema.items as RJSFSchema, (ui.items ?? {}) as UiSchema, false, registry, issues, `${id}[]`) };
    }
    return ui;
  }
  const kind = registry.get(kindKey)!;
  const field = jnpfFieldOf(schema, ui, kindKey, required, id);
  const ctx: KindCompileContext = {
    report: (key, message) => issues.push({ field: id, jnpfKey: kindKey, key, message }),
    compileChildren: (children) => childrenOf(children, schema, ui, registry, issues, id),
  };
  const source = {
    kind: kind.key,
    jnpfKey: kindKey,
    vModel: id,
    config: field.__config__,
    props: Object.fromEntries(Object.entries(field).filter(([k]) => !k.startsWith('__'))),
    slot: {},
    raw: field,
  };
  const result = kind.compile(source, ctx);
  // A sub-table's columns were enriched from `ui.items`: keep that version.
  const items = result.uiSchema?.items ?? ui.items;
  return {
    ...(result.uiSchema ?? {}),
    ...ui,
    ...(items ? { items } : {}),
    'ui:field': kind.key,
    'ui:options': defined({ ...(result.options as Record<string, unknown>), ...uiOptionsOf(ui) }) as NonNullable<UiSchema['ui:options']>,
  };
}

/** Sub-table columns of a pasted schema: its item properties, enriched like top-level fields. */
function childrenOf(_children: JnpfField[], schema: RJSFSchema, ui: UiSchema, registry: KindRegistry, issues: CompileIssue[], id: string) {
  const items = (schema.items ?? {}) as RJSFSchema;
  const uiSchema = enrichObject(items, (ui.items ?? {}) as UiSchema, registry, issues, `${id}.`);
  const properties = (items.properties ?? {}) as Record<string, RJSFSchema>;
  const layout: LayoutNode[] = Object.keys(properties).map((name) => ({ type: 'field', name }));
  return { properties, required: items.required ?? [], uiSchema: uiSchema as Record<string, UiSchema>, layout };
}

const WIDGET_KINDS: Record<string, string> = {
  text: 'input',
  email: 'input',
  uri: 'input',
  password: 'input',
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  checkboxes: 'checkbox',
  checkbox: 'switch',
  updown: 'inputNumber',
  range: 'slider',
  date: 'datePicker',
  'date-time': 'datePicker',
  time: 'timePicker',
  color: 'colorPicker',
};

function inferKind(schema: RJSFSchema, ui: UiSchema, registry: KindRegistry, issues: CompileIssue[], id: string): string | undefined {
  const explicit = ui['ui:field'];
  if (typeof explicit === 'string') {
    if (registry.has(explicit)) return registry.canonical(explicit);
    issues.push({ field: id, key: 'ui:field', message: `ui:field ${explicit} 不是已注册的字段类型，按 schema 推断` });
  }
  const widget = typeof ui['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
  const wanted = (widget && (registry.has(widget) ? widget : WIDGET_KINDS[widget])) || kindFromSchema(schema);
  if (!wanted) return undefined;
  if (registry.has(wanted)) return registry.canonical(wanted);
  const fallback = schema.type === 'number' || schema.type === 'integer' ? 'inputNumber' : schema.type === 'boolean' ? 'switch' : 'input';
  if (!registry.has(fallback)) return undefined;
  issues.push({ field: id, key: 'ui:widget', message: `字段类型 ${wanted} 未注册，用 ${fallback} 显示` });
  return fallback;
}

function kindFromSchema(schema: RJSFSchema): string | undefined {
  if (Array.isArray(schema.enum) || Array.isArray(schema.oneOf)) return 'select';
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date' || schema.format === 'date-time') return 'datePicker';
      if (schema.format === 'time') return 'timePicker';
      if (schema.format === 'color') return 'colorPicker';
      return 'input';
    case 'number':
    case 'integer':
      return 'inputNumber';
    case 'boolean':
      return 'switch';
    case 'array': {
      const items = schema.items as RJSFSchema | undefined;
      if (items && (Array.isArray(items.enum) || Array.isArray(items.oneOf))) return 'checkbox';
      if (items?.type === 'object') return 'table';
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The JNPF field a schema property stands for, so the kind compiles it like a stored definition. */
function jnpfFieldOf(schema: RJSFSchema, ui: UiSchema, kind: string, required: boolean, id: string): JnpfField {
  const props: Record<string, unknown> = {};
  if (schema.maxLength !== undefined) props.maxlength = schema.maxLength;
  if (schema.minimum !== undefined) props.min = schema.minimum;
  if (schema.maximum !== undefined) props.max = schema.maximum;
  if (schema.multipleOf !== undefined) props.step = schema.multipleOf;
  if (schema.type === 'integer') props.precision = 0;
  if (schema.type === 'boolean') Object.assign(props, { activeValue: true, inactiveValue: false });
  // A date on a text schema is stored as its `format` says (date: 2026-03-05; date-time: RFC 3339, the
  // date kind's RFC3339_FORMAT); on a number schema it stays epoch milliseconds, as JNPF stores dates.
  if (kind === 'datePicker' && schema.type === 'string' && schema.format === 'date') Object.assign(props, { type: 'date', valueFormat: 'YYYY-MM-DD' });
  if (kind === 'datePicker' && schema.type === 'string' && schema.format === 'date-time') Object.assign(props, { type: 'datetime', valueFormat: 'YYYY-MM-DDTHH:mm:ssZ' });
  if (ui['ui:widget'] === 'password') props.showPassword = true;
  if (ui['ui:placeholder'] !== undefined) props.placeholder = ui['ui:placeholder'];
  const enumSource = schema.type === 'array' ? (schema.items as RJSFSchema | undefined) : schema;
  const options = enumSource ? enumOptions(enumSource, ui) : undefined;
  if (options) props.options = options;
  if (schema.type === 'array' && kind === 'select') props.multiple = true;
  return {
    __vModel__: id,
    __config__: {
      // JNPF keeps option sources (dataType, dictionaryType…) in __config__: ui:options stands for both.
      ...uiOptionsOf(ui),
      jnpfKey: kind,
      label: typeof schema.title === 'string' ? schema.title : id,
      required,
      ...(schema.default !== undefined ? { defaultValue: schema.default } : {}),
      ...(options ? { dataType: 'static' } : {}),
    },
    ...props,
    ...uiOptionsOf(ui),
  };
}

function defined(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

function enumOptions(schema: RJSFSchema, ui: UiSchema): { id: unknown; fullName: string }[] | undefined {
  if (Array.isArray(schema.enum)) {
    const names = uiOptionsOf(ui).enumNames;
    return schema.enum.map((value, i) => ({ id: value, fullName: Array.isArray(names) && names[i] !== undefined ? String(names[i]) : String(value) }));
  }
  if (Array.isArray(schema.oneOf)) {
    return schema.oneOf
      .filter((o): o is RJSFSchema => typeof o === 'object' && o !== null && 'const' in o)
      .map((o) => ({ id: o.const, fullName: typeof o.title === 'string' ? o.title : String(o.const) }));
  }
  return undefined;
}
