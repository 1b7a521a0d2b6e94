import type { MessageFile, NoticeDetail, NoticeInput, NoticeListItem, NoticeState } from '../../api/messages';
import { queryOne, type Database, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { pageOf } from '../db/paging';
import { badRequest, notFound } from '../http/api-error';
import { sanitiseHtml } from './html-sanitiser';
import { likePattern } from '../db/like-pattern';
import { createMessage } from './message-store';

export const noticeMessages = {
  notFound: '数据不存在',
  notDraft: '公告已发布，不能修改',
  alreadyReleased: '公告已发布',
  expired: '过期时间不能早于当前时间',
} as const;

interface NoticeRow {
  id: string;
  title: string;
  body_text: string;
  excerpt: string;
  files: MessageFile[];
  category: 1 | 2;
  to_user_ids: string[];
  expiration_time: Date | null;
  state: NoticeState;
  creator_user: string;
  creator_time: Date;
  release_user: string;
  release_time: Date | null;
}

/** A released notice past its expiration time is answered as expired (2). */
const noticeSelect = `select n.id, n.title, n.body_text, n.excerpt, n.files, n.category, n.to_user_ids, n.expiration_time,
       (case when n.enabled_mark = 1 and n.expiration_time <= now() then 2 else n.enabled_mark end)::int as state,
       coalesce(c.real_name || '/' || c.account, '') as creator_user, n.creator_time,
       coalesce(p.real_name || '/' || p.account, '') as release_user, n.release_time
  from notice n left join users c on c.id = n.creator_user_id left join users p on p.id = n.release_user_id`;

function toDetail(row: NoticeRow): NoticeDetail {
  return {
    id: row.id,
    title: row.title,
    bodyText: row.body_text,
    excerpt: row.excerpt,
    files: row.files,
    category: row.category,
    toUserIds: row.to_user_ids,
    expirationTime: row.expiration_time?.getTime() ?? null,
    enabledMark: row.state,
    creatorUser: row.creator_user,
    creatorTime: row.creator_time.getTime(),
    releaseUser: row.release_user,
    releaseTime: row.release_time?.getTime() ?? null,
  };
}

const inputParams = (input: NoticeInput) => [
  input.title.trim(),
  sanitiseHtml(input.bodyText ?? ''),
  input.excerpt ?? '',
  JSON.stringify(input.files ?? []),
  input.category ?? 1,
  input.toUserIds ?? [],
  input.expirationTime == null ? null : new Date(input.expirationTime),
];

/** Stores a new draft; answers its id. */
export async function createNotice(db: Queryable, userId: string, input: NoticeInput): Promise<string> {
  const id = newId();
  await db.query(
    `insert into notice (id, title, body_text, excerpt, files, category, to_user_ids, expiration_time, creator_user_id)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7::text[], $8, $9)`,
    [id, ...inputParams(input), userId],
  );
  return id;
}

export async function getNotice(db: Queryable, id: string): Promise<NoticeDetail> {
  const row = await queryOne<NoticeRow>(db, `${noticeSelect} where n.id = $1 and n.enabled_mark <> -1`, [id]);
  if (!row) throw notFound(noticeMessages.notFound);
  return toDetail(row);
}

/** Only drafts change: what was released has been delivered as it was. */
export async function updateNotice(db: Queryable, userId: string, id: string, input: NoticeInput): Promise<void> {
  const rows = await db.query(
    `update notice set title = $2, body_text = $3, excerpt = $4, files = $5::jsonb, category = $6, to_user_ids = $7::text[],
            expiration_time = $8, last_modify_user_id = $9, last_modify_time = now()
      where id = $1 and enabled_mark = 0 returning id`,
    [id, ...inputParams(input), userId],
  );
  if (!rows.length) {
    await getNotice(db, id);
    throw badRequest(noticeMessages.notDraft);
  }
}

/** Marks the notice deleted and withdraws its message from every receiver. */
export async function deleteNotice(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query(`update notice set enabled_mark = -1 where id = $1 and enabled_mark <> -1 returning id`, [id]);
    if (!rows.length) throw notFound(noticeMessages.notFound);
    await tx.query(`delete from message where id = $1 and type = 1`, [id]);
  });
}

export async function listNotices(
  db: Queryable,
  keyword: string | undefined,
  state: NoticeState | undefined,
  currentPage: number,
  pageSize: number,
) {
  const page = await pageOf<NoticeRow>(
    db,
    {
      select: 'select *',
      from: `from (${noticeSelect} where n.enabled_mark <> -1 and ($1::text is null or n.title ilike $1)) notices
      where ($2::int is null or state = $2)`,
      params: [likePattern(keyword), state ?? null],
      orderBy: 'order by creator_time desc, id desc',
    },
    { currentPage, pageSize },
  );
  const list: NoticeListItem[] = page.list.map((row) => {
    const { bodyText: _body, files: _files, toUserIds: _to, ...item } = toDetail(row);
    return item;
  });
  return { list, pagination: page.pagination };
}

/**
 * Draft → released: stores the notice's message with a receipt for each receiver (the listed
 * users, or every enabled user when none are listed). Answers the message for the push.
 */
export async function releaseNotice(db: Database, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const notice = await queryOne<{ enabled_mark: number; expired: boolean }>(
      tx,
      `select enabled_mark, coalesce(expiration_time <= now(), false) as expired from notice where id = $1 and enabled_mark <> -1 for update`,
      [id],
    );
    if (!notice) throw notFound(noticeMessages.notFound);
    if (notice.enabled_mark !== 0) throw badRequest(noticeMessages.alreadyReleased);
    if (notice.expired) throw badRequest(noticeMessages.expired);
    const [row] = await tx.query<{ title: string; body_text: string; excerpt: string; files: MessageFile[]; to_user_ids: string[] }>(
      `update notice set enabled_mark = 1, release_user_id = $2, release_time = now() where id = $1
       returning title, body_text, excerpt, files, to_user_ids`,
      [id, userId],
    );
    const released = row!;
    const message = await createMessage(
      tx,
      {
        id,
        type: 1,
        title: released.title,
        bodyText: released.body_text,
        excerpt: released.excerpt,
        files: released.files,
        creatorUserId: userId,
      },
      released.to_user_ids.length ? released.to_user_ids : 'all',
    );
    return { ...message, title: released.title };
  });
}
