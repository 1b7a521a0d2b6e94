/**
 * RJSF templates in the engine's look: fields in the label/grid shell, objects laid out by span. Only
 * types come from RJSF here: a form drawn without it (plain-fields.tsx) uses the label shell too.
 */
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType, UiSchema } from '@rjsf/utils';

import { useMemo } from 'react';
import { Button } from '@chakra-ui/react';
import { clampSpan, uiOptionsOf } from '../compiler/field-from-ui';
import { numberProp, stringProp } from '../registry/read-props';
import { useFieldErrors } from '../state/hooks';
import { useEngine } from './context';
import { FieldShell } from './FieldShell';
import { LayoutGrid } from './LayoutGrid';

/** Every field: the root passes through; leaves get the label shell with errors from the store. */
function FieldTemplate(props: FieldTemplateProps) {
  const { fieldPathId, children, schema, uiSchema } = props;
  if (fieldPathId.path.length === 0) return <>{children}</>;
  const options = uiOptionsOf(uiSchema);
  if (options.hidden === true) return null;
  if (schema.type === 'object' && !uiSchema?.['ui:field']) return <NestedObjectShell {...props} />;
  return <LeafShell {...props} />;
}

/** What the label shell reads of RJSF's template props (a form drawn without RJSF passes them itself, plain-fields.tsx). */
export type LeafShellProps = Pick<
  FieldTemplateProps,
  'id' | 'label' | 'required' | 'children' | 'fieldPathId' | 'uiSchema' | 'displayLabel'
>;

export function LeafShell({ id, label, required, children, fieldPathId, uiSchema, displayLabel }: LeafShellProps) {
  const { form, mode, registry } = useEngine();
  const errors = useFieldErrors(fieldPathId.path);
  const options = uiOptionsOf(uiSchema);
  // Group kinds (radio, checkbox) are named with aria-labelledby; the rest get the label's `for`.
  const groupLabel = registry.get(String(uiSchema?.['ui:field'] ?? ''))?.groupLabel === true;
  return (
    <FieldShell
      id={id}
      htmlFor={groupLabel || mode === 'read' ? undefined : id}
      label={stringProp((uiSchema as UiSchema | undefined)?.['ui:title']) ?? label}
      // RJSF assumes custom fields label themselves (displayLabel false); kinds leave the label to the shell.
      showLabel={options.showLabel !== false && (displayLabel !== false || !!uiSchema?.['ui:field'])}
      labelWidth={numberProp(options.labelWidth)}
      tipLabel={stringProp(options.tipLabel)}
      required={required === true && mode !== 'read'}
      error={mode === 'read' ? undefined : errors?.[0]}
      errorId={`${id}__error`}
      settings={form.settings}
    >
      {children}
    </FieldShell>
  );
}

function NestedObjectShell({ label, children }: FieldTemplateProps) {
  return (
    <fieldset className="ef-object">
      {label && <legend className="ef-object-title">{label}</legend>}
      {children}
    </fieldset>
  );
}

/** The root object follows the compiled layout; nested objects place their properties by span. */
function ObjectFieldTemplate({ properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const { form } = useEngine();
  const contents = useMemo(() => new Map(properties.map((p) => [p.name, p.content])), [properties]);
  if (fieldPathId.path.length === 0) return <LayoutGrid nodes={form.layout} contents={contents} />;
  return (
    <div className="ef-grid-flat">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <div key={p.name} className="ef-cell" style={{ gridColumn: `span ${clampSpan(numberProp(uiOptionsOf(uiSchema?.[p.name] as UiSchema).span))}` }}>
            {p.content}
          </div>
        ))}
    </div>
  );
}

function AddButton({ onClick, disabled }: { onClick?: (e: React.MouseEvent) => void; disabled?: boolean }) {
  return (
    <Button size="xs" variant="outline" onClick={onClick} disabled={disabled} aria-label="add">
      +
    </Button>
  );
}

function IconButtonTemplate(symbol: string, label: string) {
  return function ArrayIconButton({ onClick, disabled }: { onClick?: (e: React.MouseEvent) => void; disabled?: boolean }) {
    return (
      <Button size="xs" variant="ghost" onClick={onClick} disabled={disabled} aria-label={label}>
        {symbol}
      </Button>
    );
  };
}

export const engineTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: {
    AddButton,
    RemoveButton: IconButtonTemplate('×', 'remove'),
    MoveUpButton: IconButtonTemplate('↑', 'move up'),
    MoveDownButton: IconButtonTemplate('↓', 'move down'),
    CopyButton: IconButtonTemplate('⧉', 'copy'),
    ClearButton: IconButtonTemplate('×', 'clear'),
    SubmitButton: () => null,
  } as unknown as TemplatesType['ButtonTemplates'],
};
