/**
 * The chat's pure logic (spec 000 sections 4, 5 and 9): paging of a conversation, the conversation
 * list kept current by socket frames, and what a message shows.
 */
import type {
  ChatContentType,
  ChatImageContent,
  ChatMessage,
  ImReply,
  ReceiveMessageFrame,
  SendMessageEchoFrame,
} from '../../api/messages';

export { chatFirstPageSize, chatHistoryPageSize } from '../../api/messages';

/** Contacts load 20 at a time, the next page when the list is scrolled to 300 px from its bottom. */
export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_LOAD_DISTANCE = 300;
/** The longest side of an image in the conversation window, pixels. */
export const IMAGE_DISPLAY_MAX = 200;

export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/**
 * The page to ask for next when `loaded` messages (the newest ones) are shown: pages count from the
 * newest, so a message that arrived since shifts the pages by one and the next page overlaps what is
 * shown rather than skipping a message. {@link mergeMessages} drops the overlap.
 */
export function nextPage(loaded: number, pageSize: number): number {
  return Math.floor(loaded / pageSize) + 1;
}

export function hasEarlier(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The shown messages and a page, without duplicates, oldest first. */
export function mergeMessages(shown: readonly ChatMessage[], page: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...shown, ...page]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sendTime - b.sendTime || a.id.localeCompare(b.id));
}

export function contentText(content: string | ChatImageContent): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

/** The image of an image message, or null when the content is not one. */
export function parseImageContent(content: string): ChatImageContent | null {
  try {
    const value = JSON.parse(content) as Partial<ChatImageContent> | null;
    if (!value || typeof value.path !== 'string' || !value.path) return null;
    return { path: value.path, name: String(value.name ?? ''), width: Number(value.width) || 0, height: Number(value.height) || 0 };
  } catch {
    return null;
  }
}

/** The size an image is shown at: its own, scaled down so that neither side exceeds `max`. */
export function imageDisplaySize(width: number, height: number, max = IMAGE_DISPLAY_MAX): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What a peer sent me, as a row of the conversation. */
export function incomingMessage(frame: ReceiveMessageFrame, read: boolean): ChatMessage {
  return {
    id: frame.id,
    sendUserId: frame.formUserId,
    receiveUserId: frame.userId,
    sendTime: frame.dateTime,
    receiveTime: read ? Date.now() : null,
    content: contentText(frame.formMessage),
    contentType: frame.messageType,
    state: read ? 1 : 0,
  };
}

/** What I sent from another tab, as a row of the conversation. */
export function echoedMessage(frame: SendMessageEchoFrame): ChatMessage {
  return {
    id: frame.id,
    sendUserId: frame.userId,
    receiveUserId: frame.toUserId,
    sendTime: frame.dateTime,
    receiveTime: null,
    content: contentText(frame.toMessage),
    contentType: frame.messageType,
    state: 0,
  };
}

/** The conversation with `peer` moved to the top with its latest message. */
export function touchConversation(
  list: readonly ImReply[],
  peer: ChatPeer,
  latest: { content: string; type: ChatContentType; time: number; unread: number },
): ImReply[] {
  const entry: ImReply = {
    ...peer,
    unreadMessage: latest.unread,
    latestMessage: latest.content,
    messageType: latest.type,
    latestDate: latest.time,
  };
  return [entry, ...list.filter((item) => item.id !== peer.id)];
}

/** Conversations whose peer's name or account holds the keyword (the Messages tab filters what it has). */
export function filterConversations(list: readonly ImReply[], keyword: string): ImReply[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...list];
  return list.filter((item) => item.realName.toLowerCase().includes(word) || item.account.toLowerCase().includes(word));
}

/** How many peers have unread messages: the chat icon blinks while above 0. */
export function unreadPeerCount(unread: Readonly<Record<string, number>>): number {
  return Object.values(unread).filter((count) => count > 0).length;
}
