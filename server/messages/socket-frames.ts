import { chatFirstPageSize } from '../../api/messages';
import { chatImageNamePattern } from '../../schemas/messages';
import type { ClientFrame } from '../socket/socket-hub';
import type { ConversationPageQuery } from './chat-store';

/** Checks of the client frames of reference section 1.7; a refusal names the field, like the HTTP calls. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; msg: string };

export const chatMessages = {
  emptyText: '不能发送空白消息',
  toSelf: '不能给自己发送消息',
  unknownUser: '用户不存在',
  unknownImage: '图片不存在',
  textTooLong: '消息不能超过 5000 个字符',
} as const;

const maxTextLength = 5000;
const idPattern = /^[^\s]{1,40}$/;
const imageName = new RegExp(chatImageNamePattern);

const invalid = (field: string): { ok: false; msg: string } => ({ ok: false, msg: `参数 ${field} 无效` });

export type SendMessageInput =
  | { toUserId: string; messageType: 'text'; text: string }
  | { toUserId: string; messageType: 'image'; image: { name: string; width: number; height: number } };

export function parseSendMessage(frame: ClientFrame): Parsed<SendMessageInput> {
  const { toUserId, messageType, messageContent } = frame;
  if (typeof toUserId !== 'string' || !idPattern.test(toUserId)) return invalid('toUserId');
  if (messageType === 'text') {
    if (typeof messageContent !== 'string') return invalid('messageContent');
    if (!messageContent.trim()) return { ok: false, msg: chatMessages.emptyText };
    if (messageContent.length > maxTextLength) return { ok: false, msg: chatMessages.textTooLong };
    return { ok: true, value: { toUserId, messageType, text: messageContent } };
  }
  if (messageType === 'image') {
    const content = messageContent as { name?: unknown; width?: unknown; height?: unknown } | null;
    if (typeof content !== 'object' || content === null || typeof content.name !== 'string' || !imageName.test(content.name)) {
      return invalid('messageContent');
    }
    const size = (value: unknown) =>
      typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100_000 ? Math.round(value) : 0;
    return {
      ok: true,
      value: { toUserId, messageType, image: { name: content.name, width: size(content.width), height: size(content.height) } },
    };
  }
  return invalid('messageType');
}

export function parseMessageList(frame: ClientFrame): Parsed<ConversationPageQuery & { toUserId: string }> {
  const { toUserId, currentPage = 1, pageSize = chatFirstPageSize, keyword } = frame;
  // The original web client sends `sord`; J6 reads `sort`.
  const sord = frame.sord ?? frame.sort ?? 'desc';
  if (typeof toUserId !== 'string' || !idPattern.test(toUserId)) return invalid('toUserId');
  if (!Number.isInteger(currentPage) || (currentPage as number) < 1) return invalid('currentPage');
  if (!Number.isInteger(pageSize) || (pageSize as number) < 1 || (pageSize as number) > 100) return invalid('pageSize');
  if (sord !== 'asc' && sord !== 'desc') return invalid('sord');
  if (keyword !== undefined && keyword !== null && (typeof keyword !== 'string' || keyword.length > 100)) return invalid('keyword');
  return {
    ok: true,
    value: {
      toUserId,
      currentPage: currentPage as number,
      pageSize: pageSize as number,
      sord,
      keyword: (keyword as string | null) ?? undefined,
    },
  };
}

export function parseUpdateRead(frame: ClientFrame): Parsed<{ formUserId: string }> {
  const { formUserId } = frame;
  if (typeof formUserId !== 'string' || !idPattern.test(formUserId)) return invalid('formUserId');
  return { ok: true, value: { formUserId } };
}
