/**
 * Rendering forms logs nothing to console.error: Emotion warns there about selectors it cannot
 * render safely on a server (`:first-child`, `:nth-child`…), once per stylesheet, so this file
 * renders the forms before any other test in it can have inserted their styles.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDefinition } from '../helpers/engine';
import basicOld from '../../fixtures/forms/basic-old.json';
import basicNew from '../../fixtures/forms/basic-new.json';
import containersNew from '../../fixtures/forms/containers-new.json';
import calcTable from '../../fixtures/forms/e2-calc-table-new.json';
import display from '../../fixtures/forms/e2-display-new.json';
import pickers from '../../fixtures/forms/e2-pickers-new.json';
import system from '../../fixtures/forms/e2-system.json';

let errors: MockInstance<typeof console.error>;
beforeAll(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => errors.mockRestore());

const messages = () => errors.mock.calls.map((call) => call.map(String).join(' '));

describe('console.error while rendering forms', () => {
  it.each([
    ['basic (old generation)', basicOld],
    ['basic (new generation)', basicNew],
    ['containers', containersNew],
    ['sub-table and calculate', calcTable],
    ['display kinds', display],
    ['pickers', pickers],
    ['system kinds', system],
  ])('%s: nothing from Emotion', (_, definition) => {
    renderDefinition(definition);
    expect(document.querySelector('.engine-form')).toBeTruthy();
    cleanup();
    expect(messages().filter((m) => /emotion|pseudo class|server-side rendering/i.test(m))).toEqual([]);
  });

  it('an input with prepend and append addons (the boxed control styles)', () => {
    renderDefinition([{ __vModel__: 'a', __config__: { jnpfKey: 'input', label: '金额' }, addonBefore: '¥', addonAfter: '元' }]);
    expect(screen.getByText('¥')).toBeTruthy();
    cleanup();
    expect(messages()).toEqual([]);
  });
});
