import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatApi, ContactQuery } from '../../../../api/chat-client';
import type { ImReply, ImUser } from '../../../../api/messages';
import { ChatPanels } from '../../../../screens/chat/ChatPanels';
import { createChatStore } from '../../../../screens/chat/chat-store';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => cleanup());

const user = (n: number): ImUser => ({ id: `u${n}`, account: `user${n}`, realName: `用户${n}`, headIcon: '', department: '客服中心' });
const reply = (
  id: string,
  realName: string,
  unreadMessage: number,
  latestMessage: string,
  messageType: ImReply['messageType'],
): ImReply => ({
  id,
  realName,
  account: `acc-${id}`,
  headIcon: '',
  unreadMessage,
  latestMessage,
  messageType,
  latestDate: Date.now() - 5.5 * 60_000,
});

function fakeApi(): ChatApi & { contacts: ReturnType<typeof vi.fn> } {
  const all = Array.from({ length: 45 }, (_, i) => user(i + 1));
  return {
    conversations: vi.fn(async () => [reply('p1', '张伟', 3, '明天[微笑]', 'text'), reply('p2', '李娜', 0, '{"path":"/x.png"}', 'image')]),
    contacts: vi.fn(async ({ keyword, currentPage, pageSize }: ContactQuery) => {
      const rows = all.filter((u) => !keyword || u.account.includes(keyword));
      return {
        list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        pagination: { currentPage, pageSize, total: rows.length },
      };
    }),
    deleteRecords: vi.fn(async () => '删除成功'),
    removeConversation: vi.fn(async () => '移除成功'),
    uploadImage: vi.fn(),
  };
}

function renderChat(api: ChatApi) {
  const store = createChatStore();
  const sent: unknown[] = [];
  store.attach({ send: (frame) => (sent.push(frame), true) });
  const notify = vi.fn();
  const onClose = vi.fn();
  renderScreen(<ChatPanels open onClose={onClose} store={store} api={api} resolveUrl={(p) => p} notify={notify} />);
  return { store, sent, notify, onClose };
}

/** Zag menus select the highlighted item; a pointer press highlights it as a real click would. */
async function chooseMenuItem(name: string) {
  const item = await screen.findByRole('menuitem', { name });
  fireEvent.pointerMove(item, { pointerType: 'mouse' });
  fireEvent.pointerDown(item, { pointerType: 'mouse' });
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

describe('ChatDrawer', () => {
  it('lists conversations with unread counts, previews and relative times; opening one reads it', async () => {
    const api = fakeApi();
    const { store, sent, onClose } = renderChat(api);
    const rows = await screen.findAllByTestId('chat-conversation');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('chat-unread').textContent).toBe('3');
    expect(within(rows[0]!).getByTestId('chat-conversation-latest').textContent).toBe('明天🙂');
    expect(within(rows[0]!).getByText('5分钟前')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('chat-conversation-latest').textContent).toBe('[图片]');
    expect(store.state.unread.p1).toBe(3);

    fireEvent.click(rows[0]!);
    expect(onClose).toHaveBeenCalled();
    expect(sent[0]).toEqual({ method: 'UpdateReadMessage', formUserId: 'p1' });
    expect(store.state.unread.p1).toBe(0);
    expect(await screen.findByTestId('chat-window')).toBeTruthy();
  });

  it('the keyword filters the conversations', async () => {
    renderChat(fakeApi());
    await screen.findAllByTestId('chat-conversation');
    fireEvent.change(screen.getByTestId('chat-search'), { target: { value: '李' } });
    expect(screen.getAllByTestId('chat-conversation').map((row) => row.dataset.account)).toEqual(['acc-p2']);
  });

  it('loads contacts 20 at a time, the next page within 300 px of the bottom, and searches them by keyword', async () => {
    const api = fakeApi();
    renderChat(api);
    fireEvent.click(screen.getByTestId('chat-tab-contacts'));
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(20));
    const scroller = screen.getByTestId('chat-scroll');
    Object.defineProperties(scroller, {
      scrollHeight: { configurable: true, value: 1400 },
      clientHeight: { configurable: true, value: 600 },
    });
    scroller.scrollTop = 400; // 400 px from the bottom: not yet
    fireEvent.scroll(scroller);
    expect(api.contacts).toHaveBeenCalledTimes(1);
    scroller.scrollTop = 500; // 300 px from the bottom
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(40));
    expect(api.contacts).toHaveBeenLastCalledWith({ keyword: '', currentPage: 2, pageSize: 20 });

    fireEvent.change(screen.getByTestId('chat-search'), { target: { value: 'user4' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('chat-contact').map((row) => row.dataset.account)).toEqual([
        'user4',
        'user40',
        'user41',
        'user42',
        'user43',
        'user44',
        'user45',
      ]),
    );
    expect(api.contacts).toHaveBeenLastCalledWith({ keyword: 'user4', currentPage: 1, pageSize: 20 });
  });

  it('the right-click menu removes a conversation, and deletes its records after a confirmation', async () => {
    const api = fakeApi();
    const { notify } = renderChat(api);
    const [first] = await screen.findAllByTestId('chat-conversation');
    fireEvent.contextMenu(first!);
    await chooseMenuItem('删除聊天记录');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('确定删除与 张伟 的聊天记录吗？')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.deleteRecords).toHaveBeenCalledWith('p1'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('chat-conversation')[0]!).getByTestId('chat-conversation-latest').textContent).toBe(''),
    );
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: '删除成功' }));

    fireEvent.contextMenu(screen.getAllByTestId('chat-conversation')[1]!);
    await chooseMenuItem('移除会话');
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')).toHaveLength(1));
    expect(api.removeConversation).toHaveBeenCalledWith('p2');
  });
});

describe('ChatWindow', () => {
  it('refuses a non-image and an image of 5 MB with the spec messages, before any upload', async () => {
    const api = fakeApi();
    const { store, notify } = renderChat(api);
    store.handle({
      method: 'initMessage',
      userId: 'me',
      onlineUsers: [],
      unreadNums: [],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 0,
      messageDefaultText: '',
      messageDefaultTime: null,
    });
    store.open({ id: 'p1', realName: '张伟', account: 'zhangwei', headIcon: '' });
    const input = (await screen.findByTestId('chat-image-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', message: '只能上传图片' })));
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', message: '图片大小不能超过5M' })));
    expect(api.uploadImage).not.toHaveBeenCalled();
  });

  it('shows the conversation: the peer on the left, mine on the right, images at their size', async () => {
    const { store } = renderChat(fakeApi());
    store.handle({
      method: 'initMessage',
      userId: 'me',
      onlineUsers: ['p1'],
      unreadNums: [],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 0,
      messageDefaultText: '',
      messageDefaultTime: null,
    });
    store.open({ id: 'p1', realName: '张伟', account: 'zhangwei', headIcon: '' });
    store.handle({
      method: 'messageList',
      toUserId: 'p1',
      pagination: { total: 2, currentPage: 1, pageSize: 30 },
      list: [
        {
          id: 'a',
          sendUserId: 'p1',
          receiveUserId: 'me',
          sendTime: Date.now() - 10_000,
          receiveTime: null,
          content: '在吗[疑问]',
          contentType: 'text',
          state: 1,
        },
        {
          id: 'b',
          sendUserId: 'me',
          receiveUserId: 'p1',
          sendTime: Date.now() - 5_000,
          receiveTime: null,
          content: '{"path":"/api/file/Image/IM/x.png","name":"x.png","width":400,"height":100}',
          contentType: 'image',
          state: 0,
        },
      ],
    });
    const bubbles = await screen.findAllByTestId('chat-message');
    expect(bubbles.map((b) => b.dataset.mine)).toEqual(['false', 'true']);
    expect(within(bubbles[0]!).getByText('刚刚')).toBeTruthy();
    const image = within(bubbles[1]!).getByTestId('chat-image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/file/Image/IM/x.png');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['200', '50']);
  });
});
