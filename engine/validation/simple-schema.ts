/**
 * Most field schemas are a type with a limit or two ({type: 'number'}, {type: 'string', maxLength: 50}).
 * ajv compiles a validator per schema object by generating code, which costs tens of milliseconds the
 * first time in a page and ~1 ms after — felt on the first keystroke in a sub-table cell and, hundreds
 * of times over, on the first submit of a large form. These schemas are checked here instead, with
 * ajv's semantics (as the engine configures it: `strict: false`, so numbers are not required to be
 * finite) and the first error ajv would report; anything else goes to ajv. A test keeps the two in step.
 */
export interface SimpleError {
  keyword: string;
  params: Record<string, unknown>;
}

/** Keywords that say nothing about validity. */
const ANNOTATIONS = new Set(['title', 'default', 'description', '$comment', 'examples', 'readOnly', 'writeOnly']);
const LIMITS = ['maxLength', 'minLength', 'maximum', 'minimum'] as const;
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']);

/** Whether `validateSimple` decides this schema (else ajv must). */
export function isSimpleSchema(schema: Record<string, unknown>): boolean {
  let limits = 0;
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (key === 'type') {
      const types = Array.isArray(value) ? value : [value];
      if (types.length === 0 || !types.every((t) => typeof t === 'string' && TYPES.has(t))) return false;
    } else if ((LIMITS as readonly string[]).includes(key)) {
      if (typeof value !== 'number') return false;
      limits++;
    } else if (key === 'enum') {
      if (!Array.isArray(value) || !value.every((v) => v === null || typeof v !== 'object')) return false;
    } else return false;
  }
  // Which of enum and a limit ajv reports first is its internal order: leave the pair to ajv.
  return !(limits > 0 && 'enum' in schema);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return typeof value === 'number' && !(value % 1) && !Number.isNaN(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return !!value && typeof value === 'object' && !Array.isArray(value);
    default:
      return typeof value === type;
  }
}

/** The first error ajv would give for a simple schema, or undefined when the value is valid. */
export function validateSimple(schema: Record<string, unknown>, value: unknown): SimpleError | undefined {
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];
    if (!types.some((t) => hasType(value, t))) return { keyword: 'type', params: { type: types.join(',') } };
  }
  if (typeof value === 'string') {
    const length = typeof schema.maxLength === 'number' || typeof schema.minLength === 'number' ? [...value].length : 0;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) return { keyword: 'maxLength', params: { limit: schema.maxLength } };
    if (typeof schema.minLength === 'number' && length < schema.minLength) return { keyword: 'minLength', params: { limit: schema.minLength } };
  }
  if (typeof value === 'number') {
    if (typeof schema.maximum === 'number' && !(value <= schema.maximum)) return { keyword: 'maximum', params: { comparison: '<=', limit: schema.maximum } };
    if (typeof schema.minimum === 'number' && !(value >= schema.minimum)) return { keyword: 'minimum', params: { comparison: '>=', limit: schema.minimum } };
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) return { keyword: 'enum', params: { allowedValues: schema.enum } };
  return undefined;
}
