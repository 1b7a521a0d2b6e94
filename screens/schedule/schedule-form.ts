/** The schedule dialog's form, compiled once from its JNPF definition when first shown (the kinds are registered by then). */
import '../../widgets';
import { compileJnpfForm, formKinds, formNeedsValidator, loadKinds, loadRjsf, loadValidator, type CompiledForm } from '../../engine';
import { scheduleFormDefinition } from '../../schemas/schedule-form';

let compiled: CompiledForm | undefined;

export const scheduleForm = (): CompiledForm => (compiled ??= compileJnpfForm(scheduleFormDefinition));

/** The code the form needs before a controller is made for it: its kinds, @rjsf/core and, when it needs it, ajv. */
export function scheduleFormReady(): Promise<unknown> {
  const form = scheduleForm();
  return Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
}
