/**
 * The link between RJSF and the engine's store. RJSF renders the structure once; each field kind is
 * an RJSF field that reads its value and errors from the store by path and writes changes straight
 * back, so a keystroke never re-renders the RJSF tree. Objects and arrays RJSF renders itself
 * (nested parts of a pasted schema) read fresh data from the store and send their changes to it.
 */
import { useCallback, type ComponentType } from 'react';
import type { ErrorSchema, FieldPathList, FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { UNSUPPORTED_KIND } from '../compiler/jnpf';
import type { KindRegistry } from '../registry/registry';
import { useFieldValue } from '../state/hooks';
import { useEngine } from './context';
import { KindField } from './kind-field';

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
