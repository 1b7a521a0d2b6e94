/**
 * A small interpreter of the JSON Schema keywords schemas/jnpf-form.ts uses, answering ajv-shaped
 * errors. The definition check runs on every compile, and ajv's first compile of that schema costs
 * ~60-100 ms in a browser (code generation, cold): this walks the same schema in well under a
 * millisecond for hundreds of fields. `SUPPORTED_KEYWORDS` is checked against the schema by a test.
 */

export interface SubsetError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

type Schema = Record<string, unknown>;

export const SUPPORTED_KEYWORDS = new Set([
  '$id',
  'definitions',
  '$ref',
  'type',
  'required',
  'properties',
  'items',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'anyOf',
  'additionalProperties',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeOf(value) === type;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function validateSubset(root: Schema, data: unknown): SubsetError[] {
  const errors: SubsetError[] = [];
  const resolve = (ref: string): Schema => {
    const name = /^#\/definitions\/(.+)$/.exec(ref)?.[1];
    const target = name ? (root.definitions as Record<string, Schema> | undefined)?.[name] : undefined;
    if (!target) throw new Error(`Unsupported $ref ${ref}`);
    return target;
  };

  const check = (schema: Schema, value: unknown, path: string, out: SubsetError[]): void => {
    if (typeof schema.$ref === 'string') return check(resolve(schema.$ref), value, path, out);
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
      if (!types.some((t) => hasType(value, t))) {
        out.push({ instancePath: path, keyword: 'type', params: { type: types.join(',') } });
        return;
      }
    }
    if (Array.isArray(schema.enum) && !schema.enum.some((e) => e === value)) out.push({ instancePath: path, keyword: 'enum', params: { allowedValues: schema.enum } });
    if (typeof value === 'number') {
      if (typeof schema.minimum === 'number' && value < schema.minimum) out.push({ instancePath: path, keyword: 'minimum', params: { limit: schema.minimum } });
      if (typeof schema.maximum === 'number' && value > schema.maximum) out.push({ instancePath: path, keyword: 'maximum', params: { limit: schema.maximum } });
    }
    if (typeof value === 'string' && typeof schema.minLength === 'number' && [...value].length < schema.minLength) {
      out.push({ instancePath: path, keyword: 'minLength', params: { limit: schema.minLength } });
    }
    if (Array.isArray(schema.anyOf)) {
      const attempts = (schema.anyOf as Schema[]).map((option) => {
        const inner: SubsetError[] = [];
        check(option, value, path, inner);
        return inner;
      });
      if (attempts.every((a) => a.length > 0)) out.push({ instancePath: path, keyword: 'anyOf', params: {} });
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      for (const key of (schema.required as string[] | undefined) ?? []) {
        if (!(key in record)) out.push({ instancePath: path, keyword: 'required', params: { missingProperty: key } });
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const [key, child] of Object.entries(record)) {
        const childSchema = properties[key] ?? (typeof schema.additionalProperties === 'object' ? (schema.additionalProperties as Schema) : undefined);
        if (childSchema && child !== undefined) check(childSchema, child, `${path}/${escape(key)}`, out);
      }
    }
    if (Array.isArray(value) && schema.items && typeof schema.items === 'object') {
      value.forEach((item, index) => check(schema.items as Schema, item, `${path}/${index}`, out));
    }
  };

  check(root, data, '', errors);
  return errors;
}
