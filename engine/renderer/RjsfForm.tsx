/**
 * The form on @rjsf/core with the engine's templates and field kinds: RJSF lays the form out once and
 * each field subscribes to its own path in the store. A chunk of its own, loaded by ./rjsf.ts.
 */
import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { CompiledForm } from '../compiler/types';
import type { KindRegistry } from '../registry/registry';
import type { FormMode } from '../registry/types';
import { deferredValidator } from '../validation/ajv';
import { bridgeFields } from './bridge-fields';
import { engineTemplates } from './templates';

export interface RjsfFormProps {
  form: CompiledForm;
  registry: KindRegistry;
  mode: FormMode;
  /** The starting data, given once per controller; afterwards each field reads the store. */
  formData: Record<string, unknown>;
  idPrefix: string;
  idSeparator: string;
}

export function RjsfForm({ form, registry, mode, formData, idPrefix, idSeparator }: RjsfFormProps) {
  const fields = useMemo(() => bridgeFields(registry), [registry]);
  return (
    <Form
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={formData}
      validator={deferredValidator}
      fields={fields}
      templates={engineTemplates}
      idPrefix={idPrefix}
      idSeparator={idSeparator}
      tagName="div"
      noValidate
      noHtml5Validate
      showErrorList={false}
      disabled={mode === 'disabled'}
      readonly={mode === 'read'}
    >
      <></>
    </Form>
  );
}
