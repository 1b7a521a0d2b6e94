import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const options = [
  { fullName: '供暖', id: 'heat' },
  { fullName: '热水', id: 'water' },
  { fullName: '制冷', id: 'cool' },
];
const v31 = { __vModel__: 'services', __config__: { jnpfKey: 'checkbox', label: '服务', required: true, defaultValue: [], dataType: 'static' }, __slot__: { options }, max: 2 };
const v347 = { __vModel__: 'services', __config__: { jnpfKey: 'checkbox', label: '服务', required: true, defaultValue: [], dataType: 'static' }, options, max: 2 };

describe.each([
  ['3.1', v31],
  ['3.4.7+', v347],
])('checkbox kind, %s', (_, field) => {
  it('compiles to an array with at most max items', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties!.services).toEqual({ type: 'array', maxItems: 2, title: '服务', default: [] });
  });

  it('keeps the checked values in order and stops at max', () => {
    const { controller } = renderDefinition([field]);
    fireEvent.click(screen.getByLabelText('热水'));
    fireEvent.click(screen.getByLabelText('供暖'));
    expect(controller.getValues().services).toEqual(['water', 'heat']);
    expect((screen.getByLabelText('制冷') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('热水'));
    expect(controller.getValues().services).toEqual(['heat']);
  });

  it('asks to choose at least one, and reads back the labels', () => {
    const { controller, unmount } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一个服务');
    unmount();
    renderDefinition([field], { mode: 'read', initialValues: { services: ['cool', 'heat'] } });
    expect(screen.getByLabelText('服务').textContent).toBe('制冷,供暖');
  });
});
