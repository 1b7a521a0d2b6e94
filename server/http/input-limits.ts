import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';

/**
 * Limits every request schema gets without writing them out: text holds no control characters
 * (a NUL byte is refused by PostgreSQL's UTF-8 check; the others have no place in a form value), and
 * numbers stay within ±10^15 (exact as doubles, and as milliseconds a date JavaScript can hold).
 * Tab, line feed and carriage return stay allowed: text areas and rich text hold them.
 */
export const textKeyword = 'x-plain-text';
export const numberBound = 1e15;

// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacter = (text: string) => controlCharacter.test(text);

/** An Ajv plugin as Fastify takes it (its own Ajv 8: not the Ajv at the top of node_modules). */
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/** The Ajv plugin of the keyword (Fastify's `ajv.plugins`). */
export const plainTextKeyword: AjvPlugin = (ajv) => {
  ajv.addKeyword({
    keyword: textKeyword,
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (wanted: boolean, value: string) => !wanted || !hasControlCharacter(value),
  });
  return ajv;
};

type Schema = Record<string, unknown>;

const typesOf = (schema: Schema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** A copy of the schema with the limits added wherever a string or number is accepted. */
export function withInputLimits(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const copy: Schema = { ...(schema as Schema) };
  const types = typesOf(copy);
  if (types.includes('string') && copy[textKeyword] === undefined) copy[textKeyword] = true;
  if (types.includes('number') || types.includes('integer')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = numberBound;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = -numberBound;
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']) {
    if (copy[key] && typeof copy[key] === 'object')
      copy[key] = Array.isArray(copy[key]) ? (copy[key] as unknown[]).map(withInputLimits) : withInputLimits(copy[key]);
  }
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
    const members = copy[key] as Schema | undefined;
    if (members && typeof members === 'object')
      copy[key] = Object.fromEntries(Object.entries(members).map(([name, sub]) => [name, withInputLimits(sub)]));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withInputLimits);
  }
  return copy;
}

/** Gives the request schemas of every route registered from now on the limits. */
export function registerInputLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    if (!schema) return;
    route.schema = {
      ...schema,
      ...(schema.body ? { body: withInputLimits(schema.body) } : {}),
      ...(schema.querystring ? { querystring: withInputLimits(schema.querystring) } : {}),
      ...(schema.params ? { params: withInputLimits(schema.params) } : {}),
      ...(schema.headers ? { headers: withInputLimits(schema.headers) } : {}),
    };
  });
}
