/**
 * A chat without a server for the stories: a peer, a conversation history, conversations, contacts,
 * and a socket that answers MessageList from the history and replies to what is sent.
 */
import type { ChatApi } from '../../api/chat-client';
import type { ChatMessage, ImReply, ImUser, InitMessageFrame } from '../../api/messages';
import type { OutgoingFrame } from '../../api/socket-client';
import { createChatStore, type ChatStore } from '../../screens/chat/chat-store';

export const me = { id: 'me', realName: '王芳', account: 'wangfang', headIcon: '' };
export const peer = { id: 'p1', realName: '张伟', account: 'zhangwei', headIcon: '' };

/** A picture drawn locally (no download). */
function pictureUrl(color: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const minute = 60_000;
const lines: Array<[from: string, text: string]> = [
  ['p1', '芳芳，3 号换热站的巡检报告发我一下[微笑]'],
  ['me', '好的，马上发'],
  ['p1', '另外 12 栋反映暖气不热，安排人去看看'],
  ['me', '已派单给维修班[OK]'],
  ['p1', '<b>这段文字</b>不会被当成 HTML'],
];

function history(): ChatMessage[] {
  const start = Date.now() - 90 * minute;
  const messages: ChatMessage[] = Array.from({ length: 40 }, (_, i) => {
    const [from, text] = lines[i % lines.length]!;
    return {
      id: `h${i}`,
      sendUserId: from,
      receiveUserId: from === 'me' ? 'p1' : 'me',
      sendTime: start + i * 2 * minute,
      receiveTime: null,
      content: `${text}（${i + 1}）`,
      contentType: 'text',
      state: 1,
    };
  });
  messages.push({
    id: 'img1',
    sendUserId: 'me',
    receiveUserId: 'p1',
    sendTime: Date.now() - 3 * minute,
    receiveTime: null,
    content: JSON.stringify({ path: pictureUrl('#1890ff', 480, 320), name: 'report.png', width: 480, height: 320 }),
    contentType: 'image',
    state: 1,
  });
  return messages;
}

const initMessage: InitMessageFrame = {
  method: 'initMessage',
  userId: me.id,
  onlineUsers: [peer.id],
  unreadNums: [
    { sendUserId: 'p2', unreadNum: 2, defaultMessage: '在吗？', defaultMessageType: 'text', defaultMessageTime: Date.now() - 5 * minute },
  ],
  unreadNoticeCount: 0,
  unreadMessageCount: 0,
  unreadSystemMessageCount: 0,
  unreadScheduleCount: 0,
  unreadTotalCount: 0,
  messageDefaultText: '',
  messageDefaultTime: null,
};

/** A store whose socket answers from the fixtures; with `open`, the conversation with the peer is open. */
export function storyChat({ open }: { open: boolean }): ChatStore {
  const store = createChatStore();
  const messages = history();
  const answer = (frame: OutgoingFrame) => {
    if (frame.method === 'MessageList') {
      const found = messages.filter((m) => !frame.keyword || (m.contentType === 'text' && m.content.includes(frame.keyword)));
      const newestFirst = [...found].sort((a, b) => b.sendTime - a.sendTime);
      const page = newestFirst.slice((frame.currentPage - 1) * frame.pageSize, frame.currentPage * frame.pageSize).reverse();
      store.handle({
        method: 'messageList',
        toUserId: frame.toUserId,
        list: page,
        pagination: { total: found.length, currentPage: frame.currentPage, pageSize: frame.pageSize },
      });
    }
    if (frame.method === 'SendMessage') {
      setTimeout(() => {
        const now = Date.now();
        store.handle({
          method: 'receiveMessage',
          id: `reply-${now}`,
          formUserId: peer.id,
          userId: me.id,
          messageType: 'text',
          formMessage: '收到[强]',
          dateTime: now,
          latestDate: now,
          realName: peer.realName,
          account: peer.account,
          headIcon: peer.headIcon,
        });
      }, 1200);
    }
  };
  store.attach({
    send: (frame) => {
      setTimeout(() => answer(frame), 300);
      return true;
    },
  });
  store.handle(initMessage);
  if (open) store.open(peer);
  return store;
}

const reply = (p: typeof peer, unreadMessage: number, latestMessage: string, ago: number): ImReply => ({
  ...p,
  unreadMessage,
  latestMessage,
  messageType: 'text',
  latestDate: Date.now() - ago,
});

const contacts: ImUser[] = Array.from({ length: 45 }, (_, i) => ({
  id: `u${i}`,
  account: `agent${String(i + 1).padStart(2, '0')}`,
  realName: `坐席${i + 1}`,
  headIcon: '',
  department: i % 2 ? '客服中心' : '运行调度部',
}));

/** The HTTP side of the chat for the stories: conversations, contacts, uploads kept in the browser. */
export const storyChatApi: ChatApi = {
  conversations: async () => [
    reply({ id: 'p2', realName: '李娜', account: 'lina01', headIcon: '' }, 2, '在吗？', 5 * minute),
    reply(peer, 0, '已派单给维修班[OK]', 2 * 60 * minute),
  ],
  contacts: async ({ keyword, currentPage, pageSize }) => {
    const rows = contacts.filter((c) => !keyword || c.account.includes(keyword) || c.realName.includes(keyword));
    return {
      list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: rows.length },
    };
  },
  deleteRecords: async () => '删除成功',
  removeConversation: async () => '移除成功',
  uploadImage: async (file, fileName) => {
    const url = URL.createObjectURL(file);
    return { name: fileName, url, fileSize: file.size, fileExtension: 'png', thumbUrl: url };
  },
};
