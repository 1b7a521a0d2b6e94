import { afterEach, describe, expect, it } from 'vitest';
import { applyInitMessage, applyMessagePush, logoutAction, messaging, noteMessageRead } from '../../../shell/messaging/messaging-store';
import { badgeText, notifications } from '../../../shell/notifications-store';
import { resetSession } from '../../../shell/session';

afterEach(() => resetSession());

const peer = (sendUserId: string, unreadNum: number) => ({
  sendUserId,
  unreadNum,
  defaultMessage: '',
  defaultMessageType: 'text' as const,
  defaultMessageTime: 0,
});

describe('messaging store', () => {
  it('initMessage sets the bell from unreadTotalCount and the chat blink from peers with unread chat', () => {
    applyInitMessage({ unreadTotalCount: 120, unreadNums: [peer('a', 2), peer('b', 0)] });
    expect(notifications.unreadMessages).toBe(120);
    expect(badgeText(notifications.unreadMessages)).toBe('99+');
    expect(notifications.unreadChats).toBe(1);
    applyInitMessage({ unreadTotalCount: 0, unreadNums: [] });
    expect(notifications.unreadChats).toBe(0);
  });

  it('messagePush adds one to the bell and asks open lists to reload', () => {
    applyInitMessage({ unreadTotalCount: 3, unreadNums: [] });
    const before = messaging.reloadKey;
    applyMessagePush({ unreadNoticeCount: 1 });
    expect(notifications.unreadMessages).toBe(4);
    expect(messaging.reloadKey).toBe(before + 1);
  });

  it('a read message is remembered once and the bell takes the recount', () => {
    noteMessageRead('m1', 2);
    noteMessageRead('m1', 1);
    noteMessageRead('', 0);
    expect(messaging.readIds).toEqual(['m1']);
    expect(notifications.unreadMessages).toBe(0);
  });

  it('logout reloads for another token, else returns to the sign-in page', () => {
    expect(logoutAction({ token: 'bearer other' }, 'bearer mine')).toBe('reload');
    expect(logoutAction({ token: 'mine' }, 'bearer mine')).toBe('login');
    expect(logoutAction({}, 'bearer mine')).toBe('login');
  });

  it('a session reset closes the drawer and the detail and forgets read rows and counts', () => {
    messaging.drawerOpen = true;
    messaging.detailId = 'm1';
    noteMessageRead('m1', 5);
    resetSession();
    expect(messaging).toMatchObject({ drawerOpen: false, detailId: null, readIds: [] });
    expect(notifications.unreadMessages).toBe(0);
  });
});
