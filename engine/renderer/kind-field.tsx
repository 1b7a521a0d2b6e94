/**
 * One data field drawn by its kind: reads its value and errors from the store by path and writes
 * changes straight back, so a keystroke never re-renders the form around it. RJSF renders it as the
 * field of every kind key (bridge-fields.tsx); a form drawn without RJSF (plain-fields.tsx) renders it
 * itself with the same props. No RJSF code runs here: its props are typed as RJSF's, nothing more.
 */
import { memo, useCallback, useMemo } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { fieldFromUi } from '../compiler/field-from-ui';
import type { CompiledField, FieldScope } from '../registry/types';
import { useFieldErrors, useFieldValue } from '../state/hooks';
import { pathKey } from '../state/paths';
import { useEngine } from './context';
import { labelId } from './FieldShell';
import { TextRead } from './TextRead';
import { UnsupportedNotice } from './Unsupported';

const ROOT_SCOPE: FieldScope = [];

/** What a kind field reads of RJSF's field props. */
export type KindFieldProps = Pick<FieldProps, 'fieldPathId' | 'uiSchema' | 'schema' | 'name' | 'required' | 'disabled' | 'readonly'>;

function KindFieldImpl({ fieldPathId, uiSchema, schema, name, required, disabled, readonly }: KindFieldProps) {
  const { controller, form, mode, dataSource, registry } = useEngine();
  const path = fieldPathId.path;
  const key = pathKey(path);
  const kindKey = String((uiSchema as UiSchema | undefined)?.['ui:field'] ?? '');
  const kind = registry.get(kindKey);
  const field: CompiledField = useMemo(
    () =>
      (path.length === 1 ? form.fields.get(String(path[0])) : undefined) ??
      fieldFromUi({ id: name, name, kind: kindKey, schema, ui: uiSchema, required: required === true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the path
    [form, key, name, kindKey, schema, uiSchema, required],
  );
  const value = useFieldValue(path);
  const errors = useFieldErrors(path);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const onChange = useCallback((next: unknown) => controller.change(path, next), [controller, key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const onBlur = useCallback(() => controller.blur(path), [controller, key]);

  if (!kind) return <UnsupportedNotice field={field} />;
  const id = fieldPathId.$id;
  if (mode === 'read' || !kind.Edit) {
    const Read = kind.Read ?? TextRead;
    return (
      <div className="ef-read" id={id} aria-labelledby={labelId(id)}>
        <Read id={`${id}__read`} value={value} field={field} dataSource={dataSource} scope={ROOT_SCOPE} />
      </div>
    );
  }
  const Edit = kind.Edit;
  return (
    <Edit
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={mode === 'disabled' || disabled === true || field.disabled || form.settings.disabled}
      readOnly={readonly === true || field.readOnly}
      field={field}
      dataSource={dataSource}
      error={errors?.[0]}
      scope={ROOT_SCOPE}
    />
  );
}

export const KindField = memo(KindFieldImpl);
