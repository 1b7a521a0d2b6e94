/**
 * Typed calls of 消息记录 (menu msgCenter.msgMonitor; docs/message-centre.md) over an {@link HttpClient}:
 * the records, one record, its receivers and its removal.
 */
import type { PagedList } from './envelope';
import type { HttpClient } from './http-client';
import { messageMonitorPath, type MessageChannel } from './message-centre';
import type { MessageType } from './messages';

export interface MonitorQuery {
  keyword?: string;
  messageType?: MessageType;
  channel?: MessageChannel;
  /** Milliseconds since the epoch. */
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
}

export interface MonitorRecord {
  id: string;
  title: string;
  messageType: MessageType;
  channel: MessageChannel;
  releaseUser: string;
  releaseTime: number;
  receiveUser: string;
  receiverCount: number;
  /** Receivers who read it (in-platform); null for e-mail. */
  readCount: number | null;
  /** 1 sent to every receiver, 0 not. */
  state: 0 | 1;
  templateName: string;
  sendConfigName: string;
}

export interface MonitorDetail extends MonitorRecord {
  content: string;
  error: string;
  messageId: string | null;
}

export interface MonitorReceiver {
  userId: string;
  userName: string;
  email: string;
  state: 'read' | 'unread' | 'sent' | 'failed';
  readTime: number | null;
}

export interface MonitorApi {
  list(query: MonitorQuery): Promise<PagedList<MonitorRecord>>;
  info(id: string): Promise<MonitorDetail>;
  receivers(
    id: string,
    query: { keyword?: string; isRead?: 0 | 1; currentPage: number; pageSize: number },
  ): Promise<PagedList<MonitorReceiver>>;
  /** Answers the server's message (删除成功). */
  remove(id: string): Promise<string>;
}

const one = (id: string) => `${messageMonitorPath}/${encodeURIComponent(id)}`;

export function createMonitorApi(http: HttpClient): MonitorApi {
  return {
    list: async (query) => (await http.get<PagedList<MonitorRecord>>(messageMonitorPath, query)).data,
    info: async (id) => (await http.get<MonitorDetail>(one(id))).data,
    receivers: async (id, query) => (await http.get<PagedList<MonitorReceiver>>(`${one(id)}/Receivers`, query)).data,
    remove: async (id) => (await http.delete(one(id))).msg,
  };
}
