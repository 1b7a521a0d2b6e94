import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import containersOld from '../../fixtures/forms/containers-old.json';
import containersNew from '../../fixtures/forms/containers-new.json';
import { renderDefinition } from '../helpers/engine';

afterEach(cleanup);

describe.each([
  ['old', containersOld],
  ['new', containersNew],
] as const)('containers fixture, %s naming generation', (_, definition) => {
  it('renders row, card, tab, collapse and table grid with their fields', () => {
    renderDefinition(definition);
    for (const label of ['左列', '右列', '电话', '第一页字段', '第二页必填', '面板一字段', '面板二必填', '跨两行', '右上', '右下']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('联系信息')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '基本' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '更多' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('button', { name: '面板一' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: '面板二' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('merges table-grid cells: the spanning cell covers the merged one', () => {
    const { container } = renderDefinition(definition);
    const rows = [...container.querySelectorAll('table tr')];
    expect(rows.map((r) => r.querySelectorAll(':scope > td').length)).toEqual([2, 1]);
    const tall = rows[0]!.querySelector('td')!;
    expect(tall.rowSpan).toBe(2);
    expect(tall.textContent).toContain('跨两行');
  });

  it('leaves out fields hidden by noShow or a visibility without pc, keeping their values', () => {
    const { controller } = renderDefinition(definition);
    expect(screen.queryByLabelText('隐藏字段')).toBeNull();
    expect(screen.queryByLabelText('仅移动端')).toBeNull();
    expect(controller.getValues().hiddenByNoShow).toBe('保留的值');
  });

  it('stores values typed in any pane and in the grid', () => {
    const { controller } = renderDefinition(definition);
    fireEvent.change(screen.getByLabelText('第二页必填'), { target: { value: '二' } });
    fireEvent.change(screen.getByLabelText('右下'), { target: { value: '格' } });
    expect(controller.getValues()).toMatchObject({ tabSecond: '二', gridBottomRight: '格' });
  });

  it('on submit, switches to the tab holding the first error and opens its panel', async () => {
    const { controller } = renderDefinition(definition);
    act(() => {
      controller.submit();
    });
    expect(screen.getAllByRole('alert', { hidden: true }).map((a) => a.textContent)).toEqual(['请输入', '请输入']);
    await waitFor(() => expect(screen.getByRole('tab', { name: '更多' }).getAttribute('aria-selected')).toBe('true'));
    // The error in the collapse is the second one; revealing it opens its panel too.
    act(() => controller.reveal(['collapseSecond']));
    await waitFor(() => expect(screen.getByRole('button', { name: '面板二' }).getAttribute('aria-expanded')).toBe('true'));
  });

  it('checks the card phone regList rule', () => {
    renderDefinition(definition);
    const phone = screen.getByLabelText('电话');
    fireEvent.change(phone, { target: { value: '123' } });
    fireEvent.blur(phone);
    expect(screen.getByRole('alert').textContent).toBe('请输入正确的手机号码');
  });

  it('shows only the fields of the form-permission list', () => {
    renderDefinition(definition, { permissions: ['rowLeft', 'tabFirst'] });
    expect(screen.getByLabelText('左列')).toBeTruthy();
    expect(screen.getByLabelText('第一页字段')).toBeTruthy();
    expect(screen.queryByLabelText('右列')).toBeNull();
    expect(screen.queryByLabelText('电话')).toBeNull();
    expect(screen.queryByLabelText('第二页必填')).toBeNull();
  });

  it('renders every container as text in read mode', () => {
    renderDefinition(definition, { mode: 'read', initialValues: { rowLeft: '甲', gridTall: '高' } });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByLabelText('左列').textContent).toBe('甲');
    expect(screen.getByLabelText('跨两行').textContent).toBe('高');
  });
});
