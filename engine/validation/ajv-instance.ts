/**
 * The one ajv (8, through @rjsf/validator-ajv8) the engine validates with, with the reusable patterns
 * of spec 000 section 5 as formats. Loaded on demand (./ajv.ts): made when this chunk loads.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import { patternFormats } from '../../schemas/patterns';

export const sharedValidator = customizeValidator({
  customFormats: Object.fromEntries(Object.entries(patternFormats).map(([name, p]) => [name, p.regex])),
});
