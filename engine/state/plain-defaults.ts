/**
 * A form's starting values without RJSF, for the one case where RJSF's default computation is plain: a
 * flat object schema of scalar properties (string, number, integer, boolean, null; no `const`, no
 * object or array, nothing conditional or referenced) starting from no values. RJSF then gives each
 * property with a `default` its default and leaves the rest out, and so does this. Anything else
 * returns undefined and goes to RJSF (./controller.ts).
 */
import type { RJSFSchema } from '@rjsf/utils';

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);
/** Keywords that make RJSF compute more than a property's `default`. */
const RJSF_KEYWORDS = [
  'const',
  'default',
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'properties',
  'items',
  'additionalProperties',
  'patternProperties',
  'minItems',
];

function isScalar(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return false;
  const s = schema as RJSFSchema;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (!types.every((type) => typeof type === 'string' && SCALAR_TYPES.has(type))) return false;
  if (RJSF_KEYWORDS.some((keyword) => keyword !== 'default' && keyword in s)) return false;
  return s.default === undefined || s.default === null || typeof s.default !== 'object';
}

export function plainDefaults(schema: RJSFSchema, values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (values && Object.keys(values).length > 0) return undefined;
  if (schema.type !== 'object' || !schema.properties) return undefined;
  if (RJSF_KEYWORDS.some((keyword) => keyword !== 'properties' && keyword in schema)) return undefined;
  const properties = Object.entries(schema.properties);
  if (!properties.every(([, property]) => isScalar(property))) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, property] of properties) {
    const value = (property as RJSFSchema).default;
    if (value !== undefined) out[name] = value;
  }
  return out;
}
