/**
 * The last step of both compilers: the field index and the dependency map from schema + UI schema,
 * and the checks that need the whole form (cycles between calculate fields).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { calculationCycleIssues } from '../expression/cycles';
import type { EngineLanguage } from '../i18n/messages';
import type { KindRegistry } from '../registry/registry';
import type { CompiledField, LayoutNode } from '../registry/types';
import { fieldFromUi } from './field-from-ui';
import type { CompileIssue, CompiledForm, FormSettings } from './types';

export interface FinalizeInput {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  layout: LayoutNode[];
  settings: FormSettings;
  issues: CompileIssue[];
  registry: KindRegistry;
  /** Language of the messages of whole-form checks. */
  language?: EngineLanguage;
}

const DATA_DEPENDENT_KEYS = ['dependencies', 'dependentSchemas', 'if', 'oneOf', 'anyOf', 'allOf'] as const;

export function finalizeForm({ schema, uiSchema, layout, settings, issues, registry, language }: FinalizeInput): CompiledForm {
  const required = new Set(schema.required ?? []);
  const fields = new Map<string, CompiledField>();
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property !== 'object') continue;
    const ui = uiSchema[name] as UiSchema | undefined;
    const kind = typeof ui?.['ui:field'] === 'string' ? ui['ui:field'] : '';
    fields.set(name, fieldFromUi({ id: name, name, kind, schema: property as RJSFSchema, ui, required: required.has(name) }));
  }
  const dependents = new Map<string, string[]>();
  for (const field of fields.values()) {
    const kind = registry.get(field.kind);
    for (const dependency of kind?.dependsOn?.(field) ?? []) {
      const top = dependency.split(/[.-]/)[0]!;
      const list = dependents.get(top) ?? [];
      if (!list.includes(field.id)) list.push(field.id);
      dependents.set(top, list);
    }
  }
  const dataDependent = DATA_DEPENDENT_KEYS.some((key) => key in schema);
  // Reported when the definition loads; the fields caught in a cycle do not calculate (calculate kind).
  const allIssues = [...issues, ...calculationCycleIssues({ fields }, language)];
  return { schema, uiSchema, layout, settings, fields, dependents, issues: allIssues, dataDependent };
}
