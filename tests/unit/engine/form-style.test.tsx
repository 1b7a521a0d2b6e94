/** formStyle (reference 2.1): 'word-form' gives the document look, bordered rows. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const fields = [{ __vModel__: 'a', __config__: { jnpfKey: 'input', label: '用户名' } }];

describe('formStyle', () => {
  it("'word-form' draws each field as a bordered row", () => {
    const { container } = renderDefinition({ formStyle: 'word-form', fields });
    expect(container.querySelector('.engine-form')?.getAttribute('data-form-style')).toBe('word-form');
    const item = screen.getByText('用户名').closest('.ef-item') as HTMLElement;
    expect(getComputedStyle(item).borderWidth).toBe('1px');
  });

  it('no formStyle: no attribute, no borders', () => {
    const { container } = renderDefinition({ fields });
    expect(container.querySelector('.engine-form')?.hasAttribute('data-form-style')).toBe(false);
    expect(getComputedStyle(screen.getByText('用户名').closest('.ef-item') as HTMLElement).borderWidth).not.toBe('1px');
  });
});
