/** A display kind (divider, text, barcode…) in the layout, in the label shell when it has a label. */
import { memo } from 'react';
import type { CompiledField } from '../registry/types';
import { useEngine } from './context';
import { FieldShell } from './FieldShell';
import { UnsupportedNotice } from './Unsupported';

const ROOT_SCOPE: readonly (string | number)[] = [];

function StaticItemImpl({ field }: { field: CompiledField }) {
  const { registry, mode, dataSource, form } = useEngine();
  const Static = registry.get(field.kind)?.Static;
  const body = Static ? <Static field={field} mode={mode} dataSource={dataSource} scope={ROOT_SCOPE} /> : <UnsupportedNotice field={field} />;
  if (!field.showLabel || field.label === '') return body;
  return (
    <FieldShell label={field.label} showLabel labelWidth={field.labelWidth} tipLabel={field.tipLabel} required={false} settings={form.settings}>
      {body}
    </FieldShell>
  );
}

export const StaticItem = memo(StaticItemImpl);
