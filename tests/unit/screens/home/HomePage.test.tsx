import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MessageList } from '../../../../api/messages';
import { HomePage, type WorkbenchSources } from '../../../../screens/home/HomePage';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

const message = (id: string, title: string, type: 1 | 3, isRead: '0' | '1') => ({
  id,
  title,
  type,
  isRead,
  releaseUser: '',
  releaseTime: new Date(2026, 10, 27, 9, 30).getTime(),
  creatorUser: '',
  lastModifyTime: 0,
  excerpt: '',
  flowType: null,
  sendConfigId: null,
});
const page = (list: ReturnType<typeof message>[], total = list.length): MessageList => ({
  list,
  pagination: { currentPage: 1, pageSize: 5, total },
});

function sources(change: Partial<WorkbenchSources> = {}): WorkbenchSources {
  return {
    unreadMessages: async () => page([message('m1', '系统升级通知', 3, '0')], 12),
    notices: async () => page([message('n1', '冬季供暖启动公告', 1, '1')]),
    todaySchedules: async () => [{ id: 's1', title: '调度例会', allDay: 0, startDay: 0, startTime: '09:00', endTime: '10:00' }],
    commonMenus: async () => [
      { id: 'menu-report', enCode: 'analysis.heatReport', fullName: '供热量统计报表', icon: '', useCount: 3 },
      { id: 'menu-gone', enCode: 'permission.user', fullName: '用户管理', icon: '', useCount: 2 },
    ],
    ...change,
  };
}

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the home workbench', () => {
  it('shows the last sign-in, unread messages, notices, today’s schedules, work orders and the most used menus', async () => {
    const onOpen = vi.fn();
    renderScreen(
      <HomePage
        userName="王芳"
        lastLogin={{ time: new Date(2026, 10, 27, 8, 5, 9).getTime(), place: '本地', ip: '127.0.0.1' }}
        sources={sources()}
        menuLink={(id) => (id === 'menu-report' ? { title: '供热量统计报表', path: '/analysis/heatReport' } : undefined)}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('heading', { name: '欢迎，王芳' })).toBeTruthy();
    expect(screen.getByTestId('last-login').textContent).toBe('上次登录：2026-11-27 08:05:09　本地　IP 127.0.0.1');
    expect(await card('未读消息').findByText('系统升级通知')).toBeTruthy();
    expect(card('未读消息').getByText('12 条未读')).toBeTruthy();
    expect(await card('通知公告').findByText('冬季供暖启动公告')).toBeTruthy();
    expect(await card('今日日程').findByText('调度例会')).toBeTruthy();
    expect(card('待办工单').getByText('暂无待办工单')).toBeTruthy();
    // A menu the user no longer has is left out.
    const shortcut = await card('常用功能').findByRole('button', { name: '供热量统计报表' });
    expect(card('常用功能').queryByRole('button', { name: '用户管理' })).toBeNull();
    fireEvent.click(shortcut);
    expect(onOpen).toHaveBeenCalledWith('/analysis/heatReport');
    fireEvent.click(card('通知公告').getByRole('button', { name: '更多' }));
    expect(onOpen).toHaveBeenLastCalledWith('/messageRecord');
  });

  it('shows each card’s empty state, also when its call fails', async () => {
    renderScreen(
      <HomePage
        userName="王芳"
        lastLogin={{ time: null, place: '', ip: '' }}
        sources={sources({
          unreadMessages: async () => page([]),
          notices: () => Promise.reject(new Error('offline')),
          todaySchedules: () => Promise.reject(new Error('您没有此操作的权限')),
          commonMenus: async () => [],
        })}
        menuLink={() => undefined}
        onOpen={vi.fn()}
      />,
    );
    expect(screen.getByTestId('last-login').textContent).toBe('这是您第一次登录');
    expect(await card('未读消息').findByText('没有未读消息')).toBeTruthy();
    expect(await card('通知公告').findByText('暂无公告')).toBeTruthy();
    expect(await card('今日日程').findByText('今日暂无日程')).toBeTruthy();
    expect(await card('常用功能').findByText('打开过的菜单会显示在这里')).toBeTruthy();
  });

  it('lists the work orders waiting for the user, opens one and 更多 opens 待处理工单', async () => {
    const onOpen = vi.fn();
    const order = (id: string, inbid: string, customerName: string, overdue: boolean) => ({
      id,
      inbid,
      ani: '13800000000',
      customerName,
      address: '',
      category: 'leak',
      categoryName: '漏水',
      urgent: 2 as const,
      status: 'dispatched' as const,
      handleOrg: '维修班',
      handleUser: '王芳',
      creatorUser: '张伟',
      creatorTime: 0,
      deadline: 0,
      closeTime: null,
      satisfaction: null,
      overdue,
    });
    renderScreen(
      <HomePage
        userName="王芳"
        lastLogin={null}
        sources={sources({
          pendingWorkOrders: async () => ({
            list: [order('w1', 'GD202611280001', '刘先生', false), order('w2', 'GD202611280002', '', true)],
            pagination: { total: 7 },
          }),
        })}
        menuLink={() => undefined}
        onOpen={onOpen}
        workOrderPaths={{ form: (id) => `/form?id=${id}`, list: '/subdev/appWorkorder/indexclz' }}
      />,
    );
    const first = await card('待办工单').findByRole('button', { name: 'GD202611280001 刘先生' });
    expect(card('待办工单').getByText('7 件待办')).toBeTruthy();
    expect(card('待办工单').getByRole('button', { name: 'GD202611280002 13800000000' })).toBeTruthy();
    expect(card('待办工单').getByText('已超时')).toBeTruthy();
    fireEvent.click(first);
    expect(onOpen).toHaveBeenLastCalledWith('/form?id=w1');
    fireEvent.click(card('待办工单').getByRole('button', { name: '更多' }));
    expect(onOpen).toHaveBeenLastCalledWith('/subdev/appWorkorder/indexclz');
  });
});
