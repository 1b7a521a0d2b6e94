import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryDataSource } from '../../../engine';
import basicOld from '../../fixtures/forms/basic-old.json';
import basicNew from '../../fixtures/forms/basic-new.json';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

function dataSource() {
  return createMemoryDataSource({
    dictionaries: {
      hobby: [
        { id: 'd1', fullName: '阅读', enCode: 'read' },
        { id: 'd2', fullName: '跑步', enCode: 'run' },
      ],
    },
    interfaces: {
      'iface-estates': ({ area }) =>
        area === 'east' ? [{ id: 'e1', fullName: '东湖小区' }, { id: 'e2', fullName: '东城花园' }] : [{ id: 'w1', fullName: '西山小区' }],
    },
  });
}

const names = {
  old: { input: 'comInputField101', number: 'numInputField102' },
  new: { input: 'inputField101', number: 'inputNumberField102' },
};

describe.each([
  ['old', basicOld],
  ['new', basicNew],
] as const)('basic fixture, %s naming generation', (generation, definition) => {
  const n = names[generation];

  it('takes input in every field and stores the values', async () => {
    const { controller } = renderDefinition(definition, { dataSource: dataSource() });
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'zhang01' } });
    const amount = screen.getByLabelText('金额');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '1234.567' } });
    fireEvent.blur(amount);
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '第一行\n第二行' } });
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByLabelText('女'));
    fireEvent.click(await screen.findByLabelText('跑步'));
    fireEvent.click(screen.getByRole('combobox', { name: '区域' }));
    fireEvent.click(screen.getByRole('option', { name: '城东' }));
    fireEvent.click(screen.getByRole('combobox', { name: '小区' }));
    fireEvent.click(await screen.findByRole('option', { name: '东城花园' }));
    expect(controller.getValues()).toMatchObject({
      [n.input]: 'zhang01',
      [n.number]: 1234.57,
      textareaField103: '第一行\n第二行',
      switchField104: 1,
      radioField105: '2',
      checkboxField106: ['run'],
      selectField107: 'east',
      selectField108: ['e2'],
    });
    expect((amount as HTMLInputElement).value).toBe('1,234.57');
    expect(screen.getByTestId('amount-chinese').textContent).toBe('壹仟贰佰叁拾肆元伍角柒分');
  });

  it('shows the required messages of reference 2.10 on submit', async () => {
    const { controller } = renderDefinition(definition, { dataSource: dataSource() });
    let result!: ReturnType<typeof controller.submit>;
    act(() => {
      result = controller.submit();
    });
    expect(result.valid).toBe(false);
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    // The placeholder is the message when there is one; arrays ask to pick at least one.
    expect(messages).toEqual(['请输入', '金额不能为空', '性别不能为空', '请至少选择一个爱好', '请选择区域']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('用户名')));
  });

  it('checks the regList rule and clears the message once fixed', () => {
    renderDefinition(definition, { dataSource: dataSource() });
    const input = screen.getByLabelText('用户名');
    fireEvent.change(input, { target: { value: '张三' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('只能是字母和数字');
    fireEvent.change(input, { target: { value: 'zhang' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads back labels, not ids, in read mode', async () => {
    renderDefinition(definition, {
      mode: 'read',
      dataSource: dataSource(),
      initialValues: {
        [n.input]: 'zhang01',
        [n.number]: 1234.5,
        switchField104: 1,
        radioField105: '1',
        checkboxField106: ['read', 'run'],
        selectField107: 'east',
        selectField108: ['e1', 'e2'],
      },
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByLabelText('金额').textContent).toBe('¥1,234.50元壹仟贰佰叁拾肆元伍角');
    expect(screen.getByLabelText('启用').textContent).toBe('启用');
    expect(screen.getByLabelText('性别').textContent).toBe('男');
    expect(screen.getByLabelText('区域').textContent).toBe('城东');
    await waitFor(() => expect(screen.getByLabelText('爱好').textContent).toBe('阅读,跑步'));
    await waitFor(() => expect(screen.getByLabelText('小区').textContent).toBe('东湖小区,东城花园'));
  });

  it('disables every control in disabled mode', () => {
    renderDefinition(definition, { mode: 'disabled', dataSource: dataSource() });
    expect((screen.getByLabelText('用户名') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('金额') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('男') as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('combobox', { name: '区域' }).parentElement!).queryByRole('listbox')).toBeNull();
  });
});
