import type { MessageFile, MessageListItem, MessageReadInfo, MessageType } from '../../api/messages';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';
import { sanitiseHtml } from './html-sanitiser';

/** The filters of the message list and of read-all; undefined means "all". */
export interface MessageFilters {
  keyword?: string;
  type?: MessageType;
  isRead?: 0 | 1;
}

export interface NewMessage {
  /** Given for a released notice (the message takes the notice's id); new otherwise. */
  id?: string;
  type: MessageType;
  title: string;
  /** HTML; sanitised here. */
  bodyText?: string;
  excerpt?: string;
  files?: MessageFile[];
  flowType?: number | null;
  sendConfigId?: string | null;
  creatorUserId: string | null;
}

interface MessageRow {
  id: string;
  title: string;
  type: MessageType;
  is_read: number;
  release_time: Date;
  excerpt: string;
  flow_type: number | null;
  send_config_id: string | null;
  release_user: string;
}

const messageColumns = `m.id, m.title, m.type, r.is_read, m.release_time, m.excerpt, m.flow_type, m.send_config_id,
       coalesce(u.real_name || '/' || u.account, '') as release_user`;
const messageJoins = `message_receipt r join message m on m.id = r.message_id left join users u on u.id = m.creator_user_id`;

/** `$2` type, `$3` read state, `$4` keyword pattern, each null for "all"; `$1` is the user. */
const filterSql = `r.user_id = $1
   and ($2::smallint is null or m.type = $2)
   and ($3::smallint is null or r.is_read = $3)
   and ($4::text is null or m.title ilike $4)`;

const filterParams = (userId: string, filters: MessageFilters) => [
  userId,
  filters.type ?? null,
  filters.isRead ?? null,
  likePattern(filters.keyword),
];

function toListItem(row: MessageRow): MessageListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    isRead: row.is_read === 1 ? '1' : '0',
    releaseUser: row.release_user,
    releaseTime: row.release_time.getTime(),
    creatorUser: row.release_user,
    lastModifyTime: row.release_time.getTime(),
    excerpt: row.excerpt,
    flowType: row.flow_type,
    sendConfigId: row.send_config_id,
  };
}

/**
 * The user's receipts alone, when no filter reads the message (`$2` type and `$4` keyword null): the
 * page and its count then come from one index of message_receipt (migration 0008).
 */
const receiptFilterSql = `r.user_id = $1 and ($3::smallint is null or r.is_read = $3) and $2::smallint is null and $4::text is null`;

/**
 * The message list's total counts at most this many receipts (or ten pages past the one asked): a
 * user with a million messages gets page 1 without counting them all (docs/decisions.md).
 */
export const MESSAGE_COUNT_CAP = 10_000;

/** One page of the user's messages, newest first. */
export async function listMessages(db: Queryable, userId: string, filters: MessageFilters, currentPage: number, pageSize: number) {
  const params = filterParams(userId, filters);
  const readsMessage = params[1] !== null || params[3] !== null;
  const order = 'order by r.release_time desc, r.message_id desc';
  const page = await pageOf<MessageRow>(
    db,
    {
      select: `select ${messageColumns}`,
      from: `from ${messageJoins} where ${filterSql}`,
      params,
      orderBy: order,
      countCap: MESSAGE_COUNT_CAP,
      ...(readsMessage
        ? {}
        : {
            countFrom: `from message_receipt r where ${receiptFilterSql}`,
            pageSql: (limitOffset: string) =>
              `select ${messageColumns}
                 from (select r.* from message_receipt r where ${receiptFilterSql} ${order} ${limitOffset}) r
                 join message m on m.id = r.message_id left join users u on u.id = m.creator_user_id
                ${order}`,
          }),
    },
    { currentPage, pageSize },
  );
  return { ...page, list: page.list.map(toListItem) };
}

/** Marks the user's unread messages matching the filters read; answers how many. */
export async function readAll(db: Queryable, userId: string, filters: MessageFilters): Promise<number> {
  const rows = await db.query(
    `update message_receipt r set is_read = 1, read_time = now()
       from message m
      where m.id = r.message_id and r.is_read = 0 and ${filterSql}
      returning r.message_id`,
    filterParams(userId, filters),
  );
  return rows.length;
}

/** The user's message with its body, marked read; undefined when the user has no receipt for it. */
export async function readInfo(db: Queryable, userId: string, messageId: string): Promise<MessageReadInfo | undefined> {
  const [receipt] = await db.query<{ read_time: Date }>(
    `update message_receipt set is_read = 1, read_time = coalesce(read_time, now())
      where user_id = $1 and message_id = $2 returning read_time`,
    [userId, messageId],
  );
  if (!receipt) return undefined;
  const [row] = await db.query<MessageRow & { body_text: string; files: MessageFile[] }>(
    `select ${messageColumns}, m.body_text, m.files from ${messageJoins} where r.user_id = $1 and m.id = $2`,
    [userId, messageId],
  );
  if (!row) return undefined;
  return { ...toListItem(row), bodyText: row.body_text, files: row.files, readTime: receipt.read_time.getTime() };
}

/** Deletes the user's receipts (never anyone else's); answers how many. */
export async function deleteReceipts(db: Queryable, userId: string, messageIds: string[]): Promise<number> {
  const rows = await db.query(`delete from message_receipt where user_id = $1 and message_id = any($2::text[]) returning message_id`, [
    userId,
    messageIds,
  ]);
  // A message nobody holds any more is gone for good; notices keep theirs for the notice screen.
  await db.query(
    `delete from message m where m.id = any($1::text[]) and m.type <> 1 and not exists (select 1 from message_receipt r where r.message_id = m.id)`,
    [messageIds],
  );
  return rows.length;
}

export interface UnreadSummary {
  byType: Partial<Record<MessageType, number>>;
  total: number;
  newestTitle: string;
  newestTime: number | null;
}

/** Unread counts per type and the newest message, for the bell and `initMessage`. */
export async function unreadSummary(db: Queryable, userId: string): Promise<UnreadSummary> {
  const counts = await db.query<{ type: MessageType; count: number }>(
    `select m.type, count(*)::int as count from message_receipt r join message m on m.id = r.message_id
      where r.user_id = $1 and r.is_read = 0 group by m.type`,
    [userId],
  );
  const [newest] = await db.query<{ title: string; release_time: Date }>(
    `select m.title, m.release_time from message_receipt r join message m on m.id = r.message_id
      where r.user_id = $1 order by r.release_time desc, r.message_id desc limit 1`,
    [userId],
  );
  const byType: UnreadSummary['byType'] = {};
  for (const { type, count } of counts) byType[type] = count;
  return {
    byType,
    total: counts.reduce((sum, row) => sum + row.count, 0),
    newestTitle: newest?.title ?? '',
    newestTime: newest ? newest.release_time.getTime() : null,
  };
}

/**
 * Stores a message and a receipt for each receiver: the listed users, or every enabled user.
 * Answers the stored message and who received it (the user ids, or 'all').
 */
export async function createMessage(tx: Queryable, message: NewMessage, receivers: string[] | 'all') {
  const id = message.id ?? newId();
  const [row] = await tx.query<{ release_time: Date }>(
    `insert into message (id, type, title, body_text, excerpt, files, flow_type, send_config_id, creator_user_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) returning release_time`,
    [
      id,
      message.type,
      message.title,
      sanitiseHtml(message.bodyText ?? ''),
      message.excerpt ?? '',
      JSON.stringify(message.files ?? []),
      message.flowType ?? null,
      message.sendConfigId ?? null,
      message.creatorUserId,
    ],
  );
  const received = await tx.query<{ user_id: string }>(
    `insert into message_receipt (message_id, user_id, release_time)
     select $1, u.id, $3 from users u
      where u.delete_mark is null and u.enabled_mark <> 0 and ($2::text[] is null or u.id = any($2::text[]))
     returning user_id`,
    [id, receivers === 'all' ? null : receivers, row!.release_time],
  );
  return {
    id,
    releaseTime: row!.release_time.getTime(),
    receivers: receivers === 'all' ? ('all' as const) : received.map((r) => r.user_id),
  };
}
