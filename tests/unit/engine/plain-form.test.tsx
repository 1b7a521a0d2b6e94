/**
 * A flat search form drawn without RJSF (engine/renderer/plain-fields.tsx, engine/state/plain-defaults.ts)
 * gives what RJSF gives: the same starting values and the same DOM.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createSchemaUtils, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import '../../../widgets';
import { compileSchemaForm, createMemoryDataSource, EngineForm, FormController, loadKinds } from '../../../engine';
import { drawsWithoutRjsf } from '../../../engine/renderer/plain-fields';
import { fieldKinds } from '../../../engine/registry/registry';
import { plainDefaults } from '../../../engine/state/plain-defaults';
import { deferredValidator } from '../../../engine/validation/ajv';

const schema: RJSFSchema = {
  type: 'object',
  required: ['keyword'],
  properties: {
    keyword: { type: 'string', title: 'Keyword' },
    enabled: { type: 'boolean', title: 'Enabled', default: true },
    count: { type: 'integer', default: 3 },
    note: { type: 'string' },
  },
};
const uiSchema: UiSchema = {
  keyword: { 'ui:field': 'input', 'ui:options': { placeholder: 'Enter a keyword' } },
  enabled: { 'ui:field': 'switch' },
  count: { 'ui:field': 'inputNumber', 'ui:title': 'How many' },
  note: { 'ui:field': 'input', 'ui:options': { hidden: true } },
};

describe('a flat form without RJSF', () => {
  it('starts from the defaults RJSF computes, and leaves other schemas to RJSF', () => {
    const rjsf = createSchemaUtils(deferredValidator, schema).getDefaultFormState(schema, {});
    expect(plainDefaults(schema, undefined)).toEqual(rjsf);
    expect(plainDefaults(schema, {})).toEqual(rjsf);
    expect(plainDefaults(schema, { keyword: 'x' })).toBeUndefined();
    expect(
      plainDefaults({ type: 'object', properties: { range: { type: 'array', items: { type: 'string' } } } }, undefined),
    ).toBeUndefined();
    expect(plainDefaults({ type: 'object', properties: { kind: { type: 'string', const: 'a' } } }, undefined)).toBeUndefined();
    expect(plainDefaults({ type: 'object', properties: { a: { type: 'string' } }, dependencies: { a: ['b'] } }, undefined)).toBeUndefined();
  });

  it('draws the same DOM as RJSF', async () => {
    await loadKinds();
    const form = compileSchemaForm(schema, uiSchema);
    expect(drawsWithoutRjsf(form, fieldKinds)).toBe(true);
    const dataSource = createMemoryDataSource();
    const html = async (plain: boolean) => {
      const view = render(
        <ChakraProvider value={defaultSystem}>
          <div data-testid="form">
            <EngineForm
              form={form}
              controller={new FormController(form, { language: 'en' })}
              dataSource={dataSource}
              language="en"
              plain={plain}
            />
          </div>
        </ChakraProvider>,
      );
      await screen.findByText('Keyword');
      // ids carry a prefix from useId: compare them with it removed.
      const out = screen.getByTestId('form').innerHTML.replace(/ef[a-zA-Z0-9]*?_/g, 'ef_');
      view.unmount();
      return out;
    };
    const withRjsf = await html(false);
    const withoutRjsf = await html(true);
    expect(withoutRjsf).toContain('How many');
    expect(withoutRjsf).not.toContain('note');
    expect(withoutRjsf).toBe(withRjsf);
  });
});
