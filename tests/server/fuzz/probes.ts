/**
 * Hostile requests for one operation of the OpenAPI document: odd path parameters, wrong or huge
 * query values, and bodies that are missing, malformed, mistyped, oversized, deeply nested or
 * carrying NUL bytes. Pure: the test sends them.
 */
export interface Probe {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

type Schema = Record<string, any>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const oddPathValues = [
  '%00',
  'a%00b',
  '%01%02',
  '..%2F..%2Fetc%2Fpasswd',
  '99999999999999999999',
  '-1',
  '0',
  '%F0%9F%98%80',
  'x'.repeat(90),
  "'%20or%201=1--",
  '%E2%80%AE',
];
const oddQueryValues = [
  '%00',
  'abc',
  '99999999999999999999',
  '-99999999999999999999',
  '1e300',
  '-1e300',
  'NaN',
  '',
  'x'.repeat(10_000),
  "'%3Bdrop%20table%20users--",
];
const huge = 'x'.repeat(1_048_000);

const typesOf = (schema: Schema | undefined): string[] => (Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : []);

/** A value the schema accepts, as near as a generic reading of it gets. */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name: string) => [name, sampleOf(schema.properties?.[name])]));
    case 'null':
      return null;
    default:
      return 'fuzz'.padEnd(Math.min(schema.minLength ?? 0, 64), 'z');
  }
}

/** Wrong values for a field of this schema: another type, NUL bytes, huge and out-of-range numbers. */
function wrongValuesFor(schema: Schema | undefined): [string, unknown][] {
  const types = typesOf(schema);
  const values: [string, unknown][] = [
    ['an object', { $gt: '' }],
    ['an array', ['a', 1]],
    ['null', null],
  ];
  if (types.includes('string') || !types.length)
    values.push(
      ['a number', 12345],
      ['a NUL byte', 'a\u0000b'],
      ['control characters', '\u0001\u001b[31m'],
      ['a lone surrogate', '\ud800'],
    );
  if (types.includes('integer') || types.includes('number')) {
    values.push(
      ['text', 'abc'],
      ['1e300', 1e300],
      ['-1e300', -1e300],
      ['a date beyond JavaScript', 8_640_000_000_000_001],
      ['a fraction', 0.5],
      ['a big integer', 1e20],
    );
  }
  if (types.includes('boolean')) values.push(['text', 'yes']);
  return values;
}

function deeplyNested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_whole, name: string) => pathValues[name] ?? 'fuzz-id');
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

export function probesOf(operation: Operation): Probe[] {
  const { method, path } = operation;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const baseQuery = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema)))]),
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const takesBody = Boolean(bodySchema) || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  const baseBody = bodySchema ? (sampleOf(bodySchema) as Record<string, unknown>) : {};
  const json = (label: string, payload: string): Probe => ({
    label,
    method,
    url: urlOf(path, {}, baseQuery),
    contentType: 'application/json',
    payload,
  });

  const probes: Probe[] = [{ label: 'plain', method, url: urlOf(path, {}, baseQuery) }];
  for (const param of pathParams) {
    for (const value of oddPathValues)
      probes.push({ label: `path ${param.name}=${value.slice(0, 20)}`, method, url: urlOf(path, { [param.name]: value }, baseQuery) });
  }
  for (const param of queryParams) {
    for (const value of oddQueryValues) {
      probes.push({
        label: `query ${param.name}=${value.slice(0, 20)}`,
        method,
        url: urlOf(path, {}, { ...baseQuery, [param.name]: value }),
      });
    }
    probes.push({
      label: `query ${param.name} twice`,
      method,
      url: `${urlOf(path, {}, { ...baseQuery, [param.name]: '1' })}&${param.name}=2`,
    });
  }
  if (!takesBody) return probes;

  probes.push(
    json('an empty object', '{}'),
    json('malformed JSON', '{"a":'),
    json('an array', '[]'),
    json('null', 'null'),
    json('a string', '"text"'),
    json('deep nesting', deeplyNested(5_000)),
    json('a body over the size limit', JSON.stringify({ ...baseBody, padding: 'x'.repeat(1_100_000) })),
    { label: 'text instead of JSON', method, url: urlOf(path, {}, baseQuery), contentType: 'text/plain', payload: 'hello' },
    {
      label: 'form-encoded junk',
      method,
      url: urlOf(path, {}, baseQuery),
      contentType: 'application/x-www-form-urlencoded',
      payload: 'a=%00&b[c]=1&&=',
    },
  );
  const properties = Object.entries((bodySchema?.properties ?? {}) as Record<string, Schema>);
  for (const [name, schema] of properties) {
    for (const [label, value] of wrongValuesFor(schema))
      probes.push(json(`body ${name} as ${label}`, JSON.stringify({ ...baseBody, [name]: value })));
  }
  const firstText = properties.find(([, schema]) => typesOf(schema).includes('string'));
  if (firstText) probes.push(json(`body ${firstText[0]} of a megabyte`, JSON.stringify({ ...baseBody, [firstText[0]]: huge })));
  return probes;
}

/** What an answer must never show: a stack frame, a source path or SQL. */
export const leaks = [
  /\bat [\w.<>]+ \(/,
  /\.(ts|js):\d+/,
  /\bselect\b[^]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate \w+ set\b/i,
  /\bdelete from\b/i,
  /node_modules/,
];
