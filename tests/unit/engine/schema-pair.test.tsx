import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { compileJnpfForm, compileSchemaForm, FormDefinitionError } from '../../../engine';
import basicOld from '../../fixtures/forms/basic-old.json';
import { renderSchema } from '../helpers/engine';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  required: ['account', 'mobile', 'address'],
  properties: {
    account: { type: 'string', title: '账号', maxLength: 20, format: 'userAccount' },
    mobile: { type: 'string', title: '手机', format: 'phone' },
    gender: { type: 'string', title: '性别', enum: ['1', '2'] },
    age: { type: 'integer', title: '年龄', minimum: 0 },
    enabled: { type: 'boolean', title: '启用', default: true },
    tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['a', 'b'] }, uniqueItems: true },
    address: { type: 'object', title: '地址', required: ['city'], properties: { city: { type: 'string', title: '城市' } } },
  },
};
const uiSchema: UiSchema = {
  'ui:order': ['account', 'mobile', '*'],
  gender: { 'ui:widget': 'radio', 'ui:options': { enumNames: ['男', '女'], span: 12 } },
  age: { 'ui:options': { span: 12 } },
  tags: { 'ui:options': { enumNames: ['甲', '乙'] } },
};

describe('compileSchemaForm', () => {
  it('gives every leaf a field kind and its options', () => {
    const form = compileSchemaForm(schema, uiSchema);
    const kinds = Object.fromEntries(Object.keys(schema.properties!).map((k) => [k, form.uiSchema[k]['ui:field']]));
    expect(kinds).toEqual({ account: 'input', mobile: 'input', gender: 'radio', age: 'inputNumber', enabled: 'switch', tags: 'checkbox', address: undefined });
    expect(form.uiSchema.address.city['ui:field']).toBe('input');
    expect(form.uiSchema.gender['ui:options']).toMatchObject({ span: 12, staticOptions: [{ id: '1', fullName: '男' }, { id: '2', fullName: '女' }] });
    expect(form.uiSchema.age['ui:options']).toMatchObject({ min: 0, precision: 0 });
    expect(form.uiSchema.enabled['ui:options']).toMatchObject({ activeValue: true, inactiveValue: false });
    expect(form.layout.map((n) => n.type === 'field' && n.name)).toEqual(['account', 'mobile', 'gender', 'age', 'enabled', 'tags', 'address']);
  });

  it('renders a compiled JNPF form the same when its schema pair is pasted back', () => {
    const compiled = compileJnpfForm(basicOld);
    const again = compileSchemaForm(compiled.schema, compiled.uiSchema);
    expect(again.schema).toEqual(compiled.schema);
    expect(again.layout).toEqual(compiled.layout);
    expect([...again.fields.values()]).toEqual([...compiled.fields.values()]);
    expect(again.issues).toEqual([]);
  });

  it('refuses a schema that is not an object', () => {
    expect(() => compileSchemaForm({ type: 'string' })).toThrow(FormDefinitionError);
  });

  it('renders, takes input at the top level and in nested objects, and validates formats', () => {
    const { controller } = renderSchema(schema, uiSchema);
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'ab_c' } });
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '123' } });
    fireEvent.click(screen.getByLabelText('女'));
    fireEvent.click(screen.getByLabelText('乙'));
    fireEvent.click(screen.getByRole('switch', { name: '启用' }));
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '沈阳' } });
    expect(controller.getValues()).toEqual({ account: 'ab_c', mobile: '123', gender: '2', tags: ['b'], enabled: false, address: { city: '沈阳' } });
    let valid = true;
    act(() => {
      valid = controller.submit().valid;
    });
    expect(valid).toBe(false);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入正确的账号（字母和数字）', '请输入正确的手机号码']);
  });

  it('reports a missing nested value from the whole-schema check', () => {
    const { controller } = renderSchema(schema, uiSchema, { initialValues: { account: 'abc', mobile: '13912345678' } });
    act(() => {
      controller.submit();
    });
    expect(controller.store.errorKeys().map((k) => k.split('\u001f').join('.'))).toEqual(['address.city']);
    expect(screen.getByRole('alert').textContent).toBe('城市不能为空');
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '大连' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
