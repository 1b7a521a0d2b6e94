import { describe, expect, it } from 'vitest';
import { jnpfFormSchema } from '../../../schemas/jnpf-form';
import { SUPPORTED_KEYWORDS, validateSubset } from '../../../engine/compiler/schema-subset';
import { engineValidator } from '../../../engine/validation/ajv';

function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => keywordsOf(s, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' || key === 'definitions') {
        found.add(key);
        Object.values(value as object).forEach((s) => keywordsOf(s, found));
      } else {
        found.add(key);
        if (typeof value === 'object') keywordsOf(value, found);
      }
    }
  }
  return found;
}

const samples: unknown[] = [
  { fields: [] },
  { nope: 1 },
  { fields: 'x' },
  { fields: [{ __config__: { label: '姓名' } }] },
  { fields: [{ __vModel__: 3, __config__: { jnpfKey: '' } }] },
  { fields: [{ __config__: { jnpfKey: 'input', span: 30, regList: [{ message: 'm' }], trigger: 5, visibility: ['pc', 1] } }] },
  { labelPosition: 'middle', labelWidth: true, fields: [{ __config__: { jnpfKey: 'row', children: [{ __config__: {} }] }, on: { change: 1 } }] },
  { fields: [{ __config__: { jnpfKey: 'input', labelWidth: null, trigger: ['blur', 'change'] } }] },
];

describe('definition check', () => {
  it('uses only keywords the interpreter supports', () => {
    const unsupported = [...keywordsOf(jnpfFormSchema)].filter((k) => !SUPPORTED_KEYWORDS.has(k) && !['fields', '__config__'].includes(k));
    // Keys under `properties` are property names, not keywords: only schema keywords may remain.
    const propertyNames = new Set<string>();
    const collect = (s: unknown) => {
      if (s && typeof s === 'object') {
        const props = (s as { properties?: object }).properties;
        if (props) Object.keys(props).forEach((k) => propertyNames.add(k));
        Object.values(s).forEach(collect);
      }
    };
    collect(jnpfFormSchema);
    expect(unsupported.filter((k) => !propertyNames.has(k))).toEqual([]);
  });

  it.each(samples.map((s, i) => [i, s]))('agrees with ajv on sample %i', (_, sample) => {
    const ajv = engineValidator().ajv.compile(jnpfFormSchema);
    ajv(sample);
    // ajv also lists each failed anyOf branch; the interpreter reports the anyOf itself.
    const fromAjv = (ajv.errors ?? []).filter((e) => !e.schemaPath.includes('anyOf')).map((e) => `${e.instancePath} ${e.keyword}`);
    const ours = validateSubset(jnpfFormSchema as unknown as Record<string, unknown>, sample)
      .filter((e) => e.keyword !== 'anyOf')
      .map((e) => `${e.instancePath} ${e.keyword}`);
    expect(ours.sort()).toEqual([...new Set(fromAjv)].sort());
  });
});
