/**
 * The chat of the signed-in user, alive for the whole session: socket frames reach it whether the
 * drawer is open or not, and the navbar's chat icon blinks while any peer has unread messages.
 */
import { proxy, subscribe } from 'valtio';
import { unreadPeerCount } from '../../screens/chat/chat-model';
import { createChatStore } from '../../screens/chat/chat-store';
import { notifications } from '../notifications-store';
import { onSessionReset } from '../session';

export const chat = createChatStore();

export const chatUi = proxy({ drawerOpen: false });

/** The chat icon follows the unread counts (frames, opening a conversation, the conversation list). */
export function syncUnreadChats(): void {
  const peers = unreadPeerCount(chat.state.unread);
  if (notifications.unreadChats !== peers) notifications.unreadChats = peers;
}

subscribe(chat.state, syncUnreadChats);

onSessionReset(() => {
  chat.attach(null);
  chat.reset();
  chatUi.drawerOpen = false;
});
