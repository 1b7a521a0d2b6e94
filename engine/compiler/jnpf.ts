/**
 * JNPF form definition → JSON Schema + UI schema + layout (reference sections 2.1 to 2.4).
 * Deterministic: the output follows the definition's order and holds no timestamps or random ids.
 * Whatever cannot be mapped is reported by field and kept in `ui:options.extra`.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EngineLanguage } from '../i18n/messages';
import { fieldKinds, type KindRegistry } from '../registry/registry';
import { booleanProp, numberProp, stringProp } from '../registry/read-props';
import type { AnyFieldKind, CompiledChildren, FieldSource, JnpfField, KindCompileContext, LayoutNode } from '../registry/types';
import { checkDefinition } from './check-definition';
import { BASE_UI_KEYS, fieldFromUi, triggerOf } from './field-from-ui';
import { finalizeForm } from './finalize';
import { inferPaneKinds } from './infer-panes';
import { COMMON_CONFIG, COMMON_PROPS, DESIGNER_CONFIG, normaliseField } from './normalize';
import { hasScript, readSettings } from './settings';
import type { CompileIssue, CompiledForm, FormSettings } from './types';

export interface CompileOptions {
  registry?: KindRegistry;
  /** Language of the definition-check messages. */
  language?: EngineLanguage;
}

/** The kind key fields of an unknown jnpfKey render with (a notice; the value is kept). */
export const UNSUPPORTED_KIND = '__unsupported';

interface Bucket {
  properties: Record<string, RJSFSchema>;
  required: string[];
  uiSchema: Record<string, UiSchema>;
}

const newBucket = (): Bucket => ({ properties: {}, required: [], uiSchema: {} });

export function compileJnpfForm(definition: unknown, options: CompileOptions = {}): CompiledForm {
  const panes = inferPaneKinds(definition);
  checkDefinition(panes.definition, options.language);
  const registry = options.registry ?? fieldKinds;
  const def = panes.definition as Record<string, unknown> & { fields: JnpfField[] };
  const issues: CompileIssue[] = [];
  const settings = readSettings(def, issues);
  const walker = new Walker(registry, issues, panes.inferred);
  const bucket = newBucket();
  const layout = walker.fields(def.fields, bucket);
  const schema: RJSFSchema = {
    type: 'object',
    properties: bucket.properties,
    ...(bucket.required.length > 0 ? { required: bucket.required } : {}),
  };
  const uiSchema: UiSchema = {
    ...bucket.uiSchema,
    'ui:layout': layout,
    'ui:form': settingsJson(settings),
    'ui:submitButtonOptions': { norender: true },
  };
  return finalizeForm({ schema, uiSchema, layout, settings, issues, registry, language: options.language });
}

function settingsJson(settings: FormSettings): Record<string, unknown> {
  const { extra: _extra, ...rest } = settings;
  return rest;
}

class Walker {
  private counter = 0;
  private readonly usedIds = new Set<string>();

  constructor(
    private readonly registry: KindRegistry,
    private readonly issues: CompileIssue[],
    /** Panes whose kind was inferred from their parent (3.1 definitions), with the parent's key. */
    private readonly inferredPanes: WeakMap<object, string> = new WeakMap(),
  ) {}

  fields(fields: readonly JnpfField[], bucket: Bucket): LayoutNode[] {
    const nodes: LayoutNode[] = [];
    for (const raw of fields) {
      const node = this.field(raw, bucket);
      if (node) nodes.push(node);
    }
    return nodes;
  }

  private field(raw: JnpfField, bucket: Bucket): LayoutNode | undefined {
    const config = raw.__config__;
    const kind = this.registry.get(config.jnpfKey);
    const vModel = typeof raw.__vModel__ === 'string' && raw.__vModel__ !== '' ? raw.__vModel__ : undefined;
    const id = this.mintId(vModel, kind?.key ?? config.jnpfKey, config.formId);
    if (!kind) return this.unsupported(raw, id, vModel, bucket);
    const parent = this.inferredPanes.get(raw);
    if (parent) {
      const message = `窗格没有 jnpfKey，按所在的 ${parent} 当作 ${kind.key}`;
      this.issues.push({ field: id, jnpfKey: kind.key, key: '__config__.jnpfKey', message, severity: 'note' });
    }

    const source = normaliseField(raw, kind.key);
    const report = (key: string, message: string) => this.issues.push({ field: id, jnpfKey: config.jnpfKey, key, message });
    const ctx: KindCompileContext = { report, compileChildren: (children) => this.children(children) };
    const result = kind.compile(source, ctx);
    const extra = this.unmapped(source, kind, report);
    for (const key of Object.keys(result.options ?? {})) {
      if (BASE_UI_KEYS.has(key)) report(key, `字段类型 ${kind.key} 的选项 ${key} 与通用设置同名，已被通用设置覆盖`);
    }
    const uiOptions = prune({
      ...(result.options as Record<string, unknown>),
      ...baseOptions(source, kind.defaultShowLabel),
      ...(extra ? { extra } : {}),
    });
    const label = stringProp(config.label) ?? '';

    if (kind.container) {
      const ui: UiSchema = { 'ui:title': label, 'ui:options': uiOptions };
      const field = fieldFromUi({ id, kind: kind.key, ui, required: false });
      const children = this.fields(config.children ?? [], bucket);
      return { type: 'container', field, children };
    }
    if (kind.valueless || !vModel) {
      if (!kind.valueless && !kind.Static) report('__vModel__', '没有 __vModel__，值无法保存，字段按只读显示');
      const ui: UiSchema = { 'ui:title': label, 'ui:options': uiOptions };
      const field = fieldFromUi({ id, kind: kind.key, ...(result.schema ? { schema: result.schema } : {}), ui, required: false });
      return { type: 'static', field };
    }
    if (vModel in bucket.properties) {
      report('__vModel__', `__vModel__ ${vModel} 重复，后一个字段未显示`);
      return undefined;
    }
    const defaultValue = 'defaultValue' in result ? result.defaultValue : config.defaultValue;
    bucket.properties[vModel] = {
      ...(result.schema ?? {}),
      title: label,
      ...(hasDefault(defaultValue) ? { default: defaultValue as RJSFSchema['default'] } : {}),
    };
    if (config.required === true) bucket.required.push(vModel);
    bucket.uiSchema[vModel] = { ...(result.uiSchema ?? {}), 'ui:field': kind.key, 'ui:options': uiOptions };
    return { type: 'field', name: vModel };
  }

  /** Sub-table columns: their own bucket, names scoped to the row. */
  private children(children: readonly JnpfField[]): CompiledChildren {
    const bucket = newBucket();
    const layout = this.fields(children, bucket);
    return { properties: bucket.properties, required: bucket.required, uiSchema: bucket.uiSchema, layout };
  }

  private unsupported(raw: JnpfField, id: string, vModel: string | undefined, bucket: Bucket): LayoutNode {
    const config = raw.__config__;
    this.issues.push({ field: id, jnpfKey: config.jnpfKey, key: '__config__.jnpfKey', message: `不支持的字段类型 ${config.jnpfKey}` });
    const label = stringProp(config.label) ?? '';
    const uiOptions = prune({ ...baseOptions(normaliseField(raw, UNSUPPORTED_KIND)), jnpfKey: config.jnpfKey });
    if (vModel && !(vModel in bucket.properties)) {
      bucket.properties[vModel] = { title: label };
      bucket.uiSchema[vModel] = { 'ui:field': UNSUPPORTED_KIND, 'ui:options': uiOptions };
      return { type: 'field', name: vModel };
    }
    const field = fieldFromUi({ id, kind: UNSUPPORTED_KIND, ui: { 'ui:title': label, 'ui:options': uiOptions }, required: false });
    const children = Array.isArray(config.children) ? this.fields(config.children, bucket) : [];
    return children.length > 0 ? { type: 'container', field, children } : { type: 'static', field };
  }

  /** Props, slots, config keys and event scripts the kind does not map: reported and kept. */
  private unmapped(
    source: FieldSource,
    kind: AnyFieldKind,
    report: (key: string, message: string) => void,
  ): Record<string, unknown> | undefined {
    const known = new Set(kind.props ?? []);
    const configKeys = new Set(kind.configKeys ?? []);
    const extra: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(source.props)) {
      if (COMMON_PROPS.has(name) || known.has(name) || value === undefined) continue;
      extra[name] = value;
      report(name, `属性 ${name} 未映射（字段类型 ${kind.key}）`);
    }
    for (const [name, value] of Object.entries(source.slot)) {
      if (known.has(`slot.${name}`) || value === undefined || value === '') continue;
      extra[`__slot__.${name}`] = value;
      report(`__slot__.${name}`, `插槽 ${name} 未映射（字段类型 ${kind.key}）`);
    }
    for (const [name, value] of Object.entries(source.config)) {
      if (COMMON_CONFIG.has(name) || DESIGNER_CONFIG.has(name) || configKeys.has(name) || value === undefined) continue;
      extra[`__config__.${name}`] = value;
      report(`__config__.${name}`, `配置 ${name} 未映射（字段类型 ${kind.key}）`);
    }
    for (const [event, script] of Object.entries(source.raw.on ?? {})) {
      if (!hasScript(script)) continue;
      extra[`on.${event}`] = script;
      report(`on.${event}`, `事件脚本 ${event} 未执行（引擎不运行定义中的脚本）`);
    }
    return Object.keys(extra).length > 0 ? extra : undefined;
  }

  private mintId(vModel: string | undefined, kind: string, formId: unknown): string {
    let id = vModel ?? `${kind}-${typeof formId === 'number' || typeof formId === 'string' ? formId : `n${++this.counter}`}`;
    if (!vModel) while (this.usedIds.has(id)) id = `${id}-${++this.counter}`;
    this.usedIds.add(id);
    return id;
  }
}

/** The settings every field has (reference 2.3), as `ui:options`; `showLabel` only when it is false. */
function baseOptions(source: FieldSource, defaultShowLabel = true): Record<string, unknown> {
  const { config, props } = source;
  const visibility = Array.isArray(config.visibility) ? config.visibility : undefined;
  const hidden = config.noShow === true || (visibility !== undefined && !visibility.includes('pc'));
  return {
    span: numberProp(config.span),
    showLabel: (typeof config.showLabel === 'boolean' ? config.showLabel : defaultShowLabel) ? undefined : false,
    labelWidth: numberProp(config.labelWidth),
    tipLabel: stringProp(config.tipLabel),
    rules: Array.isArray(config.regList) && config.regList.length > 0 ? config.regList : undefined,
    trigger: config.trigger === undefined ? undefined : triggerOf(config.trigger),
    hidden: hidden || undefined,
    placeholder: stringProp(props.placeholder),
    disabled: booleanProp(props.disabled) || undefined,
    readonly: booleanProp(props.readonly ?? props.readOnly) || undefined,
    clearable: props.clearable === false ? false : undefined,
    style: props.style && typeof props.style === 'object' && Object.keys(props.style).length > 0 ? props.style : undefined,
    formId: config.formId,
    tableName: stringProp(config.tableName),
    columnWidth: numberProp(config.columnWidth),
    tableAlign: stringProp(config.tableAlign),
    tableFixed: stringProp(config.tableFixed),
  };
}

function hasDefault(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Drops undefined entries so the UI schema is clean and stable JSON. */
function prune(options: Record<string, unknown>): UiOptions {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (value !== undefined) out[key] = value;
  return out as UiOptions;
}

type UiOptions = NonNullable<UiSchema['ui:options']>;
