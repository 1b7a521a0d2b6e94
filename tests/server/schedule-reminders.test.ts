import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { md5Hex } from '../../server/auth/passwords';
import { readConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { dropPostgresSchema } from '../../server/db/postgres';
import { InProcessBus, InProcessLink } from '../../server/messages/bus';
import { seed } from '../../server/seed/seed';
import { adminPassword, databases, demoPassword } from './harness';
import { addressOf, connectChat, until, type TestSocket } from './socket-client';

const MINUTE = 60_000;
/** A fixed "now" every replica reads through its context's clock; the tests move it. */
let now = Date.UTC(2026, 11, 7, 1, 0);
const clock = () => new Date(now);

async function login(app: FastifyInstance, account: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password: md5Hex(demoPassword), grant_type: 'password' }).toString(),
  });
  return response.json().data.token as string;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  return response.json() as { code: number; msg: string; data: any };
}

/**
 * Replicas on one database: each its own app, context and clock; PostgreSQL replicas each on their own
 * connection pool (as separate processes), PGlite ones on the one embedded database, joined in process.
 */
class Cluster {
  private readonly link = new InProcessLink();
  private readonly pools: Database[] = [];
  readonly apps: FastifyInstance[] = [];

  private constructor(
    readonly db: Database,
    private readonly url: string | undefined,
    private readonly schema: string | undefined,
  ) {}

  static async open(kind: 'pglite' | 'postgres'): Promise<Cluster> {
    const url = kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    const schema = url ? `test_reminders_${process.pid}_${Date.now().toString(36)}` : undefined;
    const db = await openDatabase({ databaseUrl: url, schema, poolSize: 5 });
    await migrate(db);
    await seed(db, { adminPassword, demoPassword });
    return new Cluster(db, url, schema);
  }

  /** Starts a replica (its reminder worker starts with it). */
  async start(): Promise<FastifyInstance> {
    const pool = this.url ? await openDatabase({ databaseUrl: this.url, schema: this.schema, poolSize: 5 }) : this.db;
    if (this.url) this.pools.push(pool);
    const config = {
      ...readConfig({}),
      databaseUrl: this.url,
      publicDir: mkdtempSync(join(tmpdir(), 'heating-public-')),
      logLevel: 'silent',
    };
    const ctx = createContext(pool, config);
    ctx.clock = clock;
    const app = await buildApp(ctx, { logger: false, ...(this.url ? {} : { bus: new InProcessBus(this.link) }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    this.apps.push(app);
    return app;
  }

  /** Stops a replica as a restart would. */
  async stop(app: FastifyInstance): Promise<void> {
    this.apps.splice(this.apps.indexOf(app), 1);
    await app.close();
  }

  async close(): Promise<void> {
    await Promise.all(this.apps.map((app) => app.close()));
    for (const pool of this.pools) await pool.close();
    await this.db.close();
    if (this.url && this.schema) await dropPostgresSchema(this.url, this.schema);
  }

  /** Reminder messages stored for this title, and the receipts they reached. */
  async reminders(title: string): Promise<{ messages: number; receipts: string[] }> {
    const rows = await this.db.query<{ id: string; user_id: string | null }>(
      `select m.id, r.user_id from message m left join message_receipt r on r.message_id = m.id where m.type = 4 and m.title = $1`,
      [`日程提醒：${title}`],
    );
    return {
      messages: new Set(rows.map((row) => row.id)).size,
      receipts: rows.flatMap((row) => (row.user_id ? [row.user_id] : [])).sort(),
    };
  }
}

/** Spec 000 section 4 (type 4) over spec 001's schedules: exactly once with two replicas and a restart. */
describe.each(databases)('schedule reminders with two replicas on one %s database', (kind) => {
  let cluster: Cluster;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const ids: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    now = Date.UTC(2026, 11, 7, 1, 0);
    cluster = await Cluster.open(kind);
    one = await cluster.start();
    two = await cluster.start();
    for (const row of await cluster.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await cluster?.close();
  });

  const schedule = async (app: FastifyInstance, title: string, start: number, reminderTime: number, extra: object = {}) => {
    const answer = await call(app, 'POST', '/api/system/Schedule', await login(app, 'zhangwei'), {
      title,
      allDay: 0,
      startDay: start,
      duration: 60,
      reminderTime,
      toUserIds: [ids.wangfang],
      ...extra,
    });
    expect(answer.code).toBe(200);
    return answer.data as { id: string; groupId: string };
  };

  it('sends a due reminder once while both replicas poll, live to a participant connected to the other', async () => {
    const wangToken = await login(two, 'wangfang');
    const { client: wangOnTwo } = await connectChat(addressOf(two), wangToken);
    sockets.push(wangOnTwo);
    const created = await schedule(one, '调度周会', now + 30 * MINUTE, 10);

    await Promise.all([one.scheduleReminders.runOnce(), two.scheduleReminders.runOnce()]);
    expect(await cluster.reminders('调度周会')).toEqual({ messages: 0, receipts: [] });

    now += 20 * MINUTE;
    const sent = await Promise.all([1, 2, 3].flatMap(() => [one.scheduleReminders.runOnce(), two.scheduleReminders.runOnce()]));
    // The background polls may have sent it first: either way, one message in all.
    expect(sent.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    await until(() => wangOnTwo.all('messagePush').length > 0);
    expect(await cluster.reminders('调度周会')).toEqual({ messages: 1, receipts: [ids.wangfang, ids.zhangwei].sort() });
    expect(wangOnTwo.all('messagePush')).toEqual([
      expect.objectContaining({ messageType: 4, title: '日程提醒：调度周会', userId: ids.zhangwei }),
    ]);

    // Opening it: the body names the occurrence, whose read view the participant gets.
    const push = wangOnTwo.all('messagePush')[0];
    const info = await call(two, 'GET', `/api/message/ReadInfo/${push.id}`, wangToken);
    expect(info.data).toMatchObject({ type: 4, excerpt: '2026-12-07 09:30 至 10:30' });
    const body = JSON.parse(info.data.bodyText.replace(/&quot;/g, '"'));
    expect(body).toEqual({ id: created.id, groupId: created.groupId, type: 1 });
    const detail = await call(two, 'GET', `/api/system/Schedule/detail?groupId=${body.groupId}&id=${body.id}`, wangToken);
    expect(detail.data).toMatchObject({ title: '调度周会', creatorUserId: '张伟/zhangwei' });
  });

  it('reminds each occurrence of a series once, and nothing of a deleted one', async () => {
    await schedule(one, '早班交接', now + 60 * MINUTE, -1, { repetition: 2, repeatTime: now + 3 * 86_400_000 });
    const other = await schedule(two, '取消的会', now + 60 * MINUTE, -1);
    const zhang = await login(one, 'zhangwei');
    expect((await call(one, 'DELETE', `/api/system/Schedule/${other.groupId}/${other.id}?type=3`, zhang)).code).toBe(200);

    for (let day = 0; day < 3; day++) {
      now += (day === 0 ? 60 : 24 * 60) * MINUTE;
      await Promise.all([one.scheduleReminders.runOnce(), two.scheduleReminders.runOnce()]);
      expect((await cluster.reminders('早班交接')).messages).toBe(day + 1);
    }
    await Promise.all([one.scheduleReminders.runOnce(), two.scheduleReminders.runOnce()]);
    expect((await cluster.reminders('早班交接')).messages).toBe(3);
    expect(await cluster.reminders('取消的会')).toEqual({ messages: 0, receipts: [] });
  });

  it('sends a reminder that fell due while every replica was down once, when one starts again', async () => {
    const stoppedAt = now;
    // Due 30 minutes after the stop, ending 120 minutes after it.
    await schedule(one, '停机期间的会', stoppedAt + 60 * MINUTE, 30);
    // Due 10 minutes after the stop, and over 100 minutes after it.
    await schedule(one, '停机期间已结束', stoppedAt + 40 * MINUTE, 30);
    await cluster.stop(one);
    await cluster.stop(two);

    now = stoppedAt + 110 * MINUTE;
    one = await cluster.start();
    await waitFor(async () => (await cluster.reminders('停机期间的会')).messages === 1);
    two = await cluster.start();
    await Promise.all([one.scheduleReminders.runOnce(), two.scheduleReminders.runOnce()]);
    expect(await cluster.reminders('停机期间的会')).toEqual({ messages: 1, receipts: [ids.wangfang, ids.zhangwei].sort() });
    // An occurrence over before any replica could remind it is not reminded late.
    expect(await cluster.reminders('停机期间已结束')).toEqual({ messages: 0, receipts: [] });
  });

  it.runIf(kind === 'postgres')('leaves a reminder whose sending replica died before committing to the next poll', async () => {
    // The pollers stand still, so the test holds the reminder as a replica in the middle of sending would.
    await Promise.all([one.scheduleReminders.stop(), two.scheduleReminders.stop()]);
    const created = await schedule(one, '中断的提醒', now + 20 * MINUTE, 30);
    let taken!: () => void;
    const holding = new Promise<void>((resolve) => (taken = resolve));
    let crash!: () => void;
    const crashed = new Promise<void>((resolve) => (crash = resolve));
    const dying = cluster.db.transaction(async (tx) => {
      await tx.query(`select 1 from schedule_reminder where schedule_id = $1 and sent_at is null for update`, [created.id]);
      taken();
      await crashed;
      throw new Error('the replica died');
    });
    await holding;
    // The other replica skips the locked reminder instead of waiting or sending it too.
    expect(await two.scheduleReminders.runOnce()).toBe(0);
    crash();
    await expect(dying).rejects.toThrow('the replica died');
    expect(await two.scheduleReminders.runOnce()).toBe(1);
    expect(await one.scheduleReminders.runOnce()).toBe(0);
    expect((await cluster.reminders('中断的提醒')).messages).toBe(1);
    one.scheduleReminders.start();
    two.scheduleReminders.start();
  });
});

/** Waits for a state of the database (or fails after 10 s). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 10_000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
