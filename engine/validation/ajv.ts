/**
 * The engine's ajv (./ajv-instance.ts), loaded when a form needs it rather than with the engine: ajv and
 * its URI parser are a third of the engine's code, and most forms never call them (a search bar, a
 * dialog of plain fields: field-rules.ts checks simple field schemas itself). A form needs ajv when
 * `formNeedsValidator` says so: a field whose schema is not simple, a field RJSF draws itself (a pasted
 * schema's nested object or array), or a root schema whose shape depends on the data (xxxOf, if,
 * dependencies, $ref), where RJSF asks the validator which branch matches. EngineForm and FormDialog
 * load it before such a form renders; `engineValidator()` throws when it is not loaded.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { customizeValidator } from '@rjsf/validator-ajv8';
import type { CompiledForm } from '../compiler/types';
import type { CompiledField } from '../registry/types';
import { checkedSchema } from './field-rules';

export type EngineValidator = ReturnType<typeof customizeValidator>;

let loaded: EngineValidator | undefined;
let loading: Promise<EngineValidator> | undefined;

/** Loads ajv (once); resolves at once when it is in. After a failed load the next call tries again. */
export function loadValidator(): Promise<EngineValidator> {
  loading ??= import('./ajv-instance').then(
    ({ sharedValidator }) => (loaded = sharedValidator),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function validatorLoaded(): boolean {
  return loaded !== undefined;
}

/** The loaded validator; call `loadValidator()` first (EngineForm and FormDialog do for the forms that need it). */
export function engineValidator(): EngineValidator {
  if (!loaded) throw new Error('engine: ajv is not loaded; await loadValidator() before validating this form');
  return loaded;
}

/**
 * What RJSF gets as its validator: calls go to ajv once loaded. RJSF calls it only to pick a branch of
 * a data-dependent schema (for such forms ajv is loaded before they render) and to validate, which the
 * engine does itself (`noValidate`).
 */
export const deferredValidator: ValidatorType = {
  validateFormData: (...args) => engineValidator().validateFormData(...args),
  isValid: (...args) => engineValidator().isValid(...args),
  rawValidation: (...args) => engineValidator().rawValidation(...args),
  reset: () => loaded?.reset?.(),
};

/** Keywords that make a schema's shape depend on the data, or point elsewhere: RJSF consults ajv for them. */
const CONDITIONAL_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'dependencies', 'dependentSchemas', '$ref']);

function mentionsConditional(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsConditional);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => CONDITIONAL_KEYWORDS.has(key) || mentionsConditional(inner));
}

function fieldNeedsValidator(field: CompiledField): boolean {
  if (field.kind === '') return true;
  if (field.schema && !checkedSchema(field.schema).simple) return true;
  return (field.children ?? []).some(fieldNeedsValidator);
}

const needs = new WeakMap<object, boolean>();

/** Whether validating or drawing this form calls ajv (see above). */
export function formNeedsValidator(form: Pick<CompiledForm, 'schema' | 'fields' | 'dataDependent'>): boolean {
  let answer = needs.get(form);
  if (answer === undefined) {
    answer = form.dataDependent || [...form.fields.values()].some(fieldNeedsValidator) || mentionsConditional(form.schema as RJSFSchema);
    needs.set(form, answer);
  }
  return answer;
}

/** ajv 8's types, taken from the instance (the top-level `ajv` package in node_modules is another major). */
export type AjvInstance = EngineValidator['ajv'];
export type AjvValidateFunction = ReturnType<AjvInstance['compile']>;
export type AjvErrorObject = NonNullable<AjvValidateFunction['errors']>[number];
