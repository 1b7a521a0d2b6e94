import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileJnpfForm } from '../../../engine';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

/** The same field in the old (comInput, kebab-case) and new (input, camelCase) generations. */
const oldGeneration = {
  __vModel__: 'comInputField101',
  __config__: { jnpfKey: 'comInput', label: '姓名', required: true, regList: [{ pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '请输入中文' }], trigger: 'blur' },
  __slot__: { prepend: '先生', append: '收' },
  maxlength: 5,
  'show-word-limit': true,
};
const newGeneration = {
  __vModel__: 'inputField101',
  __config__: { jnpfKey: 'input', label: '姓名', required: true, regList: [{ pattern: '/^[\\u4e00-\\u9fa5]+$/', message: '请输入中文' }], trigger: 'blur' },
  addonBefore: '先生',
  addonAfter: '收',
  maxlength: 5,
  showCount: true,
};

describe.each([
  ['comInput (old generation)', oldGeneration],
  ['input (new generation)', newGeneration],
])('input kind: %s', (_, field) => {
  it('compiles to a string with the maxlength and keeps the addons and counter', () => {
    const form = compileJnpfForm({ fields: [field] });
    const name = field.__vModel__;
    expect(form.schema.properties?.[name]).toEqual({ type: 'string', maxLength: 5, title: '姓名' });
    expect(form.schema.required).toEqual([name]);
    expect(form.uiSchema[name]['ui:field']).toBe('input');
    expect(form.uiSchema[name]['ui:options']).toMatchObject({ prepend: '先生', append: '收', maxlength: 5, showWordLimit: true });
    expect(form.issues).toEqual([]);
  });

  it('stores what is typed, counts characters and shows the addons', () => {
    const { controller } = renderDefinition([field]);
    const input = screen.getByLabelText('姓名') as HTMLInputElement;
    expect(input.maxLength).toBe(5);
    fireEvent.change(input, { target: { value: '张三' } });
    expect(controller.getValues()[field.__vModel__]).toBe('张三');
    expect(screen.getByTestId('word-count').textContent).toBe('2/5');
    expect(screen.getByText('先生')).toBeTruthy();
    expect(screen.getByText('收')).toBeTruthy();
  });

  it('validates on blur: required, then the regList message', () => {
    renderDefinition([field]);
    const input = screen.getByLabelText('姓名');
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('姓名不能为空');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('请输入中文');
    // Once checked, the field re-validates on every change.
    fireEvent.change(input, { target: { value: '张三' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('read mode shows the text, not an input', () => {
    renderDefinition([field], { mode: 'read', initialValues: { [field.__vModel__]: '李四' } });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('李四')).toBeTruthy();
  });
});

describe('input kind: password and placeholder', () => {
  const password = {
    __vModel__: 'pwd',
    __config__: { jnpfKey: 'input', label: '密码', required: true },
    placeholder: '请输入密码',
    'show-password': true,
  };

  it('hides the text until the eye is pressed', () => {
    renderDefinition([password]);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
  });

  it('uses the placeholder as the required message (reference 2.10)', () => {
    const { controller } = renderDefinition([password]);
    act(() => {
      controller.submit();
    });
    expect(screen.getByRole('alert').textContent).toBe('请输入密码');
  });

  it('masks the password in read mode', () => {
    renderDefinition([password], { mode: 'read', initialValues: { pwd: 'secret' } });
    expect(screen.getByText('******')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('is disabled in disabled mode', () => {
    renderDefinition([password], { mode: 'disabled' });
    expect((screen.getByLabelText('密码') as HTMLInputElement).disabled).toBe(true);
  });
});
