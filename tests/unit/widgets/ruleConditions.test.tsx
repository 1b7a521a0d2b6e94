import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleSchemeResource } from '../../../schemas/resources/module-scheme';
import type { RuleField } from '../../../schemas/data-rule';
import { renderSchema } from '../helpers/engine';

afterEach(cleanup);

const fields: RuleField[] = [
  { id: 'fullName', enCode: 'fullName', fullName: '岗位名称', type: 'text' },
  { id: 'department', enCode: 'department', fullName: '所属部门', type: 'text' },
  { id: 'organizeId', enCode: 'organizeId', fullName: '所属组织', type: 'text' },
];

/** The rule dialog's form as the 方案管理 dialog compiles it, with the menu's fields. */
function renderRuleForm(initialValues: Record<string, unknown>, mode: 'edit' | 'read' = 'edit') {
  const { schema, uiSchema } = moduleSchemeResource.form;
  const ui: UiSchema = { ...uiSchema, conditionJson: { ...uiSchema.conditionJson, 'ui:options': { scopeField: 'scope', fields } } };
  return renderSchema(schema, ui, { initialValues, mode });
}

const conditionsOf = (values: Record<string, unknown>) => JSON.parse(String(values.conditionJson));

describe('the conditions editor of a custom data rule', () => {
  it('adds rows, sets field, operator and value, leaves out the value of 为空, and removes a row', () => {
    const { controller } = renderRuleForm({ scope: 'custom' });
    const editor = screen.getByRole('group', { name: '条件' });
    expect(within(editor).getByText('暂无条件')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '+ 添加条件' }));
    fireEvent.change(screen.getByRole('combobox', { name: '字段 1' }), { target: { value: 'department' } });
    fireEvent.change(screen.getByRole('textbox', { name: '值 1' }), { target: { value: '财务部' } });
    expect(conditionsOf(controller.getValues())).toEqual([{ field: 'department', op: '==', value: '财务部' }]);

    fireEvent.click(screen.getByRole('button', { name: '+ 添加条件' }));
    const second = screen.getByRole('group', { name: '条件 2' });
    expect((within(second).getByRole('combobox', { name: '字段 2' }) as HTMLSelectElement).value).toBe('fullName');
    fireEvent.change(within(second).getByRole('combobox', { name: '运算符 2' }), { target: { value: 'null' } });
    expect((within(second).getByRole('textbox', { name: '值 2' }) as HTMLInputElement).disabled).toBe(true);
    expect(conditionsOf(controller.getValues())).toEqual([
      { field: 'department', op: '==', value: '财务部' },
      { field: 'fullName', op: 'null' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '删除条件 1' }));
    expect(conditionsOf(controller.getValues())).toEqual([{ field: 'fullName', op: 'null' }]);
    expect(screen.queryByRole('group', { name: '条件 2' })).toBeNull();
    expect((screen.getByRole('combobox', { name: '运算符 1' }) as HTMLSelectElement).value).toBe('null');
  });

  it('offers the operators by name and the caller values as a hint', () => {
    renderRuleForm({ scope: 'custom', conditionJson: '[{"field":"organizeId","op":"==","value":"@organizeId"}]' });
    const operator = screen.getByRole('combobox', { name: '运算符 1' });
    expect(
      within(operator)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['等于', '不等于', '大于', '大于等于', '小于', '小于等于', '包含', '不包含', '为空', '不为空']);
    const value = screen.getByRole('textbox', { name: '值 1' }) as HTMLInputElement;
    expect(value.value).toBe('@organizeId');
    expect(value.placeholder).toContain('@userId 当前用户');
  });

  it('shows conditions only while the scope is custom', () => {
    const { controller } = renderRuleForm({ scope: 'all' });
    expect(screen.getByText('数据范围为“自定义”时，按条件筛选数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ 添加条件' })).toBeNull();
    act(() => controller.change(['scope'], 'custom'));
    expect(screen.getByRole('button', { name: '+ 添加条件' })).toBeTruthy();
  });

  it('keeps a stored field the menu no longer lists, so saving names it', () => {
    renderRuleForm({ scope: 'custom', conditionJson: '[{"field":"salary","op":">","value":"1"}]' });
    const field = screen.getByRole('combobox', { name: '字段 1' }) as HTMLSelectElement;
    expect(field.value).toBe('salary');
  });

  it('reads back the conditions as text', () => {
    renderRuleForm(
      { scope: 'custom', conditionJson: '[{"field":"department","op":"==","value":"财务部"},{"field":"fullName","op":"notNull"}]' },
      'read',
    );
    expect(screen.getByText('所属部门 等于 财务部')).toBeTruthy();
    expect(screen.getByText('岗位名称 不为空')).toBeTruthy();
  });
});
