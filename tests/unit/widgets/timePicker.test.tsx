import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const oldTime = {
  __vModel__: 't',
  __config__: { jnpfKey: 'time', label: '时间' },
  'picker-options': { selectableRange: '00:00:00-23:59:59' },
  format: 'HH:mm:ss',
  'value-format': 'HH:mm:ss',
};
const newTime = { __vModel__: 't', __config__: { jnpfKey: 'timePicker', label: '时间' }, format: 'HH:mm:ss' };

describe.each([
  ['time (old generation)', oldTime],
  ['timePicker (new generation)', newTime],
])('%s', (_, field) => {
  it('compiles to HH:mm:ss text selectable over the whole day', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties?.t).toEqual({ type: 'string', title: '时间' });
    expect(form.uiSchema.t['ui:options']).toMatchObject({ isRange: false, withSeconds: true, selectable: ['00:00:00', '23:59:59'] });
    expect(form.issues).toEqual([]);
  });

  it('stores HH:mm:ss and shows it in read mode', () => {
    const { controller, rerenderMode } = renderDefinition([field]);
    const input = screen.getByLabelText('时间') as HTMLInputElement;
    // Text in HH:mm:ss, not the browser's locale time input (8:05:00 AM).
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '08:05' } });
    expect(controller.getValues().t).toBe('08:05:00');
    fireEvent.blur(input);
    expect(input.value).toBe('08:05:00');
    rerenderMode('read');
    expect(screen.getByText('08:05:00')).toBeTruthy();
  });
});

describe('timePicker text', () => {
  it('shows 24-hour HH:mm:ss in every language and keeps text that is not a time, with a hint', () => {
    const { controller } = renderDefinition([{ ...newTime }], { language: 'en', initialValues: { t: '20:19:28' } });
    const input = screen.getByLabelText('时间') as HTMLInputElement;
    expect(input.value).toBe('20:19:28');
    fireEvent.change(input, { target: { value: '8.19 PM' } });
    fireEvent.blur(input);
    expect(input.value).toBe('8.19 PM');
    expect(screen.getByRole('alert').textContent).toBe('Enter the time as HH:mm:ss');
    expect(controller.getValues().t).toBe('20:19:28');
  });
});

describe('timePicker spans', () => {
  it('honours the selectable range, clears times outside it, and is read-only when start is after end', () => {
    const { controller } = renderDefinition([{ ...newTime, pickerOptions: { selectableRange: '08:00:00 - 18:00:00' } }]);
    const input = screen.getByLabelText('时间') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '09:00:00' } });
    expect(controller.getValues().t).toBe('09:00:00');
    fireEvent.change(input, { target: { value: '19:00:00' } });
    expect(controller.getValues().t).toBeUndefined();
    cleanup();
    renderDefinition([{ ...newTime, startTime: '18:00:00', endTime: '08:00:00' }]);
    expect((screen.getByLabelText('时间') as HTMLInputElement).readOnly).toBe(true);
  });

  it('stores HH:mm when the value format has no seconds, and ranges as [start, end]', () => {
    const { controller } = renderDefinition([
      { __vModel__: 'hm', __config__: { jnpfKey: 'timePicker', label: '到达' }, valueFormat: 'HH:mm' },
      { __vModel__: 'r', __config__: { jnpfKey: 'timeRange', label: '值班' } },
    ]);
    fireEvent.change(screen.getByLabelText('到达'), { target: { value: '07:45' } });
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '20:00:00' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '08:00:00' } });
    expect(controller.getValues()).toMatchObject({ hm: '07:45', r: ['08:00:00', '20:00:00'] });
  });
});
