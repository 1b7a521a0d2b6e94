/** The work-order forms, each compiled once from its JNPF definition when first shown (the kinds are registered by then). */
import '../../widgets';
import { compileJnpfForm, formKinds, formNeedsValidator, loadKinds, loadRjsf, loadValidator, type CompiledForm } from '../../engine';
import {
  checkFormDefinition,
  collaborateFormDefinition,
  dispatchFormDefinition,
  noteFormDefinition,
  replyFormDefinition,
  returnFormDefinition,
  submitFormDefinition,
  urgeFormDefinition,
  workOrderFormDefinition,
  type WorkOrderFormDefinition,
} from '../../schemas/workorder-form';

export const workOrderDefinitions = {
  workOrder: workOrderFormDefinition,
  dispatch: dispatchFormDefinition,
  return: returnFormDefinition,
  submit: submitFormDefinition,
  check: checkFormDefinition,
  collaborate: collaborateFormDefinition,
  reply: replyFormDefinition,
  note: noteFormDefinition,
  urge: urgeFormDefinition,
} satisfies Record<string, WorkOrderFormDefinition>;

export type WorkOrderFormName = keyof typeof workOrderDefinitions;

const compiled = new Map<WorkOrderFormName, CompiledForm>();

export function workOrderForm(name: WorkOrderFormName): CompiledForm {
  let form = compiled.get(name);
  if (!form) compiled.set(name, (form = compileJnpfForm(workOrderDefinitions[name])));
  return form;
}

/** The code a form needs before a controller is made for it: its kinds, @rjsf/core and, when it needs it, ajv. */
export function workOrderFormReady(name: WorkOrderFormName): Promise<unknown> {
  const form = workOrderForm(name);
  return Promise.all([loadKinds(formKinds(form)), loadRjsf(), formNeedsValidator(form) ? loadValidator() : undefined]);
}
