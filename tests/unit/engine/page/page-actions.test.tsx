import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from './fixture';

afterEach(cleanup);
const row = (name: string) => screen.getAllByRole('row').find((r) => r.querySelector('td')?.textContent === name)!;
const confirmDialog = () => screen.getByRole('alertdialog');

describe('page actions', () => {
  it('toggles a state after its confirmation, shows the message for 1 s and flips the flag when it closes', async () => {
    const { source, notices } = renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    const toggle = within(row('城东片区')).getByRole('switch', { name: '状态' });
    fireEvent.click(toggle);
    await waitFor(() => expect(within(confirmDialog()).getByText('您确定要禁用当前数据吗, 是否继续?')).toBeTruthy());
    expect(within(confirmDialog()).getByText('提示')).toBeTruthy();
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices).toEqual([{ type: 'success', message: '更新成功', duration: 1000 }]));
    expect(source.log.at(-1)).toMatchObject({ name: 'state', input: { id: 'a', values: { enabledMark: 0 } } });
    expect(within(row('城东片区')).getByText('启用')).toBeTruthy();
    await waitFor(() => expect(within(row('城东片区')).getByText('禁用')).toBeTruthy());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { source } = renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    fireEvent.click(within(row('东一站')).getByRole('switch', { name: '状态' }));
    await waitFor(() => expect(within(confirmDialog()).getByText('您确定要开启当前数据吗, 是否继续?')).toBeTruthy());
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(source.log.some((c) => c.name === 'state')).toBe(false);
  });

  it('refuses to delete a parent with children (the message shows, nothing is lost) and deletes a leaf', async () => {
    const { items, notices } = renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    fireEvent.click(within(row('城东片区')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(confirmDialog()).getByText('此操作将永久删除该数据, 是否继续？')).toBeTruthy());
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices).toEqual([{ type: 'error', message: '该字典存在子级数据，不能删除', duration: 1500 }]));
    expect(items.rows).toHaveLength(3);
    fireEvent.click(within(row('东一站')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices.at(-1)).toEqual({ type: 'success', message: '删除成功', duration: 1500 }));
    await waitFor(() => expect(screen.queryByText('东一站')).toBeNull());
    expect(items.rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('opens the create dialog with the bound parent and loaded options, validates, computes, saves and refreshes', async () => {
    const { source, items, notices } = renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建字典' });
    await waitFor(() => expect(within(dialog).getByLabelText('名称')).toBeTruthy());
    expect(source.log.find((c) => c.name === 'parents')?.input).toMatchObject({ params: { typeId: 't1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByText('请输入名称')).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: 'north' } });
    await waitFor(() => expect((within(dialog).getByLabelText('编码') as HTMLInputElement).value).toBe('NORTH'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices).toEqual([{ type: 'success', message: '新建成功', duration: 1500 }]));
    expect(items.rows.at(-1)).toMatchObject({ fullName: 'north', enCode: 'NORTH', parentId: 't1', typeId: 't1' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建字典' })).toBeNull());
  });

  it('opens the edit dialog with the loaded record and the locked fields', async () => {
    renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    fireEvent.click(within(row('东一站')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑字典' });
    await waitFor(() => expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('东一站'));
    expect(
      within(dialog).getByLabelText('编码').hasAttribute('readonly') ||
        (within(dialog).getByLabelText('编码') as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑字典' })).toBeNull());
  });

  it('opens the drawer from the tree menu with its own page', async () => {
    renderPage();
    await waitFor(() => expect(row('东一站')).toBeTruthy());
    fireEvent.click(screen.getByTestId('side-tree-menu'));
    // Zag menus select the highlighted item; a pointer press highlights it as a real click would.
    const item = await screen.findByRole('menuitem', { name: '分类管理' });
    fireEvent.pointerMove(item, { pointerType: 'mouse' });
    fireEvent.pointerDown(item, { pointerType: 'mouse' });
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.click(item);
    const drawer = await screen.findByTestId('drawer-types');
    await waitFor(() => expect(within(drawer).getByText('用户类型')).toBeTruthy());
    expect(within(drawer).getByRole('columnheader', { name: '分类名称' })).toBeTruthy();
  });
});
