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
import { InProcessBus, InProcessLink, type MessageBus } from '../../server/messages/bus';
import { PostgresBus } from '../../server/messages/postgres-bus';
import { seed } from '../../server/seed/seed';
import { adminPassword, demoPassword } from './harness';
import { addressOf, connectChat, type TestSocket } from './socket-client';

/** Two server processes side by side on one database, each with its own sockets. */
interface Replicas {
  apps: [FastifyInstance, FastifyInstance];
  databases: Database[];
  cleanup(): Promise<void>;
}

async function startReplica(db: Database, databaseUrl: string | undefined, bus?: MessageBus): Promise<FastifyInstance> {
  const config = { ...readConfig({}), databaseUrl, publicDir: mkdtempSync(join(tmpdir(), 'heating-public-')), logLevel: 'silent' };
  const app = await buildApp(createContext(db, config), { logger: false, ...(bus ? { bus } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function login(app: FastifyInstance, account: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account,
      password: md5Hex(account === 'admin' ? adminPassword : demoPassword),
      grant_type: 'password',
    }).toString(),
  });
  return response.json().data.token as string;
}

/** PGlite is one process: two app instances on one PGlite, joined by an in-process link. */
async function pgliteReplicas(): Promise<Replicas> {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db, { adminPassword, demoPassword });
  const link = new InProcessLink();
  const apps = [
    await startReplica(db, undefined, new InProcessBus(link)),
    await startReplica(db, undefined, new InProcessBus(link)),
  ] as const;
  return {
    apps: [...apps],
    databases: [db],
    async cleanup() {
      await Promise.all(apps.map((app) => app.close()));
      await db.close();
    },
  };
}

/** Two connection pools on one PostgreSQL schema, each app with its own LISTEN connection. */
async function postgresReplicas(url: string): Promise<Replicas> {
  const schema = `test_replicas_${process.pid}_${Date.now().toString(36)}`;
  const first = await openDatabase({ databaseUrl: url, schema, poolSize: 5 });
  await migrate(first);
  await seed(first, { adminPassword, demoPassword });
  const second = await openDatabase({ databaseUrl: url, schema, poolSize: 5 });
  const apps = [await startReplica(first, url), await startReplica(second, url)] as const;
  return {
    apps: [...apps],
    databases: [first, second],
    async cleanup() {
      await Promise.all(apps.map((app) => app.close()));
      await first.close();
      await second.close();
      await dropPostgresSchema(url, schema);
    },
  };
}

const kinds: ['pglite' | 'postgres', () => Promise<Replicas>][] = [['pglite', pgliteReplicas]];
if (process.env.TEST_DATABASE_URL) kinds.push(['postgres', () => postgresReplicas(process.env.TEST_DATABASE_URL!)]);

describe.each(kinds)('two replicas on one %s database', (kind, start) => {
  let replicas: Replicas;
  let one: FastifyInstance;
  let two: FastifyInstance;
  const ids: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    replicas = await start();
    [one, two] = replicas.apps;
    for (const row of await replicas.databases[0]!.query<{ id: string; account: string }>(`select id, account from users`))
      ids[row.account] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await replicas?.cleanup();
  });

  const connect = async (app: FastifyInstance, token: string) => {
    const connected = await connectChat(addressOf(app), token);
    sockets.push(connected.client);
    return connected;
  };

  it('uses the bus of its database', () => {
    expect(one.messaging.bus).toBeInstanceOf(kind === 'postgres' ? PostgresBus : InProcessBus);
  });

  it('delivers a chat message sent through one replica to a user connected to the other, and the echo too', async () => {
    const zhangToken = await login(one, 'zhangwei');
    const wangToken = await login(two, 'wangfang');
    const { client: zhangOnOne } = await connect(one, zhangToken);
    const { client: zhangOnTwo } = await connect(two, zhangToken);
    const { client: wangOnTwo, init } = await connect(two, wangToken);
    expect(init.onlineUsers).toEqual(expect.arrayContaining([ids.zhangwei, ids.wangfang]));

    const sentAt = Date.now();
    zhangOnOne.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: '跨服务器[握手]' });
    const received = await wangOnTwo.next('receiveMessage');
    expect(received).toMatchObject({ formUserId: ids.zhangwei, formMessage: '跨服务器[握手]', realName: '张伟' });
    expect(Date.now() - sentAt).toBeLessThan(2000);
    expect(await zhangOnTwo.next('sendMessage')).toMatchObject({ toUserId: ids.wangfang, toMessage: '跨服务器[握手]' });
    expect(zhangOnOne.all('sendMessage')).toEqual([]);
  });

  it('carries a message larger than one notification', async () => {
    const [zhangOnOne, , wangOnTwo] = sockets;
    const long = '热'.repeat(4000); // 12,000 bytes of UTF-8
    const from = wangOnTwo!.frames.length;
    zhangOnOne!.send({ method: 'SendMessage', toUserId: ids.wangfang, messageType: 'text', messageContent: long });
    expect((await wangOnTwo!.next('receiveMessage', from)).formMessage).toBe(long);
  });

  it('pushes a notice released on one replica to its receivers on the other', async () => {
    const adminToken = await login(one, 'admin');
    const created = await one.inject({
      method: 'POST',
      url: '/api/message/Notice',
      headers: { authorization: adminToken },
      payload: { title: '跨服务器公告' },
    });
    const id = created.json().data.id;
    await one.inject({ method: 'PUT', url: `/api/message/${id}/Actions/Release`, headers: { authorization: adminToken } });
    expect(await sockets[2]!.next('messagePush')).toMatchObject({ id, title: '跨服务器公告', messageType: 1 });
    expect(await sockets[1]!.next('messagePush')).toMatchObject({ id });
  });

  it('tells a socket on the other replica to log out when its session is kicked by a sign-in elsewhere', async () => {
    const wangOnTwo = sockets[2]!;
    await login(one, 'wangfang');
    expect(await wangOnTwo.next('logout')).toEqual({ method: 'logout', msg: '此账号已在其他地方登陆' });
    expect(await wangOnTwo.closed).toBe(4001);
  });

  it.runIf(kind === 'postgres')('listens again after losing its listening connection', async () => {
    const db = replicas.databases[0]!;
    const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
    const killed = await db.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [
      `listen "msgbus_${row!.schema}"`,
    ]);
    expect(killed).toHaveLength(2);
    const [zhangOnOne] = sockets;
    const { client: caoOnTwo } = await connect(two, await login(two, 'caoyan'));
    let received: any;
    for (let attempt = 0; attempt < 30 && !received; attempt++) {
      zhangOnOne!.send({ method: 'SendMessage', toUserId: ids.caoyan, messageType: 'text', messageContent: `重连 ${attempt}` });
      await new Promise((resolve) => setTimeout(resolve, 200));
      received = caoOnTwo.all('receiveMessage')[0];
    }
    expect(received).toMatchObject({ formUserId: ids.zhangwei });
  });

  it('tells the others a user went offline only when the last of their connections, on any replica, closed', async () => {
    const [zhangOnOne, zhangOnTwo] = sockets;
    const liToken = await login(one, 'liqiang');
    const { client: liOnOne } = await connect(one, liToken);
    await zhangOnOne!.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liOnOne.all('Offline')).toEqual([]);
    await zhangOnTwo!.close();
    expect(await liOnOne.next('Offline')).toEqual({ method: 'Offline', userId: ids.zhangwei });
    const { init } = await connect(two, await login(two, 'caoyan'));
    expect(init.onlineUsers).not.toContain(ids.zhangwei);
  });

  it('ends a disabled user’s sessions on every replica: each socket is told, each replica refuses the token', async () => {
    const admin = await login(one, 'admin');
    const token = await login(one, 'fengyu');
    const { client: onOne } = await connect(one, token);
    const { client: onTwo } = await connect(two, token);
    const state = (app: FastifyInstance) =>
      app.inject({ method: 'PUT', url: `/api/permission/Users/${ids.fengyu}/Actions/State`, headers: { authorization: admin } });
    expect((await state(one)).json()).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect(await onOne.next('logout')).toMatchObject({ msg: '您的登录已被管理员结束，请重新登录' });
    expect(await onTwo.next('logout')).toMatchObject({ msg: '您的登录已被管理员结束，请重新登录' });
    for (const app of [one, two]) {
      const answer = await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
      expect(answer.json().code).toBe(602);
    }
    expect((await state(two)).json()).toMatchObject({ code: 200, data: { enabledMark: 1 } });
  });
});
