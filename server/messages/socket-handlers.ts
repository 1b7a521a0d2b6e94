import type { ChatImageContent, InitMessageFrame, MessageListFrame, ReceiveMessageFrame, SendMessageEchoFrame } from '../../api/messages';
import type { SocketConnection, SocketHub } from '../socket/socket-hub';
import { chatImageUrl, ownsChatImage } from './chat-images';
import { chatUsers, conversationPage, markConversationRead, storeChatMessage, unreadByPeer } from './chat-store';
import { unreadSummary } from './message-store';
import type { Messaging } from './messaging';
import { chatMessages, parseMessageList, parseSendMessage, parseUpdateRead } from './socket-frames';

const refuse = (connection: SocketConnection, msg: string) => connection.send({ method: 'error', msg });

/**
 * Adds the connection to this process's chat connections until it closes; true when it is the
 * user's first one here. When the user's last connection anywhere closes, everyone hears "Offline".
 */
function register(messaging: Messaging, connection: SocketConnection): boolean {
  if (messaging.local.idOf(connection) !== undefined) return false;
  const firstHere = messaging.local.add(connection);
  const userId = connection.user.userId;
  connection.socket.once('close', () => {
    if (!messaging.local.remove(connection) || messaging.stopping) return;
    void (async () => {
      await messaging.presence.set(userId, false);
      if (!(await messaging.presence.isOnline(userId))) await messaging.sendToUsers('all', { method: 'Offline', userId });
    })().catch(() => undefined);
  });
  return firstHere;
}

/** The chat frames of reference section 1.7, answered over the socket hub. */
export function registerMessageSocketHandlers(hub: SocketHub, messaging: Messaging): void {
  const { db } = messaging.app.ctx;

  /** Registers the connection, answers `initMessage`, and tells everyone the user came online. */
  hub.handlers.set('OnConnection', async (connection) => {
    const userId = connection.user.userId;
    const socket = connection.socket;
    if (socket.readyState !== socket.OPEN) return;
    const firstHere = register(messaging, connection);
    // "Online" is news only when the user was connected nowhere before.
    const cameOnline = firstHere && !(await messaging.presence.isOnline(userId));
    if (firstHere) await messaging.presence.set(userId, true);
    const [onlineUsers, unreadNums, unread] = await Promise.all([
      messaging.presence.onlineUsers(),
      unreadByPeer(db, userId),
      unreadSummary(db, userId),
    ]);
    const frame: InitMessageFrame = {
      method: 'initMessage',
      onlineUsers,
      unreadNums,
      unreadNoticeCount: unread.byType[1] ?? 0,
      unreadMessageCount: unread.byType[2] ?? 0,
      unreadSystemMessageCount: unread.byType[3] ?? 0,
      unreadScheduleCount: unread.byType[4] ?? 0,
      unreadTotalCount: unread.total,
      messageDefaultText: unread.newestTitle,
      messageDefaultTime: unread.newestTime,
      userId,
    };
    connection.send(frame);
    if (cameOnline) await messaging.sendToUsers('all', { method: 'Online', userId }, connection);
  });

  /** Stores a chat message; the recipient gets `receiveMessage`, the sender's other tabs `sendMessage`. */
  hub.handlers.set('SendMessage', async (connection, frame) => {
    const parsed = parseSendMessage(frame);
    if (!parsed.ok) return refuse(connection, parsed.msg);
    const input = parsed.value;
    const senderId = connection.user.userId;
    if (input.toUserId === senderId) return refuse(connection, chatMessages.toSelf);
    const users = await chatUsers(db, [senderId, input.toUserId]);
    const sender = users.get(senderId);
    const recipient = users.get(input.toUserId);
    if (!sender || !recipient) return refuse(connection, chatMessages.unknownUser);

    let content: string;
    let shown: string | ChatImageContent;
    if (input.messageType === 'text') {
      // Stored and delivered exactly as typed: the client shows it as text, never as HTML.
      content = shown = input.text;
    } else {
      if (!(await ownsChatImage(db, senderId, input.image.name))) return refuse(connection, chatMessages.unknownImage);
      shown = { path: chatImageUrl(input.image.name), ...input.image };
      content = JSON.stringify(shown);
    }
    const stored = await storeChatMessage(db, senderId, recipient.id, input.messageType, content);
    const common = { id: stored.id, messageType: input.messageType, dateTime: stored.sendTime, latestDate: stored.sendTime };
    const received: ReceiveMessageFrame = {
      method: 'receiveMessage',
      ...common,
      formUserId: senderId,
      userId: recipient.id,
      formMessage: shown,
      headIcon: sender.headIcon,
      realName: sender.realName,
      account: sender.account,
    };
    const echo: SendMessageEchoFrame = {
      method: 'sendMessage',
      ...common,
      userId: senderId,
      toUserId: recipient.id,
      toMessage: shown,
      headIcon: sender.headIcon,
      realName: sender.realName,
      account: sender.account,
      toAccount: recipient.account,
      toRealName: recipient.realName,
      toHeadIcon: recipient.headIcon,
    };
    await messaging.sendToUsers([recipient.id], received);
    await messaging.sendToUsers([senderId], echo, connection);
  });

  /** One page of the conversation with `toUserId` (always the caller's own conversation). */
  hub.handlers.set('MessageList', async (connection, frame) => {
    const parsed = parseMessageList(frame);
    if (!parsed.ok) return refuse(connection, parsed.msg);
    const query = parsed.value;
    const page = await conversationPage(db, connection.user.userId, query.toUserId, query);
    const answer: MessageListFrame = {
      method: 'messageList',
      list: page.list,
      pagination: { total: page.total, currentPage: query.currentPage, pageSize: query.pageSize },
      toUserId: query.toUserId,
    };
    connection.send(answer);
  });

  /** The peer's messages to the caller are read. */
  hub.handlers.set('UpdateReadMessage', async (connection, frame) => {
    const parsed = parseUpdateRead(frame);
    if (!parsed.ok) return refuse(connection, parsed.msg);
    await markConversationRead(db, connection.user.userId, parsed.value.formUserId);
  });
}
