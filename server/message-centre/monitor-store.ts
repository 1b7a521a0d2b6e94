/**
 * 消息记录 (menu msgCenter.msgMonitor; docs/message-centre.md): one record per message sent per channel.
 * In-platform records are written with their message (createMessage), e-mail records by the send;
 * the list walks one index newest first to its page (by time, by type and time, or by channel and
 * time; a keyword from the title's trigrams), and its total is counted up to a cap, as the receivers'
 * keyword search counts (a million records would otherwise be counted for every page).
 */
import type { MessageType } from '../../api/messages';
import type { MessageChannel } from '../../api/message-centre';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';

/** What a record's total counts up to (or ten pages past the one asked): docs/message-centre.md. */
export const MONITOR_COUNT_CAP = 1_000;

export interface MonitorRecord {
  messageId?: string | null;
  channel: MessageChannel;
  type: MessageType;
  title: string;
  content: string;
  sendConfigId?: string | null;
  templateId?: string | null;
  senderId: string | null;
  /** The message's release time (in-platform), else now. */
  sendTime?: Date;
  toAll: boolean;
  receiverIds: readonly string[];
  receiverCount: number;
  failedIds?: readonly string[];
  error?: string;
}

/** Stores a record; answers its id. A configuration or template id that names none is not kept. */
export async function recordSend(db: Queryable, record: MonitorRecord): Promise<string> {
  const id = newId();
  const failed = record.failedIds ?? [];
  await db.query(
    `insert into message_monitor (id, message_id, channel, type, title, content, send_config_id, template_id, sender_id, send_time,
                                  to_all, receiver_ids, receiver_count, failed_ids, state, error)
     values ($1, $2, $3, $4, $5, $6, (select id from message_send_config where id = $7), (select id from message_template where id = $8), $9,
             coalesce($10, now()), $11, $12::text[], $13, $14::text[], $15, $16)`,
    [
      id,
      record.messageId ?? null,
      record.channel,
      record.type,
      record.title,
      record.content,
      record.sendConfigId ?? null,
      record.templateId ?? null,
      record.senderId,
      record.sendTime ?? null,
      record.toAll,
      record.receiverIds,
      record.receiverCount,
      failed,
      failed.length || record.error ? 0 : 1,
      record.error ?? '',
    ],
  );
  return id;
}

export interface MonitorFilters {
  keyword?: string;
  type?: MessageType;
  channel?: MessageChannel;
  /** Milliseconds since the epoch, inclusive. */
  startTime?: number;
  endTime?: number;
}

export interface MonitorListItem {
  id: string;
  title: string;
  messageType: MessageType;
  channel: MessageChannel;
  releaseUser: string;
  releaseTime: number;
  /** The first receivers' names (全部用户 for every user), 等 N 人 past three. */
  receiveUser: string;
  receiverCount: number;
  /** In-platform: receivers who read it; e-mail: null. */
  readCount: number | null;
  state: 0 | 1;
  templateName: string;
  sendConfigName: string;
}

interface MonitorRow {
  id: string;
  title: string;
  type: MessageType;
  channel: MessageChannel;
  release_user: string;
  send_time: Date;
  to_all: boolean;
  first_names: string[] | null;
  receiver_count: number;
  read_count: number | null;
  state: 0 | 1;
  template_name: string | null;
  send_config_name: string | null;
}

/** Over the record `r`: what a row shows beside its columns (three receivers' names, the read count, names). */
const rowColumns = `r.id, r.title, r.type, r.channel, r.send_time, r.to_all, r.receiver_count, r.state,
       coalesce(u.real_name || '/' || u.account, '') as release_user,
       (select array_agg(coalesce(ru.real_name, o.id) order by o.n) from unnest(r.receiver_ids[1:3]) with ordinality o(id, n)
          left join users ru on ru.id = o.id) as first_names,
       case when r.channel = 1 then (select count(*) from message_receipt rc where rc.message_id = r.message_id and rc.is_read = 1)::int end as read_count,
       t.full_name as template_name, c.full_name as send_config_name`;
const rowJoins = `left join users u on u.id = r.sender_id
       left join message_template t on t.id = r.template_id
       left join message_send_config c on c.id = r.send_config_id`;

export function receiversText(toAll: boolean, names: readonly string[], count: number): string {
  if (toAll) return `全部用户（${count}人）`;
  const shown = names.join('、');
  return count > names.length ? `${shown} 等${count}人` : shown;
}

function toItem(row: MonitorRow): MonitorListItem {
  return {
    id: row.id,
    title: row.title,
    messageType: row.type,
    channel: row.channel,
    releaseUser: row.release_user,
    releaseTime: row.send_time.getTime(),
    receiveUser: receiversText(row.to_all, row.first_names ?? [], row.receiver_count),
    receiverCount: row.receiver_count,
    readCount: row.read_count,
    state: row.state,
    templateName: row.template_name ?? '',
    sendConfigName: row.send_config_name ?? '',
  };
}

/** The records' filter over `r` with its parameters, and their order: each filter an index condition. */
export function recordsFilter(filters: MonitorFilters) {
  const params = [
    likePattern(filters.keyword),
    filters.type ?? null,
    filters.channel ?? null,
    filters.startTime === undefined ? null : new Date(filters.startTime),
    filters.endTime === undefined ? null : new Date(filters.endTime),
  ];
  const where = `where ($1::text is null or r.title ilike $1) and ($2::smallint is null or r.type = $2)
      and ($3::smallint is null or r.channel = $3) and ($4::timestamptz is null or r.send_time >= $4)
      and ($5::timestamptz is null or r.send_time <= $5)`;
  return { where, params, order: 'order by r.send_time desc, r.id desc' };
}

/** One page of records, newest first (docs/message-centre.md). */
export async function listRecords(db: Queryable, filters: MonitorFilters, currentPage: number, pageSize: number) {
  const { where, params, order } = recordsFilter(filters);
  const page = await pageOf<MonitorRow>(
    db,
    {
      select: `select ${rowColumns}`,
      from: `from message_monitor r ${where}`,
      params,
      orderBy: order,
      countCap: MONITOR_COUNT_CAP,
      // The page's records first, from the index; then their names and counts, twenty of each.
      pageSql: (limitOffset) =>
        `select ${rowColumns} from (select * from message_monitor r ${where} ${order} ${limitOffset}) r ${rowJoins} ${order}`,
    },
    { currentPage, pageSize },
  );
  return { list: page.list.map(toItem), pagination: page.pagination };
}

export interface MonitorDetail extends MonitorListItem {
  content: string;
  error: string;
  messageId: string | null;
}

export async function recordInfo(db: Queryable, id: string): Promise<MonitorDetail | undefined> {
  const row = await queryOne<MonitorRow & { content: string; error: string; message_id: string | null }>(
    db,
    `select ${rowColumns}, r.content, r.error, r.message_id from message_monitor r ${rowJoins} where r.id = $1`,
    [id],
  );
  return row && { ...toItem(row), content: row.content, error: row.error, messageId: row.message_id };
}

/** A receiver of a record: read or not (in-platform), sent or not (e-mail). */
export interface MonitorReceiver {
  userId: string;
  userName: string;
  email: string;
  /** read, unread (in-platform); sent, failed (e-mail). */
  state: 'read' | 'unread' | 'sent' | 'failed';
  readTime: number | null;
}

interface ReceiverRow {
  user_id: string;
  user_name: string;
  email: string;
  state: MonitorReceiver['state'];
  read_time: Date | null;
}

/**
 * The receivers of a record, paged: an in-platform message's receipts in user order (one index, the
 * read flag in it), or the e-mail's listed receivers in the order sent. A keyword matches names and
 * accounts; `isRead` keeps the read (1) or unread (0) receipts.
 */
export async function recordReceivers(
  db: Queryable,
  id: string,
  query: { keyword?: string; isRead?: 0 | 1; currentPage: number; pageSize: number },
) {
  const record = await queryOne<{ channel: MessageChannel; message_id: string | null }>(
    db,
    'select channel, message_id from message_monitor where id = $1',
    [id],
  );
  if (!record) return undefined;
  const keyword = likePattern(query.keyword);
  const page =
    record.channel === 1
      ? await pageOf<ReceiverRow>(
          db,
          {
            select: `select rc.user_id, coalesce(u.real_name || '/' || u.account, rc.user_id) as user_name, coalesce(u.email, '') as email,
                    case when rc.is_read = 1 then 'read' else 'unread' end as state, rc.read_time`,
            from: `from message_receipt rc left join users u on u.id = rc.user_id
                   where rc.message_id = $1 and ($2::smallint is null or rc.is_read = $2)
                     and ($3::text is null or u.real_name ilike $3 or u.account ilike $3)`,
            params: [record.message_id ?? '', query.isRead ?? null, keyword],
            orderBy: 'order by rc.user_id',
          },
          query,
        )
      : await pageOf<ReceiverRow>(
          db,
          {
            select: `select o.id as user_id, coalesce(u.real_name || '/' || u.account, o.id) as user_name, coalesce(u.email, '') as email,
                    case when o.id = any(r.failed_ids) then 'failed' else 'sent' end as state, null::timestamptz as read_time`,
            from: `from message_monitor r cross join unnest(r.receiver_ids) with ordinality o(id, n) left join users u on u.id = o.id
                   where r.id = $1 and $2::smallint is null
                     and ($3::text is null or u.real_name ilike $3 or u.account ilike $3)`,
            params: [id, query.isRead ?? null, keyword],
            orderBy: 'order by o.n',
          },
          query,
        );
  const list: MonitorReceiver[] = page.list.map((row) => ({
    userId: row.user_id,
    userName: row.user_name,
    email: row.email,
    state: row.state,
    readTime: row.read_time ? row.read_time.getTime() : null,
  }));
  return { list, pagination: page.pagination };
}

/** Removes the record (the receivers keep their messages); false when there is none. */
export async function deleteRecord(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('delete from message_monitor where id = $1 returning id', [id])).length > 0;
}
