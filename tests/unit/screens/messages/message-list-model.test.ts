import { describe, expect, it } from 'vitest';
import type { MessageListItem } from '../../../../api/messages';
import {
  appendPage,
  defaultMessageFilters,
  hasMorePages,
  markRowsRead,
  messageTypeChoices,
  nearBottom,
  toMessageQuery,
} from '../../../../screens/messages/message-list-model';

const row = (id: string, isRead: '0' | '1' = '0'): MessageListItem => ({
  id,
  title: `t${id}`,
  type: 1,
  isRead,
  releaseUser: '',
  releaseTime: 0,
  creatorUser: '',
  lastModifyTime: 0,
  excerpt: '',
  flowType: null,
  sendConfigId: null,
});

describe('message list model', () => {
  it('starts unread-only and offers the spec types in order: all, system, process, notice, schedule', () => {
    expect(toMessageQuery(defaultMessageFilters)).toEqual({ isRead: 0 });
    expect(messageTypeChoices.map((c) => c.value)).toEqual(['', 3, 2, 1, 4]);
  });

  it('turns filters into the query: trimmed keyword, type, read state; empty ones left out', () => {
    expect(toMessageQuery({ keyword: '  停热 ', type: 3, unreadOnly: false })).toEqual({ keyword: '停热', type: 3 });
    expect(toMessageQuery({ keyword: ' ', type: '', unreadOnly: false })).toEqual({});
  });

  it('appends a page without rows already shown', () => {
    expect(appendPage([row('a'), row('b')], [row('b'), row('c')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('knows when more pages remain', () => {
    expect(hasMorePages(1, 20, 21)).toBe(true);
    expect(hasMorePages(1, 20, 20)).toBe(false);
    expect(hasMorePages(0, 20, 0)).toBe(false);
  });

  it('loads more within 200 px of the bottom', () => {
    expect(nearBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1200 })).toBe(true);
    expect(nearBottom({ scrollTop: 599, clientHeight: 400, scrollHeight: 1200 })).toBe(false);
    expect(nearBottom({ scrollTop: 700, clientHeight: 400, scrollHeight: 1200 }, 100)).toBe(true);
    expect(nearBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 1200 })).toBe(false);
  });

  it('shows rows read since loading as read', () => {
    expect(markRowsRead([row('a'), row('b'), row('c', '1')], ['b', 'c']).map((r) => r.isRead)).toEqual(['0', '1', '1']);
  });
});
