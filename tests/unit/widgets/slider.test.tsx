import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

describe('slider kind', () => {
  it('compiles min, max and step (Element kebab-case props too)', () => {
    const form = compileJnpfForm({
      fields: [
        { __vModel__: 's', __config__: { jnpfKey: 'slider', label: '温度' }, min: 10, max: 90, step: 5, 'show-stops': true, range: false },
      ],
    });
    expect(form.schema.properties?.s).toEqual({ type: 'number', minimum: 10, maximum: 90, title: '温度' });
    expect(form.uiSchema.s['ui:options']).toEqual(expect.objectContaining({ min: 10, max: 90, step: 5, showStops: true, range: false }));
    expect(form.issues).toEqual([]);
  });

  it('stores the number and shows it; read mode shows the text', () => {
    const { controller, rerenderMode } = renderDefinition([
      { __vModel__: 's', __config__: { jnpfKey: 'slider', label: '温度' }, min: 0, max: 100, step: 1 },
    ]);
    const input = screen.getByLabelText('温度') as HTMLInputElement;
    expect(input.type).toBe('range');
    fireEvent.change(input, { target: { value: '42' } });
    expect(controller.getValues().s).toBe(42);
    expect(screen.getByTestId('slider-value').textContent).toBe('42');
    rerenderMode('read');
    expect(screen.getByText('42')).toBeTruthy();
  });

  it('range keeps [low, high] in order', () => {
    const { controller } = renderDefinition([{ __vModel__: 's', __config__: { jnpfKey: 'slider', label: '区间' }, range: true }], {
      initialValues: { s: [20, 60] },
    });
    fireEvent.change(screen.getByLabelText('最小值'), { target: { value: '70' } });
    expect(controller.getValues().s).toEqual([60, 70]);
    fireEvent.change(screen.getByLabelText('最大值'), { target: { value: '65' } });
    expect(controller.getValues().s).toEqual([60, 65]);
  });
});
