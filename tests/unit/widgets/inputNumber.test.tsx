import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const oldField = {
  __vModel__: 'qty',
  __config__: { jnpfKey: 'numInput', label: '数量', required: true },
  min: 1,
  max: 10,
  step: 0.5,
  'step-strictly': true,
  precision: 1,
  'controls-position': 'right',
};
const newField = { ...oldField, __config__: { ...oldField.__config__, jnpfKey: 'inputNumber' }, stepStrictly: true, controlsPosition: 'right' } as Record<string, unknown>;
delete newField['step-strictly'];
delete newField['controls-position'];

describe.each([
  ['numInput', oldField],
  ['inputNumber', newField],
])('inputNumber kind (%s)', (_, field) => {
  it('compiles limits into the schema and keeps step, precision and controls', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties!.qty).toEqual({ type: 'number', minimum: 1, maximum: 10, title: '数量' });
    expect(form.uiSchema.qty['ui:field']).toBe('inputNumber');
    expect(form.uiSchema.qty['ui:options']).toMatchObject({ min: 1, max: 10, step: 0.5, stepStrictly: true, precision: 1, controlsPosition: 'right' });
    expect(form.issues).toEqual([]);
  });

  it('steps with the buttons and the arrow keys, never past the limits', () => {
    const { controller } = renderDefinition([field]);
    const input = screen.getByLabelText('数量');
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(controller.getValues().qty).toBe(1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(controller.getValues().qty).toBe(1.5);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(controller.getValues().qty).toBe(1);
    expect((screen.getByRole('button', { name: '减少' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clamps, snaps to the step and rounds when leaving the field', () => {
    const { controller } = renderDefinition([field]);
    const input = screen.getByLabelText('数量') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '3.7' } });
    expect(controller.getValues().qty).toBe(3.7);
    fireEvent.blur(input);
    expect(controller.getValues().qty).toBe(3.5);
    expect(input.value).toBe('3.5');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(controller.getValues().qty).toBe(10);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(controller.getValues().qty).toBe(10);
  });

  it('shows the required message and reads back as text', () => {
    const { controller, unmount } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('数量不能为空');
    unmount();
    renderDefinition([field], { mode: 'read', initialValues: { qty: 2 } });
    expect(screen.getByLabelText('数量').textContent).toBe('2.0');
  });
});

describe('inputNumber: thousands, amount in Chinese capitals, addons', () => {
  const amount = { __vModel__: 'amount', __config__: { jnpfKey: 'inputNumber', label: '金额' }, precision: 2, thousands: true, isAmountChinese: true, addonBefore: '¥', addonAfter: '元', controls: false };

  it('shows separators when not editing and the capitals under the field', () => {
    const { controller } = renderDefinition([amount], { initialValues: { amount: 1234567.891 } });
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    expect(input.value).toBe('1,234,567.89');
    expect(screen.getByTestId('amount-chinese').textContent).toBe('壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分壹厘');
    fireEvent.focus(input);
    expect(input.value).toBe('1234567.891');
    fireEvent.blur(input);
    expect(controller.getValues().amount).toBe(1234567.89);
    expect(screen.getByText('¥')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '增加' })).toBeNull();
  });

  it('treats the 3.1 JNPFAmount as a number with capitals', () => {
    const form = compileJnpfForm({ fields: [{ __vModel__: 'x', __config__: { jnpfKey: 'JNPFAmount', label: '金额' } }] });
    expect(form.uiSchema.x['ui:field']).toBe('inputNumber');
    expect(form.uiSchema.x['ui:options']).toMatchObject({ isAmountChinese: true });
  });

  it('checks the limits of the schema with a message', () => {
    const { controller } = renderDefinition([{ __vModel__: 'n', __config__: { jnpfKey: 'inputNumber', label: '次数' }, max: 5 }], { initialValues: { n: 8 } });
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('次数不能大于5');
  });
});
