import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BillDateFormat } from '../../../api/bill-rule';
import type { DictionaryItemInput, DictionaryTypeInput } from '../../../api/dictionary';
import {
  dictionaryDataResource,
  dictionaryTypeResource,
  type DictionaryItemValues,
  type DictionaryTypeValues,
} from '../../../schemas/resources/dictionary';
import { billRuleResource, type BillRuleInfo } from '../../../schemas/resources/bill-rule';
import type { ResourceInfo } from '../../../schemas/resources/define';
import { positionResource } from '../../../schemas/resources/position';
import type { SchemaValues } from '../../../schemas/schema-values';

// Checked by the type check (tsc over tests/); the runtime assertions keep the schemas honest too.
describe('types read from the schemas', () => {
  it('types each property from its schema: enums as their members, integers as numbers, arrays and objects inside', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'integer' },
        on: { type: 'boolean' },
        kind: { type: 'string', enum: ['a', 'b'] as ('a' | 'b')[] },
        tags: { type: 'array', items: { type: 'string' } },
        inner: { type: 'object', properties: { n: { type: 'number' } } },
      },
    } as const;
    expectTypeOf<SchemaValues<typeof schema>>().toEqualTypeOf<{
      name?: string;
      count?: number;
      on?: boolean;
      kind?: 'a' | 'b';
      tags?: string[];
      inner?: { n?: number };
    }>();
    expect(Object.keys(schema.properties)).toHaveLength(6);
  });

  it('gives a resource record every field of its dialog, typed from the schema the server validates with', () => {
    expectTypeOf<BillRuleInfo['dateFormat']>().toEqualTypeOf<BillDateFormat>();
    expectTypeOf<BillRuleInfo['digit']>().toEqualTypeOf<string>();
    expectTypeOf<BillRuleInfo['sortCode']>().toEqualTypeOf<number>();
    expectTypeOf<BillRuleInfo['id']>().toEqualTypeOf<string>();
    expectTypeOf<ResourceInfo<typeof positionResource>['organizeId']>().toEqualTypeOf<string>();
    expect(billRuleResource.form.schema.properties.dateFormat.enum).toEqual(['yyyyMMdd', 'yyyyMM', 'yyyy', 'no']);
  });

  it('keeps the client’s dictionary bodies (api/, below the schemas) to the fields the server validates', () => {
    expectTypeOf<keyof DictionaryTypeInput>().toEqualTypeOf<Exclude<keyof DictionaryTypeValues, 'id'>>();
    expectTypeOf<keyof DictionaryItemInput>().toEqualTypeOf<Exclude<keyof DictionaryItemValues, 'id'>>();
    expect(Object.keys(dictionaryTypeResource.form.schema.properties)).toContain('isTree');
    expect(dictionaryDataResource.fields.dictionaryTypeId.createOnly).toBe(true);
  });
});
