/** What a field of an unknown jnpfKey shows: a notice naming the key (the compile report lists it too). */
import { useEngineText } from '../i18n/context';
import type { CompiledField, ContainerProps } from '../registry/types';

export function UnsupportedNotice({ field }: { field: CompiledField }) {
  const t = useEngineText();
  const kind = typeof field.options.jnpfKey === 'string' ? field.options.jnpfKey : field.kind;
  return <div className="ef-unsupported">{t('unsupportedKind', { kind })}</div>;
}

export function UnsupportedContainer({ field, nodes, renderNodes }: ContainerProps) {
  return (
    <div>
      <UnsupportedNotice field={field} />
      {renderNodes(nodes)}
    </div>
  );
}
