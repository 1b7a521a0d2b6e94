/**
 * The link between RJSF and the engine's store. RJSF renders the structure once; each field kind is
 * an RJSF field that reads its value and errors from the store by path and writes changes straight
 * back, so a keystroke never re-renders the RJSF tree. Objects and arrays RJSF renders itself
 * (nested parts of a pasted schema) read fresh data from the store and send their changes to it.
 */
import { memo, useCallback, useMemo, type ComponentType } from 'react';
import type { ErrorSchema, FieldPathList, FieldProps, RegistryFieldsType, UiSchema } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { fieldFromUi } from '../compiler/field-from-ui';
import { UNSUPPORTED_KIND } from '../compiler/jnpf';
import type { KindRegistry } from '../registry/registry';
import type { CompiledField, FieldScope } from '../registry/types';
import { useFieldErrors, useFieldValue } from '../state/hooks';
import { pathKey } from '../state/paths';
import { useEngine } from './context';
import { labelId } from './FieldShell';
import { TextRead } from './TextRead';
import { UnsupportedNotice } from './Unsupported';

const ROOT_SCOPE: FieldScope = [];

function KindFieldImpl({ fieldPathId, uiSchema, schema, name, required, disabled, readonly }: FieldProps) {
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

const KindField = memo(KindFieldImpl);

const core = getDefaultRegistry().fields;

/** RJSF's ObjectField on store data; the root reads the store only when the schema depends on data. */
function StoreObjectField(props: FieldProps) {
  const { form } = useEngine();
  const path = props.fieldPathId.path;
  const live = path.length > 0 || form.dataDependent;
  const fresh = useFieldValue(live ? path : ['\u0000static']);
  const onChange = useStoreChange();
  const CoreObjectField = core.ObjectField as ComponentType<FieldProps>;
  return <CoreObjectField {...props} formData={live ? fresh : props.formData} onChange={onChange} />;
}

/** RJSF's ArrayField (add, remove, reorder) on store data. */
function StoreArrayField(props: FieldProps) {
  const fresh = useFieldValue(props.fieldPathId.path);
  const onChange = useStoreChange();
  const CoreArrayField = core.ArrayField as ComponentType<FieldProps>;
  return <CoreArrayField {...props} formData={fresh} onChange={onChange} />;
}

function useStoreChange() {
  const { controller } = useEngine();
  return useCallback(
    (value: unknown, path: FieldPathList, _errors?: ErrorSchema, _id?: string) => controller.change(path, value),
    [controller],
  );
}

/** The RJSF `fields` of a registry: every kind key is the bridge; objects and arrays read the store. */
export function bridgeFields(registry: KindRegistry): RegistryFieldsType {
  const fields: RegistryFieldsType = { ObjectField: StoreObjectField, ArrayField: StoreArrayField, [UNSUPPORTED_KIND]: KindField };
  for (const kind of registry.all()) fields[kind.key] = KindField;
  return fields;
}
