/** Which forms load ajv before they render (engine/validation/ajv.ts), and the validator RJSF gets. */
import { describe, expect, it } from 'vitest';
import { compileSchemaForm } from '../../../engine/compiler/schema-pair';
import { deferredValidator, engineValidator, formNeedsValidator } from '../../../engine/validation/ajv';

describe('formNeedsValidator', () => {
  it('is false for plain fields with simple schemas (a search bar, most dialogs)', () => {
    const form = compileSchemaForm(
      { type: 'object', properties: { keyword: { type: 'string', title: 'Keyword', maxLength: 50 }, age: { type: 'number' } } },
      { keyword: { 'ui:field': 'input' }, age: { 'ui:field': 'inputNumber' } },
    );
    expect(formNeedsValidator(form)).toBe(false);
  });

  it('is true for a field schema ajv must check, a field RJSF draws itself, or a data-dependent schema', () => {
    const pattern = compileSchemaForm({ type: 'object', properties: { code: { type: 'string', pattern: '^[a-z]+$' } } }, { code: { 'ui:field': 'input' } });
    const native = compileSchemaForm({ type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } } } });
    const branches = compileSchemaForm(
      { type: 'object', properties: { kind: { type: 'string' } }, oneOf: [{ properties: { kind: { const: 'a' } } }, { properties: { kind: { const: 'b' } } }] },
      { kind: { 'ui:field': 'input' } },
    );
    expect(formNeedsValidator(pattern)).toBe(true);
    expect(formNeedsValidator(native)).toBe(true);
    expect(formNeedsValidator(branches)).toBe(true);
  });

  it('hands RJSF the loaded ajv (tests/unit/setup.ts loads it)', () => {
    expect(deferredValidator.isValid({ type: 'string' }, 'x', {})).toBe(true);
    expect(deferredValidator.isValid({ type: 'string' }, 1, {})).toBe(false);
    expect(engineValidator().ajv).toBeDefined();
  });
});
