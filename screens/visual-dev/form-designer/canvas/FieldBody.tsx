/**
 * A field drawn on the canvas as users will see it: compiled on its own (with the form's label
 * settings) and drawn by its kind through the engine's loose fields, inside its label. Inert: the
 * canvas selects and drags fields, it does not fill them in. Compiled again only when the field
 * object changes, so editing one field redraws that field alone.
 */
import { memo, useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { compileJnpfForm, FormController, type CompiledForm } from '../../../../engine';
import { FieldShell } from '../../../../engine/renderer/FieldShell';
import { LooseField, LooseFields } from '../../../../engine/renderer/LooseFields';
import { StaticItem } from '../../../../engine/renderer/StaticItem';
import { useKindsLoaded } from '../../../../engine/renderer/use-kinds';
import type { JnpfField } from '../../../../engine/registry/types';
import { useCanvas } from './canvas-context';

function compiled(field: JnpfField, labelSettings: string): CompiledForm | string {
  try {
    return compileJnpfForm({ ...(JSON.parse(labelSettings) as object), fields: [field] });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const FieldBody = memo(function FieldBody({
  field,
  nodeId,
  labelOnTop,
}: {
  field: JnpfField;
  nodeId: string;
  labelOnTop?: boolean;
}) {
  const { registry, dataSource, labelSettings } = useCanvas();
  const settings = labelOnTop ? JSON.stringify({ ...(JSON.parse(labelSettings) as object), labelPosition: 'top' }) : labelSettings;
  const form = useMemo(() => compiled(field, settings), [field, settings]);
  const kindKey = registry.canonical(String(field.__config__.jnpfKey)) ?? '';
  const loaded = useKindsLoaded(registry, kindKey ? [kindKey] : []);
  const controller = useMemo(() => (typeof form === 'string' ? undefined : new FormController(form, { registry })), [form, registry]);
  if (typeof form === 'string')
    return (
      <Text fontSize="xs" color="fg.error">
        {form}
      </Text>
    );
  if (!loaded || !controller) return <div className="fd-loading" aria-busy="true" />;
  const node = form.layout[0];
  let body = null;
  if (node?.type === 'field') {
    const compiledField = form.fields.get(node.name)!;
    body = (
      <FieldShell
        label={compiledField.label}
        showLabel={compiledField.showLabel}
        labelWidth={compiledField.labelWidth}
        tipLabel={compiledField.tipLabel}
        required={compiledField.required}
        settings={form.settings}
      >
        <LooseField name={node.name} />
      </FieldShell>
    );
  } else if (node?.type === 'static') body = <StaticItem field={node.field} />;
  return (
    <div className="fd-field" inert>
      <LooseFields controller={controller} dataSource={dataSource} idPrefix={`fd${nodeId}`}>
        {body}
      </LooseFields>
    </div>
  );
});
