/**
 * The views of the attribute kinds (description: attr-kind.ts): the `showField` of the row chosen in the
 * field named by `relationField`, found by the kind's `useText`. Stored (`isStorage`), the edit widget
 * writes the shown text into its value as the choice changes; a stored value shows until the row is known.
 */
import { memo, useContext, useEffect } from 'react';
import type { DataSource } from '../../../engine/data-source';
import { EngineContext } from '../../../engine/renderer/context';
import type {
  CompiledField,
  FieldCellProps,
  FieldReadProps,
  FieldScope,
  FieldWidgetProps,
  KindViews,
  StaticKindProps,
} from '../../../engine/registry/types';
import { resolveRelation } from '../../../engine/state/paths';
import { controlStyles } from '../../shared/control-styles';
import { relationText } from '../relation/relation-rows';
import { useOptionalRelatedValue } from '../store-values';
import type { AttrOptions } from './attr-kind';

/** Where an attribute reads: the value of the field it follows and that field (undefined outside a form or when named none). */
export interface AttrSource {
  chosen: unknown;
  related: CompiledField | undefined;
  showField: string;
  scope: FieldScope;
  dataSource: DataSource;
}

/** How a kind finds the text: '' when nothing is chosen, undefined while the row is not known (or cannot be). */
export type UseAttrText = (source: AttrSource) => string | undefined;

/** The views of an attribute kind; `testId` names its box for the tests. */
export function attrViews(useText: UseAttrText, testId: string): KindViews<string, AttrOptions> {
  function useAttribute({ relationField, showField }: AttrOptions, scope: FieldScope, dataSource: DataSource) {
    const engine = useContext(EngineContext);
    const chosen = useOptionalRelatedValue(relationField || undefined, scope);
    const related = relationField ? engine?.controller.fieldAt(resolveRelation(relationField, scope)) : undefined;
    return useText({ chosen, related, showField, scope, dataSource });
  }

  function AttrBox({ id, text, placeholder, disabled }: { id?: string; text: string; placeholder?: string; disabled: boolean }) {
    return (
      <div className="ef-box" data-disabled={disabled ? '' : undefined}>
        <input id={id} readOnly disabled={disabled} value={text} placeholder={placeholder} data-testid={testId} />
      </div>
    );
  }

  function AttrEdit({ id, value, onChange, field, scope, dataSource, disabled }: FieldWidgetProps<string, AttrOptions>) {
    const text = useAttribute(field.options, scope, dataSource);
    const stored = field.options.isStorage === 1 || field.options.isStorage === 2;
    // Stored: the value follows the choice (nothing is written while the row is unknown).
    useEffect(() => {
      if (!stored || text === undefined) return;
      const next = text === '' ? undefined : text;
      if ((value ?? undefined) !== next) onChange(next);
    }, [stored, text, value, onChange]);
    return <AttrBox id={id} text={text ?? relationText(value)} placeholder={field.placeholder} disabled={disabled} />;
  }

  function AttrRead({ value, field, scope, dataSource }: FieldReadProps<string, AttrOptions>) {
    const text = useAttribute(field.options, scope, dataSource);
    return <>{text || relationText(value)}</>;
  }

  /** A list cell: the stored text (a list shows only stored attributes, reference 2.3 `isStorage` 2). */
  function AttrCell({ value }: FieldCellProps<string, AttrOptions>) {
    return <>{relationText(value)}</>;
  }

  /** Without a `__vModel__`: the text, in a read-only box while the form is edited. */
  function AttrStatic({ field, mode, scope, dataSource }: StaticKindProps<AttrOptions>) {
    const text = useAttribute(field.options, scope, dataSource) ?? '';
    if (mode === 'read') return <div className="ef-read">{text}</div>;
    return <AttrBox text={text} placeholder={field.placeholder} disabled={mode === 'disabled'} />;
  }

  return { Edit: memo(AttrEdit), Read: memo(AttrRead), Cell: AttrCell, Static: memo(AttrStatic), styles: controlStyles };
}
