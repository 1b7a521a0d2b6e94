/**
 * A flat form drawn without RJSF: every property of the root schema is a data field drawn by a
 * registered kind, and the schema's shape never depends on the data. That is what RJSF would have done
 * for it (SchemaField → the engine's label shell → the kind's field, laid out by the compiled layout),
 * done directly, so a page whose only form is such a search bar does not load @rjsf/core (./rjsf.ts).
 * The DOM, ids and labels are the ones RJSF gives the same form.
 */
import { useMemo, type ReactNode } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { uiOptionsOf } from '../compiler/field-from-ui';
import type { CompiledForm } from '../compiler/types';
import type { KindRegistry } from '../registry/registry';
import type { FormMode } from '../registry/types';
import { stringProp } from '../registry/read-props';
import { KindField } from './kind-field';
import { LayoutGrid } from './LayoutGrid';
import { LeafShell } from './templates';

function propertiesOf(schema: RJSFSchema): [string, RJSFSchema][] {
  const properties = schema.properties ?? {};
  return Object.entries(properties).filter((entry): entry is [string, RJSFSchema] => typeof entry[1] === 'object' && entry[1] !== null);
}

/** RJSF's `ui:` keys and `ui:options` together, as its getUiOptions reads them. */
function uiOptions(ui: UiSchema | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui ?? {})) {
    if (key === 'ui:options' && value && typeof value === 'object') Object.assign(options, value);
    else if (key.startsWith('ui:')) options[key.slice(3)] = value;
  }
  return options;
}

/**
 * Whether the form can be drawn without RJSF: an object schema whose properties are all plain data
 * fields of registered kinds (no object or array RJSF would draw itself, no deprecated property, no
 * hidden widget), and a shape that does not depend on the data.
 */
export function drawsWithoutRjsf(form: CompiledForm, registry: KindRegistry): boolean {
  const { schema, uiSchema } = form;
  if (form.dataDependent || schema.type !== 'object' || schema.additionalProperties === true) return false;
  return propertiesOf(schema).every(([name, property]) => {
    const ui = uiSchema[name] as UiSchema | undefined;
    const kind = stringProp(ui?.['ui:field']);
    const options = uiOptions(ui);
    return kind !== undefined && registry.get(kind) !== undefined && property.deprecated !== true && options.widget !== 'hidden';
  });
}

export interface PlainFieldsProps {
  form: CompiledForm;
  mode: FormMode;
  idPrefix: string;
  idSeparator: string;
}

/** The root's fields in the compiled layout, each in the label shell with its kind's field, as RJSF draws them. */
export function PlainFields({ form, mode, idPrefix, idSeparator }: PlainFieldsProps) {
  const contents = useMemo(() => {
    const required = new Set(Array.isArray(form.schema.required) ? form.schema.required : []);
    const map = new Map<string, ReactNode>();
    for (const [name, schema] of propertiesOf(form.schema)) {
      const ui = form.uiSchema[name] as UiSchema | undefined;
      const options = uiOptions(ui);
      const fieldPathId = { $id: [idPrefix, name].join(idSeparator), path: [name] };
      // The label shell leaves out a hidden field, as the RJSF template does (templates.tsx).
      if (uiOptionsOf(ui).hidden === true) continue;
      const label = (typeof options.title === 'string' && options.title) || (typeof schema.title === 'string' && schema.title) || name;
      const disabled = Boolean(options.disabled ?? mode === 'disabled');
      const readonly = Boolean(options.readonly ?? (mode === 'read' || schema.readOnly === true));
      map.set(
        name,
        <LeafShell id={fieldPathId.$id} label={label} required={required.has(name)} fieldPathId={fieldPathId} uiSchema={ui} displayLabel>
          <KindField
            fieldPathId={fieldPathId}
            uiSchema={ui}
            schema={schema}
            name={name}
            required={required.has(name)}
            disabled={disabled}
            readonly={readonly}
          />
        </LeafShell>,
      );
    }
    return map;
  }, [form, mode, idPrefix, idSeparator]);
  return (
    // RJSF's wrapper as it renders with tagName "div" (its `noValidate` attribute included).
    <div className="rjsf" {...{ noValidate: true }}>
      <LayoutGrid nodes={form.layout} contents={contents} />
    </div>
  );
}
