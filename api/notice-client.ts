/**
 * Typed calls of notice management (系统公告, menu `system.notice`; spec 000 section 7.3, reference 4.9),
 * on top of an {@link HttpClient}: the list, one notice, its writes and its release. Each write answers
 * the server's message (新建成功, 修改成功, 删除成功, 发布成功).
 */
import type { PagedList } from './envelope';
import type { HttpClient } from './http-client';
import type { NoticeDetail, NoticeInput, NoticeListItem, NoticeState } from './messages';

export const noticeMenu = 'system.notice';
export const noticePath = '/api/message/Notice';

export interface NoticeListQuery {
  keyword?: string;
  enabledMark?: NoticeState;
  currentPage: number;
  pageSize: number;
}

export interface NoticeApi {
  /** `GET /api/message/Notice`: drafts, released and expired notices, newest first. */
  list(query: NoticeListQuery): Promise<PagedList<NoticeListItem>>;
  /** `GET /api/message/{id}`. */
  info(id: string): Promise<NoticeDetail>;
  /** `POST /api/message/Notice`: a new draft; answers its id and the message. */
  create(input: NoticeInput): Promise<{ id: string; msg: string }>;
  /** `PUT /api/message/{id}` (drafts only). */
  update(id: string, input: NoticeInput): Promise<string>;
  /** `DELETE /api/message/{id}`: also withdraws a released notice from its receivers. */
  remove(id: string): Promise<string>;
  /** `PUT /api/message/{id}/Actions/Release`. */
  release(id: string): Promise<string>;
}

const one = (id: string) => `/api/message/${encodeURIComponent(id)}`;

export function createNoticeApi(http: HttpClient): NoticeApi {
  return {
    list: async ({ keyword, enabledMark, currentPage, pageSize }) =>
      (
        await http.get<PagedList<NoticeListItem>>(noticePath, {
          ...(keyword ? { keyword } : {}),
          ...(enabledMark === undefined ? {} : { enabledMark }),
          currentPage,
          pageSize,
        })
      ).data,
    info: async (id) => (await http.get<NoticeDetail>(one(id))).data,
    create: async (input) => {
      const answer = await http.post<{ id: string }>(noticePath, input);
      return { id: answer.data.id, msg: answer.msg };
    },
    update: async (id, input) => (await http.put<null>(one(id), input)).msg,
    remove: async (id) => (await http.delete<null>(one(id))).msg,
    release: async (id) => (await http.put<null>(`${one(id)}/Actions/Release`)).msg,
  };
}
