/**
 * Messages, notices and chat: the calls of spec 000 section 7.3 and the socket frames of section 7.4
 * (reference sections 1.7 and 4.9). Times are milliseconds since the epoch.
 */
import type { PageQuery, PagedList } from './envelope';

/** 1 notice, 2 process, 3 system, 4 schedule, 7 and 8 work-order kinds (spec 000 section 3). */
export type MessageType = 1 | 2 | 3 | 4 | 7 | 8;
export const messageTypes: readonly MessageType[] = [1, 2, 3, 4, 7, 8];

/** Chat images: at most 5 MB, images only (spec 000 section 5). */
export const chatImageMaxBytes = 5 * 1024 * 1024;
export const chatImageTooLargeMessage = '图片大小不能超过5M';
export const chatImageWrongTypeMessage = '只能上传图片';
/** Chat history pages (spec 000 section 9): 30 when a conversation opens, 50 in the history search. */
export const chatFirstPageSize = 30;
export const chatHistoryPageSize = 50;

/** `GET /api/message` and `POST /api/message/Actions/ReadAll` filters; empty values mean "all". */
export interface MessageQuery extends PageQuery {
  type?: MessageType;
  /** 0 unread only, 1 read only. */
  isRead?: 0 | 1;
}

export interface MessageFile {
  /** The original file name. */
  name: string;
  /** The stored file name. */
  fileId: string;
  url: string;
  fileSize?: number;
}

/** One row of `GET /api/message`, newest first. */
export interface MessageListItem {
  id: string;
  title: string;
  type: MessageType;
  /** '1' read, '0' unread. */
  isRead: '0' | '1';
  /** 'realName/account' of the sender, '' for messages the system sent. */
  releaseUser: string;
  releaseTime: number;
  creatorUser: string;
  lastModifyTime: number;
  excerpt: string;
  flowType: number | null;
  sendConfigId: string | null;
}

export type MessageList = PagedList<MessageListItem>;

/** `GET /api/message/ReadInfo/{id}`: the message, now marked read. */
export interface MessageReadInfo extends MessageListItem {
  /** Sanitised HTML: render it, after the client's own sanitising, as HTML. */
  bodyText: string;
  files: MessageFile[];
  readTime: number;
}

/** 0 draft, 1 released, 2 expired (-1 deleted is never answered). */
export type NoticeState = 0 | 1 | 2;

/** Body of `POST /api/message/Notice` (create a draft) and `PUT /api/message/{id}`. */
export interface NoticeInput {
  title: string;
  /** HTML; the server keeps only an allow-list of tags and attributes. */
  bodyText?: string;
  excerpt?: string;
  files?: MessageFile[];
  /** 1 公告 announcement, 2 通知 notification. */
  category?: 1 | 2;
  /** Receivers; empty means every enabled user. */
  toUserIds?: string[];
  expirationTime?: number | null;
}

/** `GET /api/message/{id}`: a notice for editing. */
export interface NoticeDetail extends Required<Omit<NoticeInput, 'expirationTime'>> {
  id: string;
  expirationTime: number | null;
  enabledMark: NoticeState;
  creatorUser: string;
  creatorTime: number;
  releaseUser: string;
  releaseTime: number | null;
}

/** One row of `GET /api/message/Notice` (the notice-management list). */
export type NoticeListItem = Omit<NoticeDetail, 'bodyText' | 'files' | 'toUserIds'>;

export interface NoticeQuery extends PageQuery {
  enabledMark?: NoticeState;
}

/** `DELETE /api/message/Record` body: the caller's receipts to delete. */
export interface DeleteRecordsRequest {
  ids: string[];
}

export type ChatContentType = 'text' | 'image' | 'voice' | 'video';

/** Image content: the upload's name, its address and the displayed size. */
export interface ChatImageContent {
  path: string;
  name: string;
  width: number;
  height: number;
}

/** A contact of `GET /api/permission/Users/ImUser` (paged, keyword on name and account). */
export interface ImUser {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  department: string;
}

/** A conversation of `GET /api/message/imreply`, latest first. */
export interface ImReply {
  /** The peer's user id. */
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  unreadMessage: number;
  /** Text, or the JSON text of {@link ChatImageContent}; '' when the records were deleted. */
  latestMessage: string;
  messageType: ChatContentType | '';
  latestDate: number;
}

/** `POST /api/file/Uploader/IM` answer (multipart field `file`). */
export interface UploadedFile {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  thumbUrl: string;
}

// ───────────── socket frames (reference section 1.7) ─────────────

/** Frames the client sends; every frame also carries the token. */
export type ChatClientFrame =
  | { method: 'OnConnection'; token: string; mobileDevice?: boolean; systemId?: string }
  | { method: 'SendMessage'; token: string; toUserId: string; messageType: 'text'; messageContent: string }
  | {
      method: 'SendMessage';
      token: string;
      toUserId: string;
      messageType: 'image';
      messageContent: { name: string; width: number; height: number };
    }
  | {
      method: 'MessageList';
      token: string;
      toUserId: string;
      formUserId?: string;
      currentPage: number;
      pageSize: number;
      sord?: 'asc' | 'desc';
      keyword?: string;
    }
  | { method: 'UpdateReadMessage'; token: string; formUserId: string };

export interface UnreadFromPeer {
  sendUserId: string;
  unreadNum: number;
  defaultMessage: string;
  defaultMessageType: ChatContentType;
  defaultMessageTime: number;
}

export interface InitMessageFrame {
  method: 'initMessage';
  onlineUsers: string[];
  unreadNums: UnreadFromPeer[];
  unreadNoticeCount: number;
  /** Unread process messages (type 2). */
  unreadMessageCount: number;
  unreadSystemMessageCount: number;
  unreadScheduleCount: number;
  /** Every unread message of the user, all types: the bell badge. */
  unreadTotalCount: number;
  /** Title of the newest message, '' when there is none. */
  messageDefaultText: string;
  messageDefaultTime: number | null;
  userId: string;
}

/** A chat row of `messageList` (image content is JSON text). */
export interface ChatMessage {
  id: string;
  sendUserId: string;
  sendTime: number;
  receiveUserId: string;
  receiveTime: number | null;
  content: string;
  contentType: ChatContentType;
  /** 0 unread, 1 read. */
  state: 0 | 1;
}

export interface MessageListFrame {
  method: 'messageList';
  /** Oldest first within the page. */
  list: ChatMessage[];
  pagination: { total: number; currentPage: number; pageSize: number };
  /** The peer the page belongs to. */
  toUserId: string;
}

interface ChatPartyFields {
  id: string;
  messageType: ChatContentType;
  dateTime: number;
  latestDate: number;
  headIcon: string;
  realName: string;
  account: string;
}

/** To the recipient's connections: a message from `formUserId`. */
export interface ReceiveMessageFrame extends ChatPartyFields {
  method: 'receiveMessage';
  formUserId: string;
  /** The recipient. */
  userId: string;
  formMessage: string | ChatImageContent;
}

/** To the sender's other connections: what they sent (sender fields first, then the recipient's). */
export interface SendMessageEchoFrame extends ChatPartyFields {
  method: 'sendMessage';
  userId: string;
  toUserId: string;
  toMessage: string | ChatImageContent;
  toAccount: string;
  toRealName: string;
  toHeadIcon: string;
}

/** A new message (notice, system, process, ...) for the user. */
export interface MessagePushFrame {
  method: 'messagePush';
  unreadNoticeCount: 1;
  /** The sender. */
  userId: string;
  title: string;
  messageType: MessageType;
  id: string;
  messageDefaultTime: number;
}

/** Call-centre and work-order events (spec 000 section 4): each shows a persistent notice with a sound. */
export const callCentreMethods = [
  'incomingcall',
  'upfilesmsg',
  'addFilesInb',
  'TJBJnewinb',
  'Checknewinbhf',
  'incomingwarn',
  'Checknewinb',
  'XTnewinb',
  'XTnewinbAt',
  'shiftchange',
  'processing',
] as const;
export type CallCentreMethod = (typeof callCentreMethods)[number];

/** A call-centre notification (spec 000 section 3 "Socket notification"; every field but the method may be missing). */
export interface CallCentreFrame<M extends CallCentreMethod = CallCentreMethod> {
  method: M;
  title?: string;
  /** The work order's number. */
  inbid?: string;
  id?: string;
  /** The message to mark read when the notice closes. */
  messageid?: string;
  /** The page to open, when the server names one. */
  url?: string;
  token?: string;
  msg?: string;
}

export type ChatServerFrame =
  | InitMessageFrame
  // One member per method, so that a listener of one method gets its own frame type.
  | { [M in CallCentreMethod]: CallCentreFrame<M> }[CallCentreMethod]
  | MessageListFrame
  | ReceiveMessageFrame
  | SendMessageEchoFrame
  | MessagePushFrame
  | { method: 'Online' | 'Offline'; userId: string }
  | { method: 'logout'; msg?: string; token?: string }
  | { method: 'closeSocket'; msg?: string }
  | { method: 'refresh'; msg?: string }
  | { method: 'error'; msg: string };
