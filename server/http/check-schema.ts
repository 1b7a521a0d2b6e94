/**
 * Checks a value against the small JSON Schema subset the schemas of schemas/ use (type, required,
 * properties, string lengths, number limits, enum, array items): for data that does not arrive as a
 * request body, such as an uploaded file, so it passes the same rules as the dialog. Answers the first
 * problem as a path and keyword, or undefined.
 */
export interface SchemaProblem {
  path: string;
  keyword: string;
}

type Schema = {
  type?: string | readonly string[];
  required?: readonly string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  enum?: readonly unknown[];
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(value: unknown, wanted: string | readonly string[]): boolean {
  const actual = typeOf(value);
  const list = typeof wanted === 'string' ? [wanted] : wanted;
  return list.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

export function checkSchema(schema: Schema, value: unknown, path = ''): SchemaProblem | undefined {
  const at = (keyword: string, sub = path): SchemaProblem => ({ path: sub || '/', keyword });
  if (schema.type && !typeMatches(value, schema.type)) return at('type');
  if (schema.enum && !schema.enum.includes(value)) return at('enum');
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return at('minLength');
    if (schema.maxLength !== undefined && length > schema.maxLength) return at('maxLength');
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return at('minimum');
    if (schema.maximum !== undefined && value > schema.maximum) return at('maximum');
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return at('maxItems');
    if (schema.items) {
      for (const [index, item] of value.entries()) {
        const problem = checkSchema(schema.items, item, `${path}/${index}`);
        if (problem) return problem;
      }
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (record[name] === undefined) return at('required', `${path}/${name}`);
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      if (record[name] === undefined) continue;
      const problem = checkSchema(sub, record[name], `${path}/${name}`);
      if (problem) return problem;
    }
  }
  return undefined;
}
