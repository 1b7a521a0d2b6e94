import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { listMessages, MESSAGE_ANCHOR_OFFSET, unreadSummary } from '../../server/messages/message-store';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, type TestSocket } from './socket-client';

/**
 * What keeps the message lists fast at scale (migration 0011, issue 19) answering what a plain count
 * would: the maintained unread counters and totals after every kind of change, deep pages from the
 * per-day directory, and keyword search through the trigram indexes, on both databases.
 */
describe.each(databases)('messages at scale on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = addressOf(server.app);
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
    for (const account of ['admin', 'liqiang', 'liuyang', 'caoyan']) tokens[account] = await server.login(account);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  /** initMessage of a fresh connection. */
  const initOf = async (account: string) => {
    const { client, init } = await connectChat(base, tokens[account]!);
    sockets.push(client);
    await client.close();
    return init;
  };
  const unreadOf = async (account: string) => {
    const init = await initOf(account);
    return {
      notice: init.unreadNoticeCount,
      process: init.unreadMessageCount,
      system: init.unreadSystemMessageCount,
      schedule: init.unreadScheduleCount,
      total: init.unreadTotalCount,
    };
  };
  const totalOf = async (account: string, query = '') =>
    (await server.call('GET', `/api/message?currentPage=1&pageSize=1${query}`, tokens[account])).body.data.pagination.total as number;

  /** The counters agree with counting the receipts, for every user, per type and read state and per day. */
  const expectCountersExact = async (db: Queryable = server.db) => {
    const counted = await db.query(
      `select user_id, type, is_read, count(*)::int as receipts from message_receipt group by 1, 2, 3 order by 1, 2, 3`,
    );
    const kept = await db.query(`select user_id, type, is_read, receipts from message_receipt_count where receipts <> 0 order by 1, 2, 3`);
    expect(kept).toEqual(counted);
    const byDay = await db.query(
      `select user_id, floor(extract(epoch from release_time) / 86400)::int as day, type, is_read, count(*)::int as receipts
         from message_receipt group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    const keptByDay = await db.query(
      `select user_id, day, type, is_read, receipts from message_receipt_day where receipts <> 0 order by 1, 2, 3, 4`,
    );
    expect(keptByDay).toEqual(byDay);
  };

  const send = (type: 2 | 3 | 4, title: string, to: string[]) =>
    server.app.messaging.sendMessage({ type, title, bodyText: `<p>${title}</p>`, creatorUserId: ids.admin! }, to);

  it('answers unread counts right after messages arrive, are read, read all and deleted', async () => {
    const zero = { notice: 0, process: 0, system: 0, schedule: 0, total: 0 };
    expect(await unreadOf('liqiang')).toEqual(zero);
    const to = [ids.liqiang!, ids.liuyang!];
    const approval = await send(2, '审批：一号换热站检修申请', to);
    const upgrade = await send(3, '系统升级提醒', to);
    await send(3, '系统维护窗口', to);
    const meeting = await send(4, '日程：冬季保供会议', to);

    expect(await unreadOf('liqiang')).toEqual({ notice: 0, process: 1, system: 2, schedule: 1, total: 4 });
    expect(await totalOf('liqiang')).toBe(4);
    expect(await totalOf('liqiang', '&isRead=0')).toBe(4);
    expect(await totalOf('liqiang', '&type=3')).toBe(2);

    // A notice to everybody: one more unread notice for each enabled user.
    const notice = (await server.call('POST', '/api/message/Notice', tokens.admin, { title: '全员：停热通知' })).body.data.id as string;
    await server.call('PUT', `/api/message/${notice}/Actions/Release`, tokens.admin);
    expect(await unreadOf('liqiang')).toEqual({ notice: 1, process: 1, system: 2, schedule: 1, total: 5 });
    expect((await unreadOf('caoyan')).notice).toBe(1);
    await expectCountersExact();

    // Reading one, then the same one again (already read: nothing changes).
    await server.call('GET', `/api/message/ReadInfo/${upgrade}`, tokens.liqiang);
    await server.call('GET', `/api/message/ReadInfo/${upgrade}`, tokens.liqiang);
    expect(await unreadOf('liqiang')).toEqual({ notice: 1, process: 1, system: 1, schedule: 1, total: 4 });
    expect(await totalOf('liqiang', '&isRead=1')).toBe(1);
    expect(await totalOf('liqiang')).toBe(5);
    // The other receiver's counts are theirs.
    expect((await unreadOf('liuyang')).total).toBe(5);

    // Read all of a type, then by keyword.
    await server.call('POST', '/api/message/Actions/ReadAll?type=4', tokens.liqiang);
    expect(await unreadOf('liqiang')).toEqual({ notice: 1, process: 1, system: 1, schedule: 0, total: 3 });
    await server.call('POST', '/api/message/Actions/ReadAll', tokens.liqiang, { keyword: '换热站' });
    expect(await unreadOf('liqiang')).toEqual({ notice: 1, process: 0, system: 1, schedule: 0, total: 2 });
    await expectCountersExact();

    // Deleting receipts: an unread and a read one.
    await server.call('DELETE', '/api/message/Record', tokens.liqiang, { ids: [`${meeting},${approval}`] });
    expect(await unreadOf('liqiang')).toEqual({ notice: 1, process: 0, system: 1, schedule: 0, total: 2 });
    expect(await totalOf('liqiang')).toBe(3);
    expect((await unreadOf('liuyang')).total).toBe(5);

    // Deleting the notice withdraws its message (a cascade) from every receiver.
    await server.call('DELETE', `/api/message/${notice}`, tokens.admin);
    expect(await unreadOf('liqiang')).toEqual({ notice: 0, process: 0, system: 1, schedule: 0, total: 1 });
    expect((await unreadOf('caoyan')).notice).toBe(0);
    await server.call('POST', '/api/message/Actions/ReadAll', tokens.liqiang);
    expect(await unreadOf('liqiang')).toEqual(zero);
    expect(await unreadSummary(server.db, ids.liqiang!)).toMatchObject({ total: 0, byType: {} });
    await expectCountersExact();
  });

  it('keeps the counters exact inside a transaction that rolls back, and across a user deleted for good', async () => {
    const before = await unreadSummary(server.db, ids.caoyan!);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`insert into message (id, type, title) values ('rolled-back', 3, '不会留下')`);
        await tx.query(`insert into message_receipt (message_id, user_id, release_time, type) values ('rolled-back', $1, now(), 3)`, [
          ids.caoyan,
        ]);
        expect((await unreadSummary(tx, ids.caoyan!)).total).toBe(before.total + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await unreadSummary(server.db, ids.caoyan!)).toEqual(before);

    // A user removed from the table takes their receipts (a cascade) and their counts with them.
    await server.db.query(
      `insert into users (id, account, real_name, password_hash) values ('scale-gone', 'scale-gone', '临时用户', 'none')`,
    );
    await send(3, '给临时用户', ['scale-gone']);
    expect((await unreadSummary(server.db, 'scale-gone')).total).toBe(1);
    await server.db.query(`delete from users where id = 'scale-gone'`);
    expect((await unreadSummary(server.db, 'scale-gone')).total).toBe(0);
    await expectCountersExact();
  });

  it('answers deep pages from the per-day directory exactly as skipping every newer receipt would', async () => {
    // 10,000 receipts for liuyang over about 40 days, three at each instant, a quarter of each type, a
    // fifth of them read (ids ending in 2 or 7).
    const user = ids.liuyang!;
    await server.db.query(
      `insert into message (id, type, title, creator_user_id, release_time)
       select 'deep' || n, (array[1, 2, 3, 4])[n % 4 + 1], '深页消息 ' || n, $1,
              timestamptz '2026-01-01 00:00:00+00' - (n / 3) * interval '17 minutes'
         from generate_series(1, 10000) n`,
      [ids.admin],
    );
    await server.db.query(
      `insert into message_receipt (message_id, user_id, release_time, type, is_read)
       select m.id, $1, m.release_time, m.type, case when m.id like '%7' or m.id like '%2' then 1 else 0 end
         from message m where m.id like 'deep%'`,
      [user],
    );
    await expectCountersExact();
    const reference = async (offset: number, pageSize: number, type: number | null, isRead: number | null) =>
      (
        await server.db.query<{ message_id: string }>(
          `select message_id from message_receipt
            where user_id = $1 and ($2::smallint is null or type = $2) and ($3::smallint is null or is_read = $3)
            order by release_time desc, message_id desc limit $4 offset $5`,
          [user, type, isRead, pageSize, offset],
        )
      ).map((row) => row.message_id);
    const [{ total }] = (await server.db.query<{ total: number }>(`select count(*)::int as total from message_receipt where user_id = $1`, [
      user,
    ])) as [{ total: number }];
    for (const [currentPage, pageSize, type, isRead] of [
      [1, 20, null, null],
      [MESSAGE_ANCHOR_OFFSET / 20, 20, null, null],
      [MESSAGE_ANCHOR_OFFSET / 20 + 1, 20, null, null],
      [137, 20, null, null],
      [333, 30, null, null],
      [Math.ceil(total / 20), 20, null, null],
      [Math.ceil(total / 20) + 1, 20, null, null],
      [21, 100, 3, null],
      [5, 500, null, 0],
      [3, 1000, 4, null],
      [41, 50, 3, 1],
    ] as const) {
      const offset = (currentPage - 1) * pageSize;
      const page = await listMessages(server.db, user, { type: type ?? undefined, isRead: isRead ?? undefined }, currentPage, pageSize);
      expect(
        page.list.map((item) => item.id),
        `page ${currentPage} of ${pageSize}, type ${type}, read ${isRead}`,
      ).toEqual(await reference(offset, pageSize, type, isRead));
      const [{ exact }] = (await server.db.query<{ exact: number }>(
        `select count(*)::int as exact from message_receipt
          where user_id = $1 and ($2::smallint is null or type = $2) and ($3::smallint is null or is_read = $3)`,
        [user, type, isRead],
      )) as [{ exact: number }];
      expect(page.pagination).toEqual({ currentPage, pageSize, total: exact });
    }
    // The same deep page over HTTP, in the answer's usual shape.
    const answer = (await server.call('GET', '/api/message?currentPage=120&pageSize=20', tokens.liuyang)).body.data;
    expect(answer.list.map((item: { id: string }) => item.id)).toEqual(await reference(119 * 20, 20, null, null));
    expect(answer.list[0]).toMatchObject({ title: expect.stringMatching(/^深页消息 /), releaseUser: '系统管理员/admin' });
  });

  it('finds messages and notices by a middle substring of the title, Chinese included, through the trigram indexes', async () => {
    const to = [ids.caoyan!];
    const pump = await send(3, '城东换热站二号机组检修通知', to);
    const mixed = await send(2, 'Boiler AB12cd 巡检记录', to);
    await send(3, '无关的消息', to);
    const titlesFor = async (keyword: string) =>
      (await server.call('GET', `/api/message?keyword=${encodeURIComponent(keyword)}`, tokens.caoyan)).body.data.list.map(
        (item: { id: string }) => item.id,
      );
    expect(await titlesFor('换热站二号')).toEqual([pump]);
    expect(await titlesFor('二号')).toEqual([pump]);
    expect(await titlesFor('组检')).toEqual([pump]);
    expect(await titlesFor('b12C')).toEqual([mixed]);
    expect(await titlesFor('12cd 巡检')).toEqual([mixed]);
    expect(await titlesFor('换热站三号')).toEqual([]);
    // %, _ and \ are taken literally.
    expect(await titlesFor('%')).toEqual([]);

    const notice = (await server.call('POST', '/api/message/Notice', tokens.admin, { title: '关于西区管网冬季巡线安排的通知' })).body.data
      .id as string;
    const notices = async (keyword: string) =>
      (await server.call('GET', `/api/message/Notice?keyword=${encodeURIComponent(keyword)}`, tokens.admin)).body.data.list.map(
        (item: { id: string }) => item.id,
      );
    expect(await notices('管网冬季巡线')).toEqual([notice]);
    expect(await notices('冬季巡')).toEqual([notice]);

    // The planner can answer these `ilike` searches from the trigram indexes (on a table this small it
    // would rather scan, so scans are switched off to see that the index applies).
    const plans = await server.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const planOf = async (sql: string) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`)).map((row) => row['QUERY PLAN']).join('\n');
      return {
        message: await planOf(`select id from message where title ilike '%换热站二号%'`),
        notice: await planOf(`select id from notice where title ilike '%管网冬季巡线%'`),
      };
    });
    expect(plans.message).toContain('message_title_trgm');
    expect(plans.notice).toContain('notice_title_trgm');
  });
});
