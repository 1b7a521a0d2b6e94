import { describe, expect, it } from 'vitest';
import type { ChatMessage, ImReply } from '../../../../api/messages';
import {
  chatFirstPageSize,
  chatHistoryPageSize,
  CONTACT_LOAD_DISTANCE,
  CONTACT_PAGE_SIZE,
  filterConversations,
  hasEarlier,
  imageDisplaySize,
  mergeMessages,
  nextPage,
  parseImageContent,
  touchConversation,
  unreadPeerCount,
} from '../../../../screens/chat/chat-model';
import { checkChatImage } from '../../../../screens/chat/image-upload';

const message = (n: number): ChatMessage => ({
  id: `c${n}`,
  sendUserId: 'a',
  receiveUserId: 'b',
  sendTime: 1000 * n,
  receiveTime: null,
  content: `第 ${n} 条`,
  contentType: 'text',
  state: 0,
});

describe('conversation paging', () => {
  it('uses the spec constants: 30 first, 50 in history, contacts 20 at 300 px', () => {
    expect([chatFirstPageSize, chatHistoryPageSize, CONTACT_PAGE_SIZE, CONTACT_LOAD_DISTANCE]).toEqual([30, 50, 20, 300]);
  });

  it('asks for the page after the newest messages shown, overlapping rather than skipping when new ones arrived', () => {
    expect(nextPage(0, 30)).toBe(1);
    expect(nextPage(30, 30)).toBe(2);
    // 30 loaded plus 2 that arrived live: page 2 starts 2 messages into what is shown.
    expect(nextPage(32, 30)).toBe(2);
    expect(nextPage(60, 30)).toBe(3);
    expect(hasEarlier(30, 75)).toBe(true);
    expect(hasEarlier(75, 75)).toBe(false);
  });

  it('merges pages oldest first without duplicates', () => {
    const shown = [message(31), message(32), message(33)];
    const earlier = [message(29), message(30), message(31)];
    expect(mergeMessages(shown, earlier).map((m) => m.id)).toEqual(['c29', 'c30', 'c31', 'c32', 'c33']);
    // A later copy of a message (read since) replaces the earlier one.
    const read = { ...message(32), state: 1 as const };
    expect(mergeMessages(shown, [read]).find((m) => m.id === 'c32')?.state).toBe(1);
  });
});

describe('images', () => {
  it('reads image content and shows it at most 200 px on its longer side', () => {
    expect(parseImageContent('{"path":"/api/file/Image/IM/x.png","name":"x.png","width":800,"height":400}')).toEqual({
      path: '/api/file/Image/IM/x.png',
      name: 'x.png',
      width: 800,
      height: 400,
    });
    expect(parseImageContent('你好')).toBeNull();
    expect(parseImageContent('{"name":"x"}')).toBeNull();
    expect(imageDisplaySize(800, 400)).toEqual({ width: 200, height: 100 });
    expect(imageDisplaySize(48, 32)).toEqual({ width: 48, height: 32 });
    expect(imageDisplaySize(0, 0)).toEqual({ width: 200, height: 200 });
  });

  it('takes images only, under 5 MB', () => {
    expect(checkChatImage({ type: 'image/png', size: 1024 })).toBeNull();
    expect(checkChatImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(checkChatImage({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('imageTooLarge');
    expect(checkChatImage({ type: 'text/plain', size: 10 })).toBe('imageOnly');
    expect(checkChatImage({ type: 'image/svg+xml', size: 10 })).toBe('imageOnly');
  });
});

describe('conversation list', () => {
  const entry = (id: string, realName: string, account: string): ImReply => ({
    id,
    realName,
    account,
    headIcon: '',
    unreadMessage: 0,
    latestMessage: '',
    messageType: '',
    latestDate: 0,
  });
  const list = [entry('p1', '张伟', 'zhangwei'), entry('p2', '李娜', 'lina01')];

  it('moves the conversation of a new message to the top', () => {
    const next = touchConversation(
      list,
      { id: 'p2', realName: '李娜', account: 'lina01', headIcon: '' },
      { content: '你好', type: 'text', time: 5, unread: 1 },
    );
    expect(next.map((c) => c.id)).toEqual(['p2', 'p1']);
    expect(next[0]).toMatchObject({ latestMessage: '你好', messageType: 'text', latestDate: 5, unreadMessage: 1 });
    const added = touchConversation(
      list,
      { id: 'p3', realName: '王芳', account: 'wangfang', headIcon: '' },
      { content: 'x', type: 'text', time: 6, unread: 1 },
    );
    expect(added.map((c) => c.id)).toEqual(['p3', 'p1', 'p2']);
  });

  it('filters by name or account and counts peers with unread messages', () => {
    expect(filterConversations(list, ' LINA ').map((c) => c.id)).toEqual(['p2']);
    expect(filterConversations(list, '张').map((c) => c.id)).toEqual(['p1']);
    expect(filterConversations(list, '')).toHaveLength(2);
    expect(unreadPeerCount({ p1: 0, p2: 3, p3: 1 })).toBe(2);
    expect(unreadPeerCount({})).toBe(0);
  });
});
