import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const oldRate = {
  __vModel__: 'r',
  __config__: { jnpfKey: 'rate', label: '满意度', required: true, defaultValue: 0 },
  max: 5,
  'allow-half': false,
  'show-text': true,
  'show-score': false,
};
const newRate = {
  __vModel__: 'r',
  __config__: { jnpfKey: 'rate', label: '满意度', required: true, defaultValue: 0 },
  count: 5,
  allowHalf: false,
  showText: true,
};

describe.each([
  ['Element props', oldRate],
  ['V3 props', newRate],
])('rate kind (%s)', (_, field) => {
  it('compiles to a number up to max', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.r).toEqual({ type: 'number', minimum: 0, maximum: 5, title: '满意度', default: 0 });
    expect(form.uiSchema.r['ui:options']).toMatchObject({ max: 5, allowHalf: false, showText: true });
    expect(form.issues).toEqual([]);
  });

  it('picks a star, shows its text, and treats 0 as not rated for required', () => {
    const { controller } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('满意度不能为空');
    const group = screen.getByRole('radiogroup', { name: '满意度' });
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(controller.getValues().r).toBe(4);
    expect(group.textContent).toContain('满意');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.keyDown(screen.getByRole('radio', { name: '4' }), { key: 'ArrowRight' });
    expect(controller.getValues().r).toBe(5);
  });
});

describe('rate options', () => {
  it('half stars and score; read mode shows the score without buttons', () => {
    const field = { __vModel__: 'r', __config__: { jnpfKey: 'rate', label: '评分' }, allowHalf: true, showScore: true };
    const { controller, rerenderMode } = renderDefinition([field]);
    fireEvent.click(screen.getByRole('radio', { name: '2.5' }));
    expect(controller.getValues().r).toBe(2.5);
    rerenderMode('read');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('img', { name: '2.5 / 5' }).textContent).toContain('2.5');
  });
});
