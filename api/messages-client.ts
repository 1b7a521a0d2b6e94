/** Typed calls of the user's own messages (spec 000 section 7.3), on top of an {@link HttpClient}. */
import type { HttpClient } from './http-client';
import type { MessageList, MessageQuery, MessageReadInfo } from './messages';

export interface MessagesApi {
  /** `GET /api/message`: newest first; empty filters mean "all". */
  list(query: MessageQuery & { currentPage: number; pageSize: number }): Promise<MessageList>;
  /** `POST /api/message/Actions/ReadAll` with the list's filters; answers how many became read. */
  readAll(filters: MessageQuery): Promise<number>;
  /** `GET /api/message/ReadInfo/{id}`: the message with its body; it is read from now on. */
  readInfo(id: string): Promise<MessageReadInfo>;
  /** Every unread message of the user (the bell badge). */
  unreadCount(): Promise<number>;
}

/** Query values the server reads: `''` is "no filter". */
function filterValues({ keyword, type, isRead }: MessageQuery) {
  return { keyword: keyword ?? '', type: type ?? '', isRead: isRead ?? '' };
}

export function createMessagesApi(http: HttpClient): MessagesApi {
  return {
    list: async (query) =>
      (await http.get<MessageList>('/api/message', { ...filterValues(query), currentPage: query.currentPage, pageSize: query.pageSize }))
        .data,
    // The body is validated strictly: filters that are not set are left out rather than sent empty.
    readAll: async ({ keyword, type, isRead }) =>
      (await http.post<{ count: number }>('/api/message/Actions/ReadAll', { keyword: keyword || undefined, type, isRead })).data.count,
    readInfo: async (id) => (await http.get<MessageReadInfo>(`/api/message/ReadInfo/${encodeURIComponent(id)}`)).data,
    unreadCount: async () =>
      (await http.get<MessageList>('/api/message', { isRead: 0, currentPage: 1, pageSize: 1 })).data.pagination.total,
  };
}
