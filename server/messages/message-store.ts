import type { MessageFile, MessageListItem, MessageReadInfo, MessageType } from '../../api/messages';
import type { Queryable } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf, type Page } from '../db/paging';
import { sanitiseHtml } from './html-sanitiser';
import { recordSend } from '../message-centre/monitor-store';

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
  /** The message-centre template it was made from (消息记录 names it). */
  templateId?: string | null;
  /** What 消息记录 shows as its content; default the excerpt, else the body as text. */
  content?: string;
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
   and ($2::smallint is null or r.type = $2)
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

/** The user's receipts with `$2` type and `$3` read state, each null for "all" (no keyword). */
const receiptFilterSql = `r.user_id = $1 and ($2::smallint is null or r.type = $2) and ($3::smallint is null or r.is_read = $3)`;
const order = 'order by r.release_time desc, r.message_id desc';

/**
 * A keyword search's total counts at most this many matches (or ten pages past the one asked), then
 * answers that lower bound, which grows as the user pages on: each match counted is a join of a
 * message with the user's receipt, so a keyword found in a million messages would cost 70 ms for
 * 10,000 of them (EXPLAIN ANALYZE, PostgreSQL 15). Lists without a keyword answer the exact total
 * from the counters.
 */
export const MESSAGE_COUNT_CAP = 1_000;

/**
 * From this offset on, a page without a keyword starts at its day (message_receipt_day, migration
 * 0011) instead of skipping every newer receipt on the index: page 5,000 of a million then skips at
 * most one day's receipts. Below it, skipping on the index is as cheap as reading the directory.
 */
export const MESSAGE_ANCHOR_OFFSET = 2_000;

/** One page of the user's messages, newest first. */
export async function listMessages(db: Queryable, userId: string, filters: MessageFilters, currentPage: number, pageSize: number) {
  const params = filterParams(userId, filters);
  const page =
    params[3] !== null ? await keywordPage(db, params, currentPage, pageSize) : await receiptPage(db, params, currentPage, pageSize);
  return { ...page, list: page.list.map(toListItem) };
}

/**
 * A keyword search: the matching messages come from the trigram index of titles (or, for a keyword
 * most titles hold, from the user's receipts newest first), and the total is counted up to the cap.
 * The count is its own statement, in no order: it may stop at the cap in whichever order is cheapest.
 */
function keywordPage(db: Queryable, params: unknown[], currentPage: number, pageSize: number): Promise<Page<MessageRow>> {
  return pageOf<MessageRow>(
    db,
    {
      select: `select ${messageColumns}`,
      from: `from ${messageJoins} where ${filterSql}`,
      params,
      orderBy: order,
      countCap: MESSAGE_COUNT_CAP,
    },
    { currentPage, pageSize },
  );
}

/**
 * Without a keyword the page is the user's receipts alone, read from the index of its filter (by
 * time; by type and time; unread by time) before joining 20 messages, and the exact total is the sum
 * of the user's counters, in the same statement. A deep page first finds its day in the per-day
 * counters (the newest days summed until they pass the offset) and skips only within that day.
 */
async function receiptPage(db: Queryable, params: unknown[], currentPage: number, pageSize: number): Promise<Page<MessageRow>> {
  const [userId, type, isRead] = params;
  const offset = (currentPage - 1) * pageSize;
  const receipts =
    offset >= MESSAGE_ANCHOR_OFFSET
      ? `with anchor as (
           select day, (upto - receipts)::int as newer from (
             select day, sum(receipts) over newest as upto, sum(receipts) over (newest range between current row and current row) as receipts
               from message_receipt_day
              where user_id = $1 and ($2::smallint is null or type = $2) and ($3::smallint is null or is_read = $3)
             window newest as (order by day desc)) days
            where upto > $5
            order by day desc
            limit 1)
         select r.message_id, r.release_time, r.is_read from message_receipt r
          where ${receiptFilterSql} and r.release_time < (select to_timestamp((day + 1) * 86400.0) from anchor)
          ${order} limit $4 offset (select $5 - newer from anchor)`
      : `select r.message_id, r.release_time, r.is_read from message_receipt r where ${receiptFilterSql} ${order} limit $4 offset $5`;
  const total = `(select coalesce(sum(receipts), 0)::int from message_receipt_count
                   where user_id = $1 and ($2::smallint is null or type = $2) and ($3::smallint is null or is_read = $3))`;
  const rows = await db.query<MessageRow & { total: number }>(
    `select ${messageColumns}, ${total} as total
       from (${receipts}) r join message m on m.id = r.message_id left join users u on u.id = m.creator_user_id
      ${order}`,
    [userId, type, isRead, pageSize, offset],
  );
  // A page past the end has no row to carry the total.
  const counted =
    rows[0]?.total ??
    (offset > 0 ? ((await db.query<{ total: number }>(`select ${total} as total`, [userId, type, isRead]))[0]?.total ?? 0) : 0);
  return { list: rows, pagination: { currentPage, pageSize, total: counted } };
}

/** Marks the user's unread messages matching the filters read; answers how many. */
export async function readAll(db: Queryable, userId: string, filters: MessageFilters): Promise<number> {
  const params = filterParams(userId, filters);
  // Only a keyword reads the message; the rest is on the receipt (its unread index).
  const rows =
    params[3] !== null
      ? await db.query(
          `update message_receipt r set is_read = 1, read_time = now()
             from message m
            where m.id = r.message_id and r.is_read = 0 and ${filterSql}
            returning r.message_id`,
          params,
        )
      : await db.query(
          `update message_receipt r set is_read = 1, read_time = now() where r.is_read = 0 and ${receiptFilterSql} returning r.message_id`,
          params.slice(0, 3),
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

/**
 * Unread counts per type and the newest message, for the bell and `initMessage`: the counts are the
 * user's unread counters (message_receipt_count, kept by the receipts' triggers, migration 0011), a
 * lookup of at most one row per type however many messages the user has.
 */
export async function unreadSummary(db: Queryable, userId: string): Promise<UnreadSummary> {
  // One statement: the counters as [type, count] pairs, and the newest message if any.
  const [row] = await db.query<{ counts: [MessageType, number][]; title: string | null; release_time: Date | null }>(
    `select coalesce((select json_agg(json_build_array(type, receipts))
                        from message_receipt_count where user_id = $1 and is_read = 0 and receipts > 0), '[]') as counts,
            newest.title, newest.release_time
       from (select 1) one
       left join lateral (select m.title, m.release_time from message_receipt r join message m on m.id = r.message_id
                           where r.user_id = $1 order by r.release_time desc, r.message_id desc limit 1) newest on true`,
    [userId],
  );
  const counts = row?.counts ?? [];
  const byType: UnreadSummary['byType'] = {};
  for (const [type, count] of counts) byType[type] = count;
  return {
    byType,
    total: counts.reduce((sum, [, count]) => sum + count, 0),
    newestTitle: row?.title ?? '',
    newestTime: row?.release_time ? row.release_time.getTime() : null,
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
    `insert into message_receipt (message_id, user_id, release_time, type)
     select $1, u.id, $3, $4 from users u
      where u.delete_mark is null and u.enabled_mark <> 0 and ($2::text[] is null or u.id = any($2::text[]))
     returning user_id`,
    [id, receivers === 'all' ? null : receivers, row!.release_time, message.type],
  );
  const receiverIds = received.map((r) => r.user_id);
  // 消息记录: every message sent has its in-platform record (server/message-centre/monitor-store.ts).
  await recordSend(tx, {
    messageId: id,
    channel: 1,
    type: message.type,
    title: message.title,
    content: message.content ?? monitorContent(message),
    sendConfigId: message.sendConfigId,
    templateId: message.templateId,
    senderId: message.creatorUserId,
    sendTime: row!.release_time,
    toAll: receivers === 'all',
    receiverIds: receivers === 'all' ? [] : receiverIds,
    receiverCount: receiverIds.length,
  });
  return {
    id,
    releaseTime: row!.release_time.getTime(),
    receivers: receivers === 'all' ? ('all' as const) : receiverIds,
  };
}

/** The excerpt, else the body's text (a JSON target of a process, schedule or work-order message is no content). */
function monitorContent(message: NewMessage): string {
  if (message.excerpt) return message.excerpt;
  const body = (message.bodyText ?? '').trim();
  if (body.startsWith('{')) return '';
  return body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 2000);
}
