import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PortalScreen } from '../../../../screens/portal/PortalScreen';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';
import { fakePortal } from '../../../../stories/fixtures/portal-fixture';

const cardIds = () => screen.getAllByTestId('portal-card').map((card) => card.getAttribute('data-card'));

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

describe('a portal', () => {
  it('draws its cards from their interfaces, in reading order', async () => {
    const { client, env } = fakePortal();
    const onOpen = vi.fn();
    renderScreen(<PortalScreen portalKey="portal-dispatch" client={client} env={{ ...env, onOpen }} canDesign={false} notify={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: '调度门户', level: 1 })).toBeTruthy();
    expect(cardIds()).toEqual([
      'users',
      'departments',
      'customers',
      'area',
      'stations',
      'shortcuts',
      'tariffs',
      'departmentList',
      'calendar',
      'notice',
    ]);

    const customers = screen.getByRole('region', { name: '热用户' });
    await waitFor(() => expect(within(customers).getByTestId('count-value').textContent).toBe('5,000户'));
    // An interface that fails shows on its card, not as a notice.
    expect(await within(screen.getByRole('region', { name: '部门列表' })).findByText('数据加载失败')).toBeTruthy();
    const chart = within(screen.getByRole('region', { name: '各片区换热站' })).getByRole('img', { name: '各片区换热站' });
    await waitFor(() => expect(chart.textContent).toContain('城东片区'));
    // Shortcuts the user has, and only those.
    const shortcuts = within(screen.getByRole('region', { name: '快捷入口' }));
    expect(shortcuts.getAllByRole('button').map((button) => button.textContent)).toEqual(['供热量统计报表']);
    fireEvent.click(shortcuts.getByRole('button', { name: '供热量统计报表' }));
    expect(onOpen).toHaveBeenCalledWith('/analysis/heatReport');
    expect(await within(screen.getByRole('region', { name: '日历' })).findByText('09:00 调度例会')).toBeTruthy();
    expect(screen.getByRole('region', { name: '值班提示' }).textContent).toContain('供暖期 24 小时值班');
    expect(screen.queryByRole('button', { name: /拖动卡片/ })).toBeNull();
  });

  it('lets a user resize a card and keeps the arrangement for them', async () => {
    const { client, env, saved } = fakePortal();
    const notify = vi.fn();
    renderScreen(<PortalScreen portalKey="portal-dispatch" client={client} env={env} canDesign={false} notify={notify} />);
    fireEvent.click(await screen.findByRole('button', { name: '调整布局' }));
    expect(screen.getByRole('button', { name: '拖动卡片：快捷入口' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存为默认布局' })).toBeNull();

    // 平台用户 the whole width: the three other figures move to the next row.
    fireEvent.change(screen.getByRole('combobox', { name: '平台用户 的大小' }), { target: { value: '12x2' } });
    fireEvent.click(screen.getByRole('button', { name: '保存布局' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: '保存成功', duration: 1500 }));
    expect(saved[0]!.slice(0, 2)).toEqual([
      { i: 'users', x: 0, y: 0, w: 12, h: 2 },
      { i: 'departments', x: 0, y: 2, w: 3, h: 2 },
    ]);
    // Shown again as the server now answers it, with 恢复默认 offered while arranging.
    await screen.findByRole('button', { name: '调整布局' });
    expect(cardIds().slice(0, 2)).toEqual(['users', 'departments']);
    fireEvent.click(screen.getByRole('button', { name: '调整布局' }));
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: '已恢复默认布局', duration: 1500 }));
  });

  it('offers designers to save the arrangement for everyone, and a way out', async () => {
    const { client, env } = fakePortal();
    const saveDesign = vi.spyOn(client, 'saveDesign');
    renderScreen(<PortalScreen portalKey="portal-dispatch" client={client} env={env} canDesign notify={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '调整布局' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('button', { name: '保存布局' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '调整布局' }));
    fireEvent.click(screen.getByRole('button', { name: '保存为默认布局' }));
    await waitFor(() => expect(saveDesign).toHaveBeenCalledWith('p1', expect.arrayContaining([{ i: 'notice', x: 0, y: 10, w: 12, h: 1 }])));
  });
});
