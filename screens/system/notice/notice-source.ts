/**
 * The data source of 系统公告 (schemas/pages/notice.ts) over the notice calls (api/notice-client.ts):
 * the dialog's values become the request body the server validates (`noticeBodySchema`), and a stored
 * notice becomes the dialog's values.
 */
import type { MessageFile, NoticeDetail, NoticeInput, NoticeState } from '../../../api/messages';
import type { NoticeApi } from '../../../api/notice-client';
import type { DataSource } from '../../../engine/data-source';
import type { PageDataSource, PageRow } from '../../../engine/page';
import { noticeCalls } from '../../../schemas/pages/notice';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The attachments of the file kind's value (`{name, fileId, url, fileSize?}` items), with only the keys the server takes. */
export function noticeFiles(value: unknown): MessageFile[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): MessageFile[] => {
    if (!item || typeof item !== 'object') return [];
    const { name, fileId, url, fileSize } = item as Record<string, unknown>;
    if (typeof url !== 'string' || !url) return [];
    const fileName = typeof name === 'string' && name ? name : (url.split('/').pop() ?? url);
    return [
      {
        name: fileName,
        fileId: typeof fileId === 'string' ? fileId : '',
        url,
        ...(typeof fileSize === 'number' && Number.isInteger(fileSize) && fileSize >= 0 ? { fileSize } : {}),
      },
    ];
  });
}

/** The receivers: user ids, each once (a list, or comma text as older values were stored). */
function userIds(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const ids = items.filter((id): id is string => typeof id === 'string').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))];
}

/** The body of `POST /api/message/Notice` and `PUT /api/message/{id}` from the dialog's values. */
export function noticeBody(values: Record<string, unknown>): NoticeInput {
  const expiration = values.expirationTime;
  return {
    title: text(values.title).trim(),
    category: Number(values.category) === 2 ? 2 : 1,
    toUserIds: userIds(values.toUserIds),
    expirationTime: typeof expiration === 'number' && Number.isFinite(expiration) ? expiration : null,
    excerpt: text(values.excerpt),
    bodyText: text(values.bodyText),
    files: noticeFiles(values.files),
  };
}

/** The dialog's values of a stored notice. */
export function noticeValues(notice: NoticeDetail): Record<string, unknown> {
  return {
    id: notice.id,
    title: notice.title,
    category: notice.category,
    toUserIds: notice.toUserIds,
    ...(notice.expirationTime === null ? {} : { expirationTime: notice.expirationTime }),
    excerpt: notice.excerpt,
    bodyText: notice.bodyText,
    files: notice.files,
  };
}

const stateOf = (value: unknown): NoticeState | undefined =>
  value === 0 || value === 1 || value === 2
    ? value
    : value === '0' || value === '1' || value === '2'
      ? (Number(value) as NoticeState)
      : undefined;

export function createNoticeSource(api: NoticeApi, form: DataSource): PageDataSource {
  const idOf = (id: string | undefined, call: string): string => {
    if (!id) throw new Error(`notices: ${call} needs the notice's id`);
    return id;
  };
  return {
    form,
    list: async (call, query) => {
      if (call !== noticeCalls.list) throw new Error(`notices: no list ${call}`);
      const page = await api.list({
        keyword: typeof query.keyword === 'string' ? query.keyword.trim() : undefined,
        enabledMark: stateOf(query.enabledMark),
        currentPage: query.currentPage ?? 1,
        pageSize: query.pageSize ?? 20,
      });
      return { list: page.list as unknown as PageRow[], total: page.pagination.total };
    },
    call: async (call, { id, values }) => {
      switch (call) {
        case noticeCalls.info:
          return { data: noticeValues(await api.info(idOf(id, call))) };
        case noticeCalls.create:
          return { msg: (await api.create(noticeBody(values ?? {}))).msg };
        case noticeCalls.update:
          return { msg: await api.update(idOf(id, call), noticeBody(values ?? {})) };
        case noticeCalls.remove:
          return { msg: await api.remove(idOf(id, call)) };
        case noticeCalls.release:
          return { msg: await api.release(idOf(id, call)) };
        default:
          throw new Error(`notices: no call ${call}`);
      }
    },
  };
}
