import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileSchemaForm, createMemoryDataSource } from '../../../engine';
import { billRuleResource } from '../../../schemas/resources/bill-rule';
import {
  dictionaryItemFormSchema,
  dictionaryItemFormUiSchema,
  dictionaryTypeEditFormUiSchema,
  dictionaryTypeFormSchema,
  dictionaryTypeFormUiSchema,
} from '../../../schemas/dictionary';
import { renderSchema } from '../helpers/engine';

afterEach(cleanup);

const { schema: billRuleFormSchema, uiSchema: billRuleFormUiSchema } = billRuleResource.form;

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const submit = (controller: { submit(): { valid: boolean } }) => {
  let valid = true;
  act(() => {
    valid = controller.submit().valid;
  });
  return valid;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The dialogs of schemas/ render with the engine as they are and show the spec 001 section 5 messages. */
describe('dictionary and bill-rule dialogs in the engine', () => {
  it.each([
    ['category', dictionaryTypeFormSchema, dictionaryTypeFormUiSchema],
    ['category (edit)', dictionaryTypeFormSchema, dictionaryTypeEditFormUiSchema],
    ['entry', dictionaryItemFormSchema, dictionaryItemFormUiSchema],
    ['bill rule', billRuleFormSchema, billRuleFormUiSchema],
  ])('compiles the %s dialog without issues', (_name, schema, uiSchema) => {
    expect(compileSchemaForm(schema, uiSchema).issues).toEqual([]);
  });

  it('shows the category messages: required, name symbols, code pattern', () => {
    const { controller } = renderSchema(dictionaryTypeFormSchema, dictionaryTypeFormUiSchema, {
      initialValues: { parentId: '-1', isTree: 0, sortCode: 0 },
    });
    expect(submit(controller)).toBe(false);
    expect(alerts()).toEqual(['请输入名称', '请输入编码']);
    type('名称', '名称#1');
    type('编码', 'abc.');
    submit(controller);
    expect(alerts()).toEqual(['名称不能含有特殊符号', '编码只能输入英文、数字和小数点且小数点不能放在首尾']);
    type('名称', '供热片区');
    type('编码', 'heating.district');
    expect(submit(controller)).toBe(true);
    expect(screen.getByLabelText('名称').getAttribute('maxlength')).toBe('50');
  });

  it('disables the tree switch when editing a category', () => {
    renderSchema(dictionaryTypeFormSchema, dictionaryTypeEditFormUiSchema, { initialValues: { parentId: '-1', isTree: 1 } });
    expect((screen.getByRole('switch', { name: '树形' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the entry messages', () => {
    const { controller } = renderSchema(dictionaryItemFormSchema, dictionaryItemFormUiSchema, {
      initialValues: { dictionaryTypeId: 't', enabledMark: 1 },
    });
    submit(controller);
    expect(alerts()).toEqual(['请选择', '请输入名称', '请输入编码']);
  });

  it('shows the bill-rule messages of spec 001 section 5', () => {
    const dataSource = createMemoryDataSource({ dictionaries: { businessType: [{ id: 'c1', fullName: '工单业务' }] } });
    const { controller } = renderSchema(billRuleFormSchema, billRuleFormUiSchema, {
      dataSource,
      initialValues: { enabledMark: 1, sortCode: 0 },
    });
    submit(controller);
    expect(alerts()).toEqual([
      '请输入业务名称',
      '请输入业务编码',
      '请选择业务分类',
      '请输入流水前缀',
      '请输入选择流水日期格式',
      '请输入流水位数',
      '只能输入数字',
    ]);
    type('流水位数', '0');
    type('流水起始', '00a');
    submit(controller);
    expect(alerts()).toContain('仅能输入正整数');
    expect(alerts()).toContain('只能输入数字');
    type('流水起始', '000');
    submit(controller);
    expect(alerts()).toContain('流水起始不能为0');
    expect(screen.getByLabelText('流水位数').getAttribute('maxlength')).toBe('1');
  });
});
