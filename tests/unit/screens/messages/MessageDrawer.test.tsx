import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageListItem, MessageQuery } from '../../../../api/messages';
import type { MessagesApi } from '../../../../api/messages-client';
import { MessageDrawer } from '../../../../screens/messages/MessageDrawer';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

const message = (n: number, isRead: '0' | '1' = '0'): MessageListItem => ({
  id: `m${n}`,
  title: `消息 ${n}`,
  type: n % 2 ? 1 : 3,
  isRead,
  releaseUser: '系统管理员/admin',
  releaseTime: Date.now() - 1000,
  creatorUser: '',
  lastModifyTime: 0,
  excerpt: '',
  flowType: null,
  sendConfigId: null,
});

/** A server holding `count` messages; the unread filter keeps the unread ones. */
function fakeApi(all: MessageListItem[]) {
  const list = vi.fn(async (query: MessageQuery & { currentPage: number; pageSize: number }) => {
    const rows = all
      .filter((m) => (query.isRead === 0 ? m.isRead === '0' : true))
      .filter((m) => (query.type ? m.type === query.type : true));
    const start = (query.currentPage - 1) * query.pageSize;
    return {
      list: rows.slice(start, start + query.pageSize),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
    };
  });
  const readAll = vi.fn(async () => {
    for (const m of all) m.isRead = '1';
    return all.length;
  });
  const api: MessagesApi = { list, readAll, readInfo: vi.fn(), unreadCount: vi.fn(async () => 0) };
  return { api, list, readAll };
}

function renderDrawer(api: MessagesApi, props: Partial<Parameters<typeof MessageDrawer>[0]> = {}) {
  const onOpenMessage = vi.fn();
  const onAllRead = vi.fn();
  renderScreen(
    <MessageDrawer
      open
      onClose={() => undefined}
      api={api}
      reloadKey={0}
      readIds={[]}
      onOpenMessage={onOpenMessage}
      onAllRead={onAllRead}
      {...props}
    />,
  );
  return { onOpenMessage, onAllRead };
}

const rows = () => screen.queryAllByTestId('message-row');

describe('MessageDrawer', () => {
  it('lists unread messages 20 at a time and loads the next page near the bottom', async () => {
    const { api, list } = fakeApi(Array.from({ length: 45 }, (_, i) => message(i + 1)));
    renderDrawer(api);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(list).toHaveBeenLastCalledWith({ isRead: 0, currentPage: 1, pageSize: 20 });

    const scroller = screen.getByTestId('message-scroll');
    Object.defineProperties(scroller, {
      scrollHeight: { value: 2000, configurable: true },
      clientHeight: { value: 500, configurable: true },
    });
    scroller.scrollTop = 1000; // 500 px from the bottom: not yet
    fireEvent.scroll(scroller);
    expect(list).toHaveBeenCalledTimes(1);
    scroller.scrollTop = 1300; // 200 px from the bottom
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(list).toHaveBeenLastCalledWith({ isRead: 0, currentPage: 2, pageSize: 20 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows 暂无数据 when nothing is unread, and read messages when the switch is turned off', async () => {
    const { api, list } = fakeApi([message(1, '1'), message(2, '1')]);
    renderDrawer(api);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    // The shared switch (engine/page/kit), as in tables and the settings drawer.
    const unreadOnly = screen.getByRole('switch', { name: '只看未读' });
    expect(unreadOnly.getAttribute('aria-checked')).toBe('true');
    expect(unreadOnly.closest('[data-kit="switch"]')).toBeTruthy();
    fireEvent.click(unreadOnly);
    expect(unreadOnly.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(list).toHaveBeenLastCalledWith({ currentPage: 1, pageSize: 20 });
    expect(rows()[0]!.getAttribute('data-unread')).toBe('false');
  });

  it('filters by type and opens a row', async () => {
    const { api, list } = fakeApi([message(1), message(2), message(3)]);
    const { onOpenMessage } = renderDrawer(api);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByTestId('message-type-filter'), { target: { value: '3' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(list).toHaveBeenLastCalledWith({ type: 3, isRead: 0, currentPage: 1, pageSize: 20 });
    fireEvent.click(rows()[0]!);
    expect(onOpenMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'm2' }));
  });

  it('shows rows read elsewhere as read', async () => {
    const { api } = fakeApi([message(1), message(2)]);
    renderDrawer(api, { readIds: ['m2'] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'false']);
  });

  it('marks all read only after the confirmation, with the current filters', async () => {
    const { api, readAll } = fakeApi([message(1), message(2)]);
    const { onAllRead } = renderDrawer(api);
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('message-read-all'));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('是否将全部消息设为已读?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(readAll).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('message-read-all'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(readAll).toHaveBeenCalledWith({ isRead: 0 }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(onAllRead).toHaveBeenCalledTimes(1);
  });
});
