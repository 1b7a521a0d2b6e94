import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageListItem, MessageQuery } from '../../../../api/messages';
import type { MessagesApi } from '../../../../api/messages-client';
import { MessageRecordPage } from '../../../../screens/messages/MessageRecordPage';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => cleanup());

const message = (n: number): MessageListItem => ({
  id: `m${n}`,
  title: `消息 ${n}`,
  type: 1,
  isRead: '1',
  releaseUser: '系统管理员/admin',
  releaseTime: Date.now() - 1000,
  creatorUser: '',
  lastModifyTime: 0,
  excerpt: '',
  flowType: null,
  sendConfigId: null,
});

function fakeApi(count: number): MessagesApi & { list: ReturnType<typeof vi.fn> } {
  const all = Array.from({ length: count }, (_, i) => message(i + 1));
  const list = vi.fn(async (query: MessageQuery & { currentPage: number; pageSize: number }) => ({
    list: all.slice((query.currentPage - 1) * query.pageSize, query.currentPage * query.pageSize),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: all.length },
  }));
  return { list, readAll: vi.fn(async () => 0), readInfo: vi.fn(), unreadCount: vi.fn(async () => 0) };
}

const render = (api: MessagesApi) =>
  renderScreen(<MessageRecordPage api={api} reloadKey={0} readIds={[]} onOpenMessage={() => undefined} onAllRead={() => undefined} />);

describe('/messageRecord', () => {
  it('pages with the shared pager (total, page numbers, next) across the page', async () => {
    const api = fakeApi(45);
    render(api);
    const pager = await screen.findByTestId('pager');
    await waitFor(() => expect(pager.textContent).toContain('共 45 条'));
    fireEvent.click(within(pager).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(screen.getByText('消息 41')).toBeTruthy());
    expect(api.list).toHaveBeenLastCalledWith({ currentPage: 3, pageSize: 20 });
    expect(within(pager).getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('fills the width of the page instead of a narrow column', async () => {
    render(fakeApi(1));
    const page = await screen.findByTestId('message-record');
    expect(['', 'none']).toContain(getComputedStyle(page).maxWidth);
    expect(getComputedStyle(page).width).toBe('100%');
  });

  it('says 暂无数据 with the shared empty state when there is no message', async () => {
    render(fakeApi(0));
    const empty = await screen.findByText('暂无数据');
    expect(empty.closest('[data-kit="empty"]')).toBeTruthy();
  });
});
