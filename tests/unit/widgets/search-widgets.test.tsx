/** The list-search widgets of the e2 kinds: numeric range (calculate), date and time ranges, text (billRule). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { compileJnpfForm, createMemoryDataSource, fieldKinds } from '../../../engine';
import '../helpers/kinds';

afterEach(cleanup);

function renderSearch(definition: Record<string, unknown>) {
  const form = compileJnpfForm({ fields: [definition] });
  const field = [...form.fields.values()][0]!;
  const kind = fieldKinds.get(field.kind)!;
  const onChange = vi.fn();
  const Search = kind.Search!;
  render(<Search id="s" value={undefined} onChange={onChange} onBlur={() => {}} disabled={false} readOnly={false} field={field} dataSource={createMemoryDataSource()} scope={[]} />);
  return { kind, onChange };
}

describe('search widgets', () => {
  it('calculate searches a numeric range: blank ends give nothing, 0 counts', () => {
    const { kind, onChange } = renderSearch({ __vModel__: 'c', __config__: { jnpfKey: 'calculate', label: '金额' }, expression: [{ __vModel__: 'a' }] });
    expect(kind.searchMatch).toBe(3);
    fireEvent.change(screen.getByLabelText('最小值'), { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith([0, null]);
    fireEvent.change(screen.getByLabelText('最大值'), { target: { value: '99.5' } });
    expect(onChange).toHaveBeenLastCalledWith([0, 99.5]);
    fireEvent.change(screen.getByLabelText('最小值'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('最大值'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('dates search a range of their own type; createTime too', () => {
    const { onChange } = renderSearch({ __vModel__: 'd', __config__: { jnpfKey: 'date', label: '日期' }, type: 'month' });
    fireEvent.change(screen.getByLabelText('开始月份'), { target: { value: '2026-01' } });
    fireEvent.change(screen.getByLabelText('结束月份'), { target: { value: '2026-03' } });
    expect(onChange).toHaveBeenLastCalledWith([new Date(2026, 0, 1).getTime(), new Date(2026, 2, 1).getTime()]);
    cleanup();
    const created = renderSearch({ __vModel__: 'ct', __config__: { jnpfKey: 'createTime', label: '创建时间' } });
    expect(created.kind.searchMatch).toBe(3);
    expect(screen.getByLabelText('开始日期')).toBeTruthy();
  });

  it('times search a range; bill numbers search as text', () => {
    const { onChange } = renderSearch({ __vModel__: 't', __config__: { jnpfKey: 'time', label: '时间' } });
    fireEvent.change(screen.getByLabelText('开始时间'), { target: { value: '08:00:00' } });
    fireEvent.change(screen.getByLabelText('结束时间'), { target: { value: '09:00:00' } });
    expect(onChange).toHaveBeenLastCalledWith(['08:00:00', '09:00:00']);
    cleanup();
    const bill = renderSearch({ __vModel__: 'b', __config__: { jnpfKey: 'billRule', label: '单号', rule: 'GD' }, placeholder: '系统自动生成' });
    expect(bill.kind.searchMatch).toBe(2);
    const box = screen.getByPlaceholderText('请输入');
    fireEvent.change(box, { target: { value: 'GD2026' } });
    expect(bill.onChange).toHaveBeenLastCalledWith('GD2026');
  });
});
