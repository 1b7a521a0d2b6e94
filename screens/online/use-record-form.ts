/**
 * Opens a generated form's record as the page engine's dialogs open theirs (engine/page/FormDialog.tsx):
 * the record (when there is one), the form's kinds, @rjsf/core and ajv when needed load behind a
 * spinner, then a controller holds the values. A record or code that cannot load closes the dialog
 * (the client already said why).
 */
import { useEffect, useState } from 'react';
import {
  FormController,
  formKinds,
  formNeedsValidator,
  loadKinds,
  loadRjsf,
  loadValidator,
  type CompiledForm,
  type EngineLanguage,
} from '../../engine';

export interface RecordFormRequest {
  form: CompiledForm;
  /** The stored values; undefined for a new record (the form's defaults). */
  load(): Promise<Record<string, unknown> | undefined>;
  permissions: readonly string[] | null;
  language: EngineLanguage;
  onFail(): void;
}

export function useRecordForm({ form, load, permissions, language, onFail }: RecordFormRequest): FormController | null {
  const [controller, setController] = useState<FormController | null>(null);
  useEffect(() => {
    let current = true;
    const ready = Promise.all([load(), loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
    ready.then(
      ([values]) => current && setController(new FormController(form, { initialValues: values, language, permissions })),
      () => current && onFail(),
    );
    return () => {
      current = false;
    };
    // One load per opening: the dialog is mounted anew for each record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
  return controller;
}
