/**
 * The approver picker (spec 002 sections 2.6, 5.4 and 9.2; JNPF 3.4.7 `JNPF-userBox`): the 450 px dialog
 * with the lazy organisation/user tree, one user, 请选择{title} when none is chosen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { EngineLanguage } from '../../../engine';
import { organisationDataSource } from '../../../stories/fixtures/organisation-data-source';
import { ApproverPicker } from '../../../widgets/kit/user-picker/ApproverPicker';

afterEach(cleanup);

const row = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: '[role=treeitem] span, [role=option] span' });
const findRow = (scope: HTMLElement, name: string) => waitFor(() => row(scope, name));
const unfold = (scope: HTMLElement, name: string) =>
  fireEvent.click(within(row(scope, name).closest('[role=treeitem]') as HTMLElement).getByRole('button'));

function open(props: { title?: string; language?: EngineLanguage } = {}) {
  const dataSource = organisationDataSource();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ApproverPicker open dataSource={dataSource} onConfirm={onConfirm} onCancel={onCancel} {...props} />
    </ChakraProvider>,
  );
  return { dataSource, onConfirm, onCancel };
}

describe('approver picker', () => {
  it('is titled 选择审批人, refuses to confirm without a user (请选择审批人), and gives the chosen user', async () => {
    const { dataSource, onConfirm } = open();
    const box = await screen.findByRole('dialog', { name: '选择审批人' });
    // One source, no chosen list.
    expect(within(box).queryByRole('tab')).toBeNull();
    expect(within(box).queryByRole('list', { name: '已选' })).toBeNull();
    // The single top company comes unfolded, one level asked at a time.
    await findRow(box, '运行部');
    expect(dataSource.calls.filter((call) => call.method === 'userTree').map((call) => call.args)).toEqual([
      ['0', undefined],
      ['c1', undefined],
    ]);

    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(within(box).getByRole('alert').textContent).toBe('请选择审批人');
    expect(onConfirm).not.toHaveBeenCalled();

    // An organisation is not an approver.
    fireEvent.click(row(box, '运行部'));
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(onConfirm).not.toHaveBeenCalled();

    unfold(box, '运行部');
    await findRow(box, '张伟/zhangwei');
    fireEvent.click(row(box, '张伟/zhangwei'));
    expect(within(box).queryByRole('alert')).toBeNull();
    fireEvent.click(row(box, '李娜/lina'));
    // One approver: the second pick replaces the first; the chosen row is marked.
    expect(row(box, '李娜/lina').closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('true');
    expect(row(box, '张伟/zhangwei').closest('[role=treeitem]')?.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith({ id: 'u2', fullName: '李娜/lina' });
  });

  it('searches users on the server by keyword; its title names what is chosen; cancel cancels', async () => {
    const { dataSource, onConfirm, onCancel } = open({ title: '办理人' });
    const box = await screen.findByRole('dialog', { name: '选择办理人' });
    await findRow(box, '运行部');
    fireEvent.click(within(box).getByRole('button', { name: '确定' }));
    expect(within(box).getByRole('alert').textContent).toBe('请选择办理人');
    fireEvent.change(within(box).getByRole('textbox', { name: '搜索' }), { target: { value: '陈' } });
    await findRow(box, '陈刚/chengang');
    expect(dataSource.calls.filter((call) => call.method === 'userPage').at(-1)?.args).toEqual([
      { kind: 'all' },
      { keyword: '陈', currentPage: 1, pageSize: 20 },
    ]);
    fireEvent.click(row(box, '陈刚/chengang'));
    fireEvent.click(within(box).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('speaks the given language outside a form', async () => {
    open({ language: 'en' });
    const box = await screen.findByRole('dialog', { name: 'Select approver' });
    fireEvent.click(within(box).getByRole('button', { name: 'OK' }));
    expect(within(box).getByRole('alert').textContent).toBe('Please select approver');
  });
});
