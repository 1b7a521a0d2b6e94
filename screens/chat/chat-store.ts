/**
 * The chat's live state (spec 000 section 4 "Chat"): unread counts per peer, who is online, the
 * conversation list, the open conversation and its history search. Socket frames come in through
 * `handle` whether or not the drawer is open, so the chat icon blinks while it is closed; frames go
 * out through the attached socket.
 */
import { proxy } from 'valtio';
import type { ChatImageContent, ChatMessage, ChatServerFrame, ImReply } from '../../api/messages';
import type { OutgoingFrame } from '../../api/socket-client';
import {
  chatFirstPageSize,
  chatHistoryPageSize,
  echoedMessage,
  hasEarlier,
  incomingMessage,
  mergeMessages,
  nextPage,
  touchConversation,
  type ChatPeer,
} from './chat-model';

/** The part of the socket the chat sends through. */
export interface ChatSocketPort {
  /** False when the socket is not open (nothing was sent). */
  send(frame: OutgoingFrame): boolean;
}

export interface ActiveConversation {
  peer: ChatPeer;
  /** Oldest first. */
  messages: ChatMessage[];
  total: number;
  loading: boolean;
}

export interface HistorySearch {
  keyword: string;
  messages: ChatMessage[];
  total: number;
  loading: boolean;
}

export interface ChatState {
  me: string;
  online: string[];
  /** Unread messages per peer id. */
  unread: Record<string, number>;
  conversations: ImReply[];
  active: ActiveConversation | null;
  history: HistorySearch | null;
}

export type SendResult = 'sent' | 'empty' | 'offline' | 'closed';

const initialState = (): ChatState => ({ me: '', online: [], unread: {}, conversations: [], active: null, history: null });

export function createChatStore() {
  const state = proxy<ChatState>(initialState());
  let socket: ChatSocketPort | null = null;
  let localCount = 0;

  const send = (frame: OutgoingFrame) => socket?.send(frame) ?? false;

  function requestPage(peerId: string, currentPage: number, pageSize: number, keyword = '') {
    return send({ method: 'MessageList', toUserId: peerId, formUserId: state.me, currentPage, pageSize, sord: 'desc', keyword });
  }

  function markRead(peerId: string) {
    state.unread[peerId] = 0;
    const entry = state.conversations.find((item) => item.id === peerId);
    if (entry) entry.unreadMessage = 0;
    send({ method: 'UpdateReadMessage', formUserId: peerId });
  }

  /** A message of the open conversation, sent or received here or in another tab. */
  function append(message: ChatMessage) {
    const active = state.active;
    if (!active) return;
    active.messages = mergeMessages(active.messages, [message]);
    active.total += 1;
  }

  function peerOf(entry: ImReply): ChatPeer {
    return { id: entry.id, realName: entry.realName, account: entry.account, headIcon: entry.headIcon };
  }

  /** Opening a conversation reads it and loads its newest 30 messages. */
  function open(peer: ChatPeer) {
    state.history = null;
    state.active = { peer: { ...peer }, messages: [], total: 0, loading: true };
    markRead(peer.id);
    if (!requestPage(peer.id, 1, chatFirstPageSize)) state.active.loading = false;
  }

  /** The server answers only the sender's other tabs: this one shows what it sent itself. */
  function noteSent(type: 'text' | 'image', content: string) {
    const active = state.active;
    if (!active) return;
    const now = Date.now();
    localCount += 1;
    const message: ChatMessage = {
      id: `local-${now}-${localCount}`,
      sendUserId: state.me,
      receiveUserId: active.peer.id,
      sendTime: now,
      receiveTime: null,
      content,
      contentType: type,
      state: 0,
    };
    append(message);
    state.conversations = touchConversation(state.conversations, active.peer, { content, type, time: now, unread: 0 });
  }

  function handle(frame: ChatServerFrame): void {
    switch (frame.method) {
      case 'initMessage':
        state.me = frame.userId;
        state.online = [...frame.onlineUsers];
        state.unread = Object.fromEntries(frame.unreadNums.map((peer) => [peer.sendUserId, peer.unreadNum]));
        // A reconnection: what arrived meanwhile for the open conversation is read and shown now.
        if (state.active) {
          const active = state.active;
          const missed = (state.unread[active.peer.id] ?? 0) > 0;
          if (missed) markRead(active.peer.id);
          if (missed || active.messages.length === 0) active.loading = requestPage(active.peer.id, 1, chatFirstPageSize);
        }
        return;
      case 'Online':
        if (!state.online.includes(frame.userId)) state.online.push(frame.userId);
        return;
      case 'Offline':
        state.online = state.online.filter((id) => id !== frame.userId);
        return;
      case 'receiveMessage': {
        const peerId = frame.formUserId;
        const open = state.active?.peer.id === peerId;
        if (open) {
          append(incomingMessage(frame, true));
          markRead(peerId);
        } else {
          state.unread[peerId] = (state.unread[peerId] ?? 0) + 1;
        }
        const peer = { id: peerId, realName: frame.realName, account: frame.account, headIcon: frame.headIcon };
        const message = incomingMessage(frame, open);
        state.conversations = touchConversation(state.conversations, peer, {
          content: message.content,
          type: frame.messageType,
          time: frame.latestDate,
          unread: state.unread[peerId] ?? 0,
        });
        return;
      }
      case 'sendMessage': {
        const message = echoedMessage(frame);
        if (state.active?.peer.id === frame.toUserId) append(message);
        const peer = { id: frame.toUserId, realName: frame.toRealName, account: frame.toAccount, headIcon: frame.toHeadIcon };
        state.conversations = touchConversation(state.conversations, peer, {
          content: message.content,
          type: frame.messageType,
          time: frame.latestDate,
          unread: state.unread[frame.toUserId] ?? 0,
        });
        return;
      }
      case 'messageList': {
        // The history search asks for pages of 50, the conversation window for pages of 30.
        const isHistory = frame.pagination.pageSize === chatHistoryPageSize;
        const target = isHistory ? state.history : state.active;
        if (!target || state.active?.peer.id !== frame.toUserId) return;
        target.messages = mergeMessages(target.messages, frame.list);
        target.total = Math.max(frame.pagination.total, target.messages.length);
        target.loading = false;
        return;
      }
      default:
        return;
    }
  }

  return {
    state,
    handle,
    attach(port: ChatSocketPort | null) {
      socket = port;
    },
    reset() {
      Object.assign(state, initialState());
    },
    /** The list `GET imreply` answered; its unread counts are the server's word. */
    setConversations(list: ImReply[]) {
      state.conversations = list;
      for (const entry of list) state.unread[entry.id] = entry.unreadMessage;
    },
    open,
    openEntry: (entry: ImReply) => open(peerOf(entry)),
    close() {
      state.active = null;
      state.history = null;
    },
    hasEarlier: (): boolean => {
      const active = state.active;
      return Boolean(active && hasEarlier(active.messages.length, active.total));
    },
    loadEarlier() {
      const active = state.active;
      if (!active || active.loading || !hasEarlier(active.messages.length, active.total)) return;
      active.loading = requestPage(active.peer.id, nextPage(active.messages.length, chatFirstPageSize), chatFirstPageSize);
    },
    /** Sends the text as typed; text of blanks only is not sent. */
    sendText(text: string): SendResult {
      const active = state.active;
      if (!active) return 'closed';
      if (!text.trim()) return 'empty';
      if (!send({ method: 'SendMessage', toUserId: active.peer.id, messageType: 'text', messageContent: text })) return 'offline';
      noteSent('text', text);
      return 'sent';
    },
    sendImage(image: ChatImageContent): SendResult {
      const active = state.active;
      if (!active) return 'closed';
      const { name, width, height } = image;
      if (!send({ method: 'SendMessage', toUserId: active.peer.id, messageType: 'image', messageContent: { name, width, height } })) {
        return 'offline';
      }
      noteSent('image', JSON.stringify(image));
      return 'sent';
    },
    searchHistory(keyword: string) {
      const active = state.active;
      if (!active) return;
      state.history = { keyword: keyword.trim(), messages: [], total: 0, loading: true };
      state.history.loading = requestPage(active.peer.id, 1, chatHistoryPageSize, keyword.trim());
    },
    historyMore() {
      const { active, history } = state;
      if (!active || !history || history.loading || !hasEarlier(history.messages.length, history.total)) return;
      history.loading = requestPage(
        active.peer.id,
        nextPage(history.messages.length, chatHistoryPageSize),
        chatHistoryPageSize,
        history.keyword,
      );
    },
    closeHistory() {
      state.history = null;
    },
    /** After `relocation`: the conversation leaves the list. */
    removed(peerId: string) {
      state.conversations = state.conversations.filter((item) => item.id !== peerId);
    },
    /** After `deleteChatRecord`: my copy of the records is gone. */
    recordsDeleted(peerId: string) {
      const entry = state.conversations.find((item) => item.id === peerId);
      if (entry) Object.assign(entry, { latestMessage: '', messageType: '', unreadMessage: 0 });
      state.unread[peerId] = 0;
      if (state.active?.peer.id === peerId) Object.assign(state.active, { messages: [], total: 0 });
      if (state.history) Object.assign(state.history, { messages: [], total: 0 });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
