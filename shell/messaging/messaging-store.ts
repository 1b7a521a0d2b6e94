/**
 * What the messaging parts of the shell share: the drawer, the message whose detail is open, a key
 * that changes when a new message arrives (open lists reload), and the messages read since.
 */
import { proxy } from 'valtio';
import type { InitMessageFrame, MessagePushFrame } from '../../api/messages';
import { notifications } from '../notifications-store';
import { onSessionReset } from '../session';

export const messaging = proxy({
  drawerOpen: false,
  detailId: null as string | null,
  reloadKey: 0,
  /** Messages read since the lists loaded (their rows show read without a reload). */
  readIds: [] as string[],
});

/** `initMessage`: the bell shows every unread message; the chat icon blinks while a peer has unread chat. */
export function applyInitMessage(frame: Pick<InitMessageFrame, 'unreadTotalCount' | 'unreadNums'>): void {
  notifications.unreadMessages = Math.max(0, frame.unreadTotalCount);
  notifications.unreadChats = frame.unreadNums.filter((peer) => peer.unreadNum > 0).length;
}

/** `messagePush`: one more unread message; open lists load again. */
export function applyMessagePush(frame: Pick<MessagePushFrame, 'unreadNoticeCount'>): void {
  notifications.unreadMessages += frame.unreadNoticeCount || 1;
  messaging.reloadKey += 1;
}

/** A message was read (detail opened, or its notice closed): its rows turn read, the badge is recounted. */
export function noteMessageRead(id: string, unreadTotal: number | null): void {
  if (id && !messaging.readIds.includes(id)) messaging.readIds.push(id);
  if (unreadTotal !== null) notifications.unreadMessages = unreadTotal;
}

/** The server tells a session to end: a frame for another token (an older session of this browser) only reloads. */
export function logoutAction(frame: { token?: string }, currentToken: string | null): 'reload' | 'login' {
  const bare = (token: string) => token.replace(/^bearer\s+/i, '');
  return frame.token && currentToken && bare(frame.token) !== bare(currentToken) ? 'reload' : 'login';
}

onSessionReset(() => {
  messaging.drawerOpen = false;
  messaging.detailId = null;
  messaging.readIds = [];
});
