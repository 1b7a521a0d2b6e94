/**
 * The one ajv (8, through @rjsf/validator-ajv8) the engine validates with, with the reusable
 * patterns of spec 000 section 5 as formats.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { patternFormats } from '../../schemas/patterns';

// Made when the engine loads (as @rjsf/validator-ajv8's default validator is), not at a form's first mount.
const shared = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(patternFormats).map(([name, p]) => [name, p.regex])),
});

export function engineValidator(): typeof shared {
  return shared;
}

/** ajv 8's types, taken from the instance (the top-level `ajv` package in node_modules is another major). */
export type AjvInstance = ReturnType<typeof customizeValidator>['ajv'];
export type AjvValidateFunction = ReturnType<AjvInstance['compile']>;
export type AjvErrorObject = NonNullable<AjvValidateFunction['errors']>[number];
