/**
 * The relation attribute's renderings: the `showField` of the record chosen in its relationForm field, read
 * from the record that field remembered (chosen in its dialog, when it holds the field) or asked once per
 * id (`relations.record`, the record as display text). Stored (`isStorage`), the edit widget writes the
 * shown text into its value as the choice changes; a stored value shows until the record is known.
 */
import { memo, useContext, useEffect } from 'react';
import type { DataSource } from '../../engine/data-source';
import { EngineContext } from '../../engine/renderer/context';
import type {
  CompiledField,
  FieldCellProps,
  FieldReadProps,
  FieldScope,
  FieldWidgetProps,
  StaticKindProps,
} from '../../engine/registry/types';
import { resolveRelation } from '../../engine/state/paths';
import { relationId, relationText } from '../kit/relation/relation-rows';
import { useRelationRecord } from '../kit/relation/use-relation';
import { useOptionalRelatedValue } from '../kit/store-values';
import type { RelationFormOptions } from '../relationForm/kind';
import type { RelationFormAttrOptions } from './kind';

/** The attribute's text: '' when the relation field is empty, undefined while its record is asked (or cannot be). */
function useAttribute(options: RelationFormAttrOptions, scope: FieldScope, dataSource: DataSource): string | undefined {
  const engine = useContext(EngineContext);
  const chosen = relationId(useOptionalRelatedValue(options.relationField || undefined, scope));
  const relation = options.relationField
    ? (engine?.controller.fieldAt(resolveRelation(options.relationField, scope)) as CompiledField<RelationFormOptions> | undefined)
    : undefined;
  const modelId = relation && 'modelId' in (relation.options ?? {}) ? relation.options.modelId : '';
  const record = useRelationRecord(modelId, chosen, options.showField, dataSource);
  if (!modelId) return undefined;
  if (!chosen) return '';
  if (record === undefined) return undefined;
  return relationText(record?.[options.showField]);
}

function AttrBox({ id, text, placeholder, disabled }: { id?: string; text: string; placeholder?: string; disabled: boolean }) {
  return (
    <div className="ef-box" data-disabled={disabled ? '' : undefined}>
      <input id={id} readOnly disabled={disabled} value={text} placeholder={placeholder} data-testid="relation-form-attr" />
    </div>
  );
}

function RelationFormAttrEditImpl({
  id,
  value,
  onChange,
  field,
  scope,
  dataSource,
  disabled,
}: FieldWidgetProps<string, RelationFormAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource);
  const stored = field.options.isStorage === 1 || field.options.isStorage === 2;
  // Stored: the value follows the choice (nothing is written while the record is asked).
  useEffect(() => {
    if (!stored || text === undefined) return;
    const next = text === '' ? undefined : text;
    if ((value ?? undefined) !== next) onChange(next);
  }, [stored, text, value, onChange]);
  return <AttrBox id={id} text={text ?? relationText(value)} placeholder={field.placeholder} disabled={disabled} />;
}

export const RelationFormAttrEdit = memo(RelationFormAttrEditImpl);

function RelationFormAttrReadImpl({ value, field, scope, dataSource }: FieldReadProps<string, RelationFormAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource);
  return <>{text || relationText(value)}</>;
}

export const RelationFormAttrRead = memo(RelationFormAttrReadImpl);

/** A list cell: the stored text (a list shows only stored attributes, reference 2.3 `isStorage` 2). */
export function RelationFormAttrCell({ value }: FieldCellProps<string, RelationFormAttrOptions>) {
  return <>{relationText(value)}</>;
}

/** Without a `__vModel__`: the text, in a read-only box while the form is edited. */
function RelationFormAttrStaticImpl({ field, mode, scope, dataSource }: StaticKindProps<RelationFormAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource) ?? '';
  if (mode === 'read') return <div className="ef-read">{text}</div>;
  return <AttrBox text={text} placeholder={field.placeholder} disabled={mode === 'disabled'} />;
}

export const RelationFormAttrStatic = memo(RelationFormAttrStaticImpl);
