import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const v2 = { __vModel__: 'on', __config__: { jnpfKey: 'switch', label: '启用', defaultValue: false }, 'active-value': 1, 'inactive-value': 0, activeTxt: '是', inactiveTxt: '否' };
const v3 = { __vModel__: 'on', __config__: { jnpfKey: 'switch', label: '启用', defaultValue: 0 }, activeValue: 1, inactiveValue: 0, activeTxt: '是', inactiveTxt: '否' };

describe.each([
  ['V2 (false default)', v2],
  ['V3 (0 default)', v3],
])('switch kind, %s', (_, field) => {
  it('stores 1/0 with 0 as the default', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties!.on).toEqual({ type: 'number', enum: [1, 0], title: '启用', default: 0 });
  });

  it('toggles between the active and inactive values and shows their texts', () => {
    const { controller } = renderDefinition([field]);
    const toggle = screen.getByRole('switch', { name: '启用' });
    expect(controller.getValues().on).toBe(0);
    expect(screen.getByText('否')).toBeTruthy();
    fireEvent.click(toggle);
    expect(controller.getValues().on).toBe(1);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('是')).toBeTruthy();
  });

  it('reads back the text, and cannot be toggled when disabled', () => {
    const { unmount } = renderDefinition([field], { mode: 'read', initialValues: { on: 1 } });
    expect(screen.getByLabelText('启用').textContent).toBe('是');
    unmount();
    const { controller } = renderDefinition([field], { mode: 'disabled' });
    fireEvent.click(screen.getByRole('switch'));
    expect(controller.getValues().on).toBe(0);
  });
});

it('uses 开/关 by default', () => {
  renderDefinition([{ __vModel__: 's', __config__: { jnpfKey: 'switch', label: '开关' } }]);
  expect(screen.getByText('关')).toBeTruthy();
});
