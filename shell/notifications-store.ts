/**
 * The navbar's message bell and chat icon (spec 000 section 2.5). The messaging issue fills the
 * counts and sets what a click opens; until then both show nothing unread and open nothing.
 */
import { proxy } from 'valtio';
import { onSessionReset } from './session';

export const BADGE_MAX = 99;

export const notifications = proxy({
  /** Unread messages and notices: the bell's badge. */
  unreadMessages: 0,
  /** Conversations with unread chat: the chat icon blinks while above 0. */
  unreadChats: 0,
});

export interface NotificationHandlers {
  openMessages?: () => void;
  openChat?: () => void;
}

/** What the bell and the chat icon open (set by the messaging issue). */
export const notificationHandlers: NotificationHandlers = {};

/** The badge text: nothing at 0, `99+` above the maximum. */
export function badgeText(count: number, max = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

onSessionReset(() => {
  notifications.unreadMessages = 0;
  notifications.unreadChats = 0;
});
