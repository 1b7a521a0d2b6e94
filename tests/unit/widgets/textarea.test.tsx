import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const oldField = { __vModel__: 'remark', __config__: { jnpfKey: 'textarea', label: '备注', required: true }, autosize: { minRows: 2, maxRows: 6 }, maxlength: 10, 'show-word-limit': true };
const newField = { __vModel__: 'remark', __config__: { jnpfKey: 'textarea', label: '备注', required: true }, autoSize: { minRows: 2, maxRows: 6 }, maxlength: 10, showCount: true };

describe.each([
  ['V2 props', oldField],
  ['V3 props', newField],
])('textarea kind (%s)', (_, field) => {
  it('compiles rows, limit and counter', () => {
    const form = compileJnpfForm({ fields: [field] });
    expect(form.schema.properties!.remark).toEqual({ type: 'string', maxLength: 10, title: '备注' });
    expect(form.uiSchema.remark['ui:options']).toMatchObject({ minRows: 2, maxRows: 6, maxlength: 10, showWordLimit: true });
    expect(form.issues).toEqual([]);
  });

  it('keeps line breaks, counts characters, and reads back as text', () => {
    const { controller, unmount } = renderDefinition([field]);
    const area = screen.getByLabelText('备注') as HTMLTextAreaElement;
    expect(area.rows).toBe(2);
    fireEvent.change(area, { target: { value: '一\n二' } });
    expect(controller.getValues().remark).toBe('一\n二');
    expect(screen.getByTestId('word-count').textContent).toBe('3/10');
    unmount();
    renderDefinition([field], { mode: 'read', initialValues: { remark: '一\n二' } });
    expect(screen.getByLabelText('备注').textContent).toBe('一\n二');
  });

  it('is required', () => {
    const { controller } = renderDefinition([field]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('备注不能为空');
  });
});
