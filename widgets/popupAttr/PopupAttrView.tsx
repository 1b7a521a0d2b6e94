/**
 * The popup attribute's renderings: the `showField` of the row chosen in its popup field, read from the
 * rows that field remembered or looked up (one lookup serves both). Stored (`isStorage`), the edit widget
 * writes the shown text into its value as the choice changes; a stored value shows until the row is known.
 */
import { memo, useContext, useEffect, useMemo } from 'react';
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
import { popupIds, type PopupSourceOptions } from '../kit/popup/popup-source';
import { usePopupRows } from '../kit/popup/use-popup-rows';
import { useOptionalRelatedValue } from '../kit/store-values';
import type { PopupAttrOptions } from './kind';

const NO_SOURCE: PopupSourceOptions = {
  propsValue: 'id',
  relationField: 'fullName',
  columnOptions: [],
  templateJson: [],
  hasPage: false,
  pageSize: 20,
  multiple: false,
  transferList: [],
};

/**
 * The attribute's text: '' when the popup field is empty, undefined while its rows are not known (or
 * cannot be: no popup field, no popup calls).
 */
function useAttribute(options: PopupAttrOptions, scope: FieldScope, dataSource: DataSource): string | undefined {
  const engine = useContext(EngineContext);
  const chosen = useOptionalRelatedValue(options.relationField || undefined, scope);
  const ids = useMemo(() => popupIds(chosen), [chosen]);
  const popup = options.relationField
    ? (engine?.controller.fieldAt(resolveRelation(options.relationField, scope)) as CompiledField<PopupSourceOptions> | undefined)
    : undefined;
  const source = popup && 'propsValue' in (popup.options ?? {}) ? popup.options : NO_SOURCE;
  const rows = usePopupRows(source, ids, dataSource, scope);
  if (!popup || source === NO_SOURCE) return undefined;
  if (ids.length === 0) return '';
  if (rows.loading) return undefined;
  const found = ids.map((id) => rows.row(id));
  if (found.some((row) => row === undefined)) return undefined;
  return found
    .map((row) => row?.[options.showField])
    .filter((text) => text !== null && text !== undefined && text !== '')
    .map(String)
    .join(',');
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function AttrBox({ id, text, placeholder, disabled }: { id?: string; text: string; placeholder?: string; disabled: boolean }) {
  return (
    <div className="ef-box" data-disabled={disabled ? '' : undefined}>
      <input id={id} readOnly disabled={disabled} value={text} placeholder={placeholder} data-testid="popup-attr" />
    </div>
  );
}

function PopupAttrEditImpl({ id, value, onChange, field, scope, dataSource, disabled }: FieldWidgetProps<string, PopupAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource);
  const stored = field.options.isStorage === 1 || field.options.isStorage === 2;
  // Stored: the value follows the choice (nothing is written while the row is unknown).
  useEffect(() => {
    if (!stored || text === undefined) return;
    const next = text === '' ? undefined : text;
    if ((value ?? undefined) !== next) onChange(next);
  }, [stored, text, value, onChange]);
  return <AttrBox id={id} text={text ?? asText(value)} placeholder={field.placeholder} disabled={disabled} />;
}

export const PopupAttrEdit = memo(PopupAttrEditImpl);

function PopupAttrReadImpl({ value, field, scope, dataSource }: FieldReadProps<string, PopupAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource);
  return <>{text || asText(value)}</>;
}

export const PopupAttrRead = memo(PopupAttrReadImpl);

/** A list cell: the stored text (a list shows only stored attributes, reference 2.3 `isStorage` 2). */
export function PopupAttrCell({ value }: FieldCellProps<string, PopupAttrOptions>) {
  return <>{asText(value)}</>;
}

/** Without a `__vModel__`: the text, in a read-only box while the form is edited. */
function PopupAttrStaticImpl({ field, mode, scope, dataSource }: StaticKindProps<PopupAttrOptions>) {
  const text = useAttribute(field.options, scope, dataSource) ?? '';
  if (mode === 'read') return <div className="ef-read">{text}</div>;
  return <AttrBox text={text} placeholder={field.placeholder} disabled={mode === 'disabled'} />;
}

export const PopupAttrStatic = memo(PopupAttrStaticImpl);
