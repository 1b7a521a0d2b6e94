/**
 * The e2 fixtures (tests/fixtures/forms/e2-*.json): pickers, display kinds, calculate with a
 * sub-table, and the system kinds, in both naming generations — compiled without unmapped props,
 * rendered, typed into, validated and read back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource } from '../../../engine';
import pickersOld from '../../fixtures/forms/e2-pickers-old.json';
import pickersNew from '../../fixtures/forms/e2-pickers-new.json';
import displayOld from '../../fixtures/forms/e2-display-old.json';
import displayNew from '../../fixtures/forms/e2-display-new.json';
import calcOld from '../../fixtures/forms/e2-calc-table-old.json';
import calcNew from '../../fixtures/forms/e2-calc-table-new.json';
import system from '../../fixtures/forms/e2-system.json';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

const dataSource = () =>
  createMemoryDataSource({
    dictionaries: { equipment: [{ id: 'src', fullName: '热源厂', children: [{ id: 'b1', fullName: '一号锅炉' }] }] },
    labels: { user: { u1: '张伟/zhangwei' } },
  });

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

describe('every e2 fixture compiles without unmapped props', () => {
  it.each([
    ['e2-pickers-old', pickersOld],
    ['e2-pickers-new', pickersNew],
    ['e2-display-old', displayOld],
    ['e2-display-new', displayNew],
    ['e2-calc-table-old', calcOld],
    ['e2-calc-table-new', calcNew],
    ['e2-system', system],
  ])('%s', (_, definition) => {
    expect(compileJnpfForm(definition).issues).toEqual([]);
  });
});

describe.each([
  ['old', pickersOld, 'date', 'time'],
  ['new', pickersNew, 'datePicker', 'timePicker'],
] as const)('pickers fixture, %s generation', (_, definition, date, time) => {
  it('takes a value in each picker', async () => {
    const { controller } = renderDefinition(definition, { dataSource: dataSource() });
    fireEvent.change(screen.getByLabelText('安装日期'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2027-03-15' } });
    fireEvent.change(screen.getByLabelText('巡检时间'), { target: { value: '08:30:00' } });
    fireEvent.click(screen.getByRole('combobox', { name: '所在区域' }));
    fireEvent.click(screen.getByRole('option', { name: '北京市' }));
    fireEvent.click(screen.getByRole('option', { name: '朝阳区' }));
    fireEvent.click(screen.getByRole('combobox', { name: '设备' }));
    fireEvent.click(await screen.findByRole('button', { name: '展开' }));
    fireEvent.click(screen.getByText('一号锅炉'));
    fireEvent.change(screen.getByLabelText('标识颜色', { selector: 'input:not([type=color])' }), { target: { value: '#409EFF' } });
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.change(screen.getByLabelText('供水温度'), { target: { value: '65' } });
    expect(controller.getValues()).toMatchObject({
      [`${date}Field121`]: day(2026, 11, 15),
      [`${date}Field122`]: [day(2026, 11, 15), day(2027, 3, 15)],
      [`${time}Field123`]: '08:30:00',
      cascaderField124: ['bj', 'cy'],
      treeSelectField125: 'b1',
      colorPickerField126: '#409EFF',
      rateField127: 3,
      sliderField128: 65,
    });
  });

  it('reports the required pickers on submit', () => {
    const { controller } = renderDefinition(definition, { dataSource: dataSource() });
    act(() => {
      controller.submit();
    });
    // Reference 2.10: the placeholder is the message when there is one.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      '请选择',
      '请选择',
      '请至少选择一个所在区域',
      '满意度不能为空',
    ]);
  });

  it('reads back formatted dates and labels', async () => {
    renderDefinition(definition, {
      mode: 'read',
      dataSource: dataSource(),
      initialValues: {
        [`${date}Field121`]: day(2026, 11, 15),
        [`${date}Field122`]: [day(2026, 11, 15), day(2027, 3, 15)],
        [`${time}Field123`]: '08:30:00',
        cascaderField124: ['hb', 'sjz', 'ca'],
        treeSelectField125: 'b1',
        editorField129: '<p>已处理</p>',
      },
    });
    expect(screen.getByText('2026-11-15')).toBeTruthy();
    expect(screen.getByText('2026-11-15 至 2027-03-15')).toBeTruthy();
    expect(screen.getByText('河北省 / 石家庄市 / 长安区')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('一号锅炉')).toBeTruthy());
    expect(screen.getByText('已处理')).toBeTruthy();
  });
});

describe.each([
  ['old', displayOld, 'comInputField131'],
  ['new', displayNew, 'inputField131'],
] as const)('display fixture, %s generation', (_, definition, code) => {
  it('draws the codes of the related field and shows the display kinds', () => {
    const { controller } = renderDefinition(definition);
    act(() => controller.change([code], 'HX001'));
    expect(screen.getByRole('img', { name: '条形码 HX001' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '二维码 HX001' })).toBeTruthy();
    expect(screen.getByText('请核对设备编号后再提交')).toBeTruthy();
    expect(screen.getByRole('separator', { name: '说明' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('编号只能包含字母和数字');
    expect(screen.getByRole('link', { name: '编号规则' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /设备识别/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '按钮' })).toBeTruthy();
  });
});

describe.each([
  ['old', calcOld, 'numInput'],
  ['new', calcNew, 'inputNumber'],
] as const)('calculate and sub-table fixture, %s generation', (_, definition, num) => {
  it('calculates per row, sums the column into the grand total, and totals the table', async () => {
    const { controller } = renderDefinition(definition, {
      initialValues: { [`${num}Field141`]: 100, [`${num}Field142`]: 25.5, tableField150: [{ name: '阀门', price: 120.5, qty: 2 }] },
    });
    await waitFor(() => expect(controller.getValues().calculateField143).toBe(2295));
    await waitFor(() => expect(controller.getValues().calculateField144).toBe(2536));
    fireEvent.click(screen.getByRole('button', { name: '+ 添加设备' }));
    const rows = within(screen.getByRole('table', { name: '设备明细' })).getAllByRole('row');
    const cells = within(rows[2]!).getAllByRole('textbox');
    fireEvent.change(cells[0]!, { target: { value: '泵' } });
    act(() => {
      controller.change(['tableField150', 1, 'price'], 1000);
      controller.change(['tableField150', 1, 'qty'], 1);
    });
    await waitFor(() => expect(controller.getValues().calculateField144).toBe(3536));
    expect(screen.getByTestId('table-summary').querySelector('[data-column="amount"]')!.textContent).toBe('1,241');
    expect(screen.getAllByTestId('calculate-capitals').at(-1)!.textContent).toBe('叁仟伍佰叁拾陆元整');
  });
});

describe('system fixture', () => {
  it('previews a new record and reads a saved one', async () => {
    renderDefinition(system, { dataSource: dataSource() });
    await waitFor(() => expect((screen.getByLabelText('创建人员') as HTMLInputElement).value).toBe('管理员/admin'));
    expect((screen.getByLabelText('工单编号') as HTMLInputElement).placeholder).toBe('系统自动生成');
    cleanup();
    renderDefinition(system, {
      mode: 'read',
      dataSource: dataSource(),
      initialValues: { createUserField161: 'u1', billRuleField168: 'WO-0001' },
    });
    await waitFor(() => expect(screen.getByText('张伟/zhangwei')).toBeTruthy());
    expect(screen.getByText('WO-0001')).toBeTruthy();
  });
});
