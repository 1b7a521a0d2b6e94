import type { ChatContentType, ChatMessage, ImReply, ImUser, UnreadFromPeer } from '../../api/messages';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { pageOf } from '../db/paging';
import { likePattern } from '../db/like-pattern';

export const avatarUrl = (headIcon: string) => (headIcon ? `/api/file/Image/userAvatar/${headIcon}` : '');

export interface ChatUser {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
}

/** Enabled users among `ids` (chat parties), by id. */
export async function chatUsers(db: Queryable, ids: string[]): Promise<Map<string, ChatUser>> {
  const rows = await db.query<{ id: string; account: string; real_name: string; head_icon: string }>(
    `select id, account, real_name, head_icon from users where id = any($1::text[]) and delete_mark is null and enabled_mark <> 0`,
    [ids],
  );
  return new Map(
    rows.map((row) => [row.id, { id: row.id, account: row.account, realName: row.real_name, headIcon: avatarUrl(row.head_icon) }]),
  );
}

/** Stores a message and brings the conversation to the top of both parties' lists. */
export async function storeChatMessage(db: Database, fromId: string, toId: string, contentType: ChatContentType, content: string) {
  return db.transaction(async (tx) => {
    const id = newId();
    const [row] = await tx.query<{ send_time: Date }>(
      `insert into im_content (id, send_user_id, receive_user_id, content, content_type) values ($1, $2, $3, $4, $5) returning send_time`,
      [id, fromId, toId, content, contentType],
    );
    const sendTime = row!.send_time;
    await tx.query(
      `insert into im_reply (user_id, peer_id, latest_time, hidden) values ($1, $2, $3, false), ($2, $1, $3, false)
       on conflict (user_id, peer_id) do update set latest_time = excluded.latest_time, hidden = false`,
      [fromId, toId, sendTime],
    );
    return { id, sendTime: sendTime.getTime() };
  });
}

interface ImContentRow {
  id: string;
  send_user_id: string;
  receive_user_id: string;
  send_time: Date;
  receive_time: Date | null;
  content: string;
  content_type: ChatContentType;
  state: 0 | 1;
}

/** The messages between `me` and `peer` that `me` has not deleted; `$1` me, `$2` peer. */
const conversationSql = `((c.send_user_id = $1 and c.receive_user_id = $2 and not c.send_deleted)
       or (c.send_user_id = $2 and c.receive_user_id = $1 and not c.receive_deleted))`;

export interface ConversationPageQuery {
  currentPage: number;
  pageSize: number;
  /** desc: page 1 holds the newest messages. */
  sord: 'asc' | 'desc';
  keyword?: string;
}

/** One page of a conversation; the page itself is oldest first, as a chat window shows it. */
export async function conversationPage(db: Queryable, me: string, peer: string, query: ConversationPageQuery) {
  const direction = query.sord === 'asc' ? 'asc' : 'desc';
  const page = await pageOf<ImContentRow>(
    db,
    {
      select: 'select c.id, c.send_user_id, c.receive_user_id, c.send_time, c.receive_time, c.content, c.content_type, c.state',
      from: `from im_content c where ${conversationSql} and ($3::text is null or (c.content_type = 'text' and c.content ilike $3))`,
      params: [me, peer, likePattern(query.keyword)],
      orderBy: `order by c.send_time ${direction}, c.id ${direction}`,
    },
    { currentPage: query.currentPage, pageSize: query.pageSize },
  );
  const list: ChatMessage[] = page.list
    .map((row) => ({
      id: row.id,
      sendUserId: row.send_user_id,
      sendTime: row.send_time.getTime(),
      receiveUserId: row.receive_user_id,
      receiveTime: row.receive_time?.getTime() ?? null,
      content: row.content,
      contentType: row.content_type,
      state: row.state,
    }))
    .sort((a, b) => a.sendTime - b.sendTime || a.id.localeCompare(b.id));
  return { list, total: page.pagination.total };
}

/** The peer's messages to me are read now. */
export async function markConversationRead(db: Queryable, me: string, peer: string): Promise<number> {
  const rows = await db.query(
    `update im_content set state = 1, receive_time = now() where send_user_id = $2 and receive_user_id = $1 and state = 0 returning id`,
    [me, peer],
  );
  return rows.length;
}

/** Unread chat messages per sender, with the newest of them (for `initMessage`). */
export async function unreadByPeer(db: Queryable, me: string): Promise<UnreadFromPeer[]> {
  const rows = await db.query<{ send_user_id: string; unread: number; content: string; content_type: ChatContentType; send_time: Date }>(
    `select distinct on (c.send_user_id) c.send_user_id, c.content, c.content_type, c.send_time,
            (count(*) over (partition by c.send_user_id))::int as unread
       from im_content c
      where c.receive_user_id = $1 and c.state = 0 and not c.receive_deleted
      order by c.send_user_id, c.send_time desc`,
    [me],
  );
  return rows.map((row) => ({
    sendUserId: row.send_user_id,
    unreadNum: row.unread,
    defaultMessage: row.content,
    defaultMessageType: row.content_type,
    defaultMessageTime: row.send_time.getTime(),
  }));
}

/** My conversation list, latest first, with unread counts and the latest message I still have. */
export async function conversations(db: Queryable, me: string): Promise<ImReply[]> {
  const rows = await db.query<{
    id: string;
    real_name: string;
    account: string;
    head_icon: string;
    unread: number;
    content: string | null;
    content_type: ChatContentType | null;
    latest_time: Date;
  }>(
    `select r.peer_id as id, u.real_name, u.account, u.head_icon, r.latest_time, last.content, last.content_type,
            (select count(*)::int from im_content c
              where c.send_user_id = r.peer_id and c.receive_user_id = $1 and c.state = 0 and not c.receive_deleted) as unread
       from im_reply r
       join users u on u.id = r.peer_id and u.delete_mark is null
       left join lateral (
         select c.content, c.content_type from im_content c
          where ((c.send_user_id = $1 and c.receive_user_id = r.peer_id and not c.send_deleted)
              or (c.send_user_id = r.peer_id and c.receive_user_id = $1 and not c.receive_deleted))
          order by c.send_time desc limit 1) last on true
      where r.user_id = $1 and not r.hidden
      order by r.latest_time desc`,
    [me],
  );
  return rows.map((row) => ({
    id: row.id,
    realName: row.real_name,
    account: row.account,
    headIcon: avatarUrl(row.head_icon),
    unreadMessage: row.unread,
    latestMessage: row.content ?? '',
    messageType: row.content_type ?? '',
    latestDate: row.latest_time.getTime(),
  }));
}

/** Deletes my copy of the conversation with `peer`; the peer keeps theirs. */
export async function deleteChatRecords(db: Database, me: string, peer: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`update im_content set send_deleted = true where send_user_id = $1 and receive_user_id = $2`, [me, peer]);
    await tx.query(`update im_content set receive_deleted = true where send_user_id = $2 and receive_user_id = $1`, [me, peer]);
    await tx.query(
      `delete from im_content c where c.send_deleted and c.receive_deleted
          and ((c.send_user_id = $1 and c.receive_user_id = $2) or (c.send_user_id = $2 and c.receive_user_id = $1))`,
      [me, peer],
    );
  });
}

/** Removes the conversation from my list until a new message between us arrives. */
export async function hideConversation(db: Queryable, me: string, peer: string): Promise<void> {
  await db.query(`update im_reply set hidden = true where user_id = $1 and peer_id = $2`, [me, peer]);
}

/** Contacts: every enabled user but me, paged, keyword on name, account and quick query. */
export async function imUsers(db: Queryable, me: string, keyword: string | undefined, currentPage: number, pageSize: number) {
  const page = await pageOf<{ id: string; account: string; real_name: string; head_icon: string; department: string | null }>(
    db,
    {
      select: 'select u.id, u.account, u.real_name, u.head_icon, o.full_name as department',
      from: `from users u left join organize o on o.id = u.organize_id
      where u.delete_mark is null and u.enabled_mark <> 0 and u.id <> $1
        and ($2::text is null or u.real_name ilike $2 or u.account ilike $2 or u.quick_query ilike $2)`,
      params: [me, likePattern(keyword)],
      orderBy: 'order by u.sort_code, u.account',
    },
    { currentPage, pageSize },
  );
  const list: ImUser[] = page.list.map((row) => ({
    id: row.id,
    account: row.account,
    realName: row.real_name,
    headIcon: avatarUrl(row.head_icon),
    department: row.department ?? '',
  }));
  return { list, pagination: page.pagination };
}
