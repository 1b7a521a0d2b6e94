import { describe, expect, it } from 'vitest';
import type { ChatMessage, ReceiveMessageFrame } from '../../../../api/messages';
import type { OutgoingFrame } from '../../../../api/socket-client';
import { createChatStore } from '../../../../screens/chat/chat-store';

function setup(open = true) {
  const store = createChatStore();
  const sent: OutgoingFrame[] = [];
  store.attach({ send: (frame) => (open ? (sent.push(frame), true) : false) });
  store.handle({
    method: 'initMessage',
    userId: 'me',
    onlineUsers: ['p1'],
    unreadNums: [{ sendUserId: 'p1', unreadNum: 2, defaultMessage: '在吗', defaultMessageType: 'text', defaultMessageTime: 1 }],
    unreadNoticeCount: 0,
    unreadMessageCount: 0,
    unreadSystemMessageCount: 0,
    unreadScheduleCount: 0,
    unreadTotalCount: 0,
    messageDefaultText: '',
    messageDefaultTime: null,
  });
  return { store, sent };
}

const peer = (id: string) => ({ id, realName: `用户${id}`, account: `acc${id}`, headIcon: '' });

const incoming = (from: string, n: number): ReceiveMessageFrame => ({
  method: 'receiveMessage',
  id: `r${n}`,
  formUserId: from,
  userId: 'me',
  messageType: 'text',
  formMessage: `消息${n}`,
  dateTime: 1000 + n,
  latestDate: 1000 + n,
  headIcon: '',
  realName: `用户${from}`,
  account: `acc${from}`,
});

const row = (n: number, from = 'p1'): ChatMessage => ({
  id: `m${n}`,
  sendUserId: from,
  receiveUserId: 'me',
  sendTime: n,
  receiveTime: null,
  content: `第${n}条`,
  contentType: 'text',
  state: 1,
});

describe('chat store', () => {
  it('takes unread counts and who is online from initMessage, and follows Online/Offline', () => {
    const { store } = setup();
    expect(store.state.me).toBe('me');
    expect(store.state.unread).toEqual({ p1: 2 });
    store.handle({ method: 'Online', userId: 'p2' });
    store.handle({ method: 'Offline', userId: 'p1' });
    expect(store.state.online).toEqual(['p2']);
  });

  it('counts a message for a closed conversation as unread and puts the conversation on top', () => {
    const { store, sent } = setup();
    store.handle(incoming('p2', 1));
    store.handle(incoming('p2', 2));
    expect(store.state.unread).toEqual({ p1: 2, p2: 2 });
    expect(store.state.conversations[0]).toMatchObject({ id: 'p2', latestMessage: '消息2', unreadMessage: 2, realName: '用户p2' });
    expect(sent).toEqual([]);
  });

  it('opening a conversation reads it and asks for its newest 30 messages', () => {
    const { store, sent } = setup();
    store.open(peer('p1'));
    expect(store.state.unread.p1).toBe(0);
    expect(sent).toEqual([
      { method: 'UpdateReadMessage', formUserId: 'p1' },
      { method: 'MessageList', toUserId: 'p1', formUserId: 'me', currentPage: 1, pageSize: 30, sord: 'desc', keyword: '' },
    ]);
    expect(store.state.active?.loading).toBe(true);
    store.handle({
      method: 'messageList',
      toUserId: 'p1',
      list: Array.from({ length: 30 }, (_, i) => row(41 + i)),
      pagination: { total: 70, currentPage: 1, pageSize: 30 },
    });
    expect(store.state.active).toMatchObject({ loading: false, total: 70 });
    expect(store.state.active?.messages).toHaveLength(30);
    expect(store.hasEarlier()).toBe(true);
  });

  it('loads earlier pages of 30 and stops when all are shown', () => {
    const { store, sent } = setup();
    store.open(peer('p1'));
    store.handle({
      method: 'messageList',
      toUserId: 'p1',
      list: Array.from({ length: 30 }, (_, i) => row(11 + i)),
      pagination: { total: 40, currentPage: 1, pageSize: 30 },
    });
    sent.length = 0;
    store.loadEarlier();
    store.loadEarlier(); // already loading: no second request
    expect(sent).toEqual([
      { method: 'MessageList', toUserId: 'p1', formUserId: 'me', currentPage: 2, pageSize: 30, sord: 'desc', keyword: '' },
    ]);
    store.handle({
      method: 'messageList',
      toUserId: 'p1',
      list: Array.from({ length: 10 }, (_, i) => row(1 + i)),
      pagination: { total: 40, currentPage: 2, pageSize: 30 },
    });
    expect(store.state.active?.messages.map((m) => m.sendTime)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(store.hasEarlier()).toBe(false);
    sent.length = 0;
    store.loadEarlier();
    expect(sent).toEqual([]);
  });

  it('appends a message for the open conversation and tells the server it is read', () => {
    const { store, sent } = setup();
    store.open(peer('p1'));
    sent.length = 0;
    store.handle(incoming('p1', 7));
    expect(store.state.active?.messages.map((m) => m.content)).toEqual(['消息7']);
    expect(store.state.unread.p1).toBe(0);
    expect(sent).toEqual([{ method: 'UpdateReadMessage', formUserId: 'p1' }]);
    // A message from someone else still counts as unread.
    store.handle(incoming('p2', 8));
    expect(store.state.unread.p2).toBe(1);
  });

  it('sends text as typed, not blank text, and shows what it sent', () => {
    const { store, sent } = setup();
    expect(store.sendText('你好')).toBe('closed');
    store.open(peer('p1'));
    sent.length = 0;
    expect(store.sendText('   \n ')).toBe('empty');
    expect(store.sendText('<b>你好</b>[微笑]')).toBe('sent');
    expect(sent).toEqual([{ method: 'SendMessage', toUserId: 'p1', messageType: 'text', messageContent: '<b>你好</b>[微笑]' }]);
    expect(store.state.active?.messages.at(-1)).toMatchObject({ sendUserId: 'me', content: '<b>你好</b>[微笑]', contentType: 'text' });
    expect(store.state.conversations[0]).toMatchObject({ id: 'p1', latestMessage: '<b>你好</b>[微笑]' });
  });

  it('sends an uploaded image by its name and size', () => {
    const { store, sent } = setup();
    store.open(peer('p1'));
    sent.length = 0;
    const image = { path: '/api/file/Image/IM/20260101_ab.png', name: '20260101_ab.png', width: 48, height: 32 };
    expect(store.sendImage(image)).toBe('sent');
    expect(sent).toEqual([
      { method: 'SendMessage', toUserId: 'p1', messageType: 'image', messageContent: { name: image.name, width: 48, height: 32 } },
    ]);
    expect(JSON.parse(store.state.active!.messages.at(-1)!.content)).toEqual(image);
  });

  it('says offline when the socket is not open, and loads the open conversation once it is back', () => {
    const { store } = setup(false);
    store.open(peer('p1'));
    expect(store.state.active?.loading).toBe(false);
    expect(store.sendText('你好')).toBe('offline');
    expect(store.state.active?.messages).toEqual([]);

    const sent: OutgoingFrame[] = [];
    store.attach({ send: (frame) => (sent.push(frame), true) });
    store.handle({
      method: 'initMessage',
      userId: 'me',
      onlineUsers: [],
      unreadNums: [{ sendUserId: 'p1', unreadNum: 1, defaultMessage: 'x', defaultMessageType: 'text', defaultMessageTime: 1 }],
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      unreadTotalCount: 1,
      messageDefaultText: '',
      messageDefaultTime: null,
    });
    expect(sent.map((frame) => frame.method)).toEqual(['UpdateReadMessage', 'MessageList']);
    expect(store.state.unread.p1).toBe(0);
    expect(store.state.active?.loading).toBe(true);
  });

  it('the history search asks for pages of 50 with its keyword; its answers do not mix with the window', () => {
    const { store, sent } = setup();
    store.open(peer('p1'));
    store.handle({ method: 'messageList', toUserId: 'p1', list: [row(90)], pagination: { total: 1, currentPage: 1, pageSize: 30 } });
    sent.length = 0;
    store.searchHistory(' 巡检 ');
    expect(sent).toEqual([
      { method: 'MessageList', toUserId: 'p1', formUserId: 'me', currentPage: 1, pageSize: 50, sord: 'desc', keyword: '巡检' },
    ]);
    store.handle({
      method: 'messageList',
      toUserId: 'p1',
      list: Array.from({ length: 50 }, (_, i) => row(i + 1)),
      pagination: { total: 60, currentPage: 1, pageSize: 50 },
    });
    expect(store.state.history?.messages).toHaveLength(50);
    expect(store.state.active?.messages).toHaveLength(1);
    sent.length = 0;
    store.historyMore();
    expect(sent).toEqual([
      { method: 'MessageList', toUserId: 'p1', formUserId: 'me', currentPage: 2, pageSize: 50, sord: 'desc', keyword: '巡检' },
    ]);
  });

  it('ignores a page of another conversation and the echo of another tab goes to the open one', () => {
    const { store } = setup();
    store.open(peer('p1'));
    store.handle({ method: 'messageList', toUserId: 'p9', list: [row(1, 'p9')], pagination: { total: 1, currentPage: 1, pageSize: 30 } });
    expect(store.state.active?.messages).toEqual([]);
    store.handle({
      method: 'sendMessage',
      id: 's1',
      userId: 'me',
      toUserId: 'p1',
      messageType: 'text',
      toMessage: '另一个标签页发的',
      dateTime: 5,
      latestDate: 5,
      headIcon: '',
      realName: '我',
      account: 'me',
      toAccount: 'accp1',
      toRealName: '用户p1',
      toHeadIcon: '',
    });
    expect(store.state.active?.messages.map((m) => m.content)).toEqual(['另一个标签页发的']);
    expect(store.state.conversations[0]).toMatchObject({ id: 'p1', realName: '用户p1' });
  });

  it('removing a conversation and deleting records update the list', () => {
    const { store } = setup();
    store.handle(incoming('p2', 1));
    store.recordsDeleted('p2');
    expect(store.state.conversations[0]).toMatchObject({ id: 'p2', latestMessage: '', messageType: '' });
    expect(store.state.unread.p2).toBe(0);
    store.removed('p2');
    expect(store.state.conversations).toEqual([]);
  });

  it('the conversation list from the server sets the unread counts', () => {
    const { store } = setup();
    store.setConversations([
      { id: 'p1', realName: 'a', account: 'a', headIcon: '', unreadMessage: 0, latestMessage: '', messageType: '', latestDate: 0 },
      { id: 'p3', realName: 'c', account: 'c', headIcon: '', unreadMessage: 4, latestMessage: 'x', messageType: 'text', latestDate: 0 },
    ]);
    expect(store.state.unread).toEqual({ p1: 0, p3: 4 });
  });
});
