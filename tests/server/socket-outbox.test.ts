import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, until, type TestSocket } from './socket-client';

/** Frames sent in one turn leave together (server/socket/outbox.ts): none lost, none reordered, none after a close. */
describe.each(databases)('a connection’s outbox on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = addressOf(server.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  const connectionOf = async (account: string) => {
    const { client } = await connectChat(base, await server.login(account));
    sockets.push(client);
    const [row] = await server.db.query<{ id: string }>(`select id from users where account = $1`, [account]);
    const [connection] = server.app.socketHub.connectionsOf(row!.id);
    return { client, connection: connection! };
  };

  it('delivers a burst sent in one turn completely and in order', async () => {
    const { client, connection } = await connectionOf('zhangwei');
    const from = client.frames.length;
    for (let i = 0; i < 500; i++) connection.send({ method: 'refresh', msg: `第${i}次` });
    await until(() => client.frames.length - from >= 500);
    expect(client.frames.slice(from).map((frame) => frame.msg)).toEqual(Array.from({ length: 500 }, (_, i) => `第${i}次`));
  });

  it('sends what was queued before the close frame', async () => {
    const { client, connection } = await connectionOf('wangfang');
    connection.send({ method: 'refresh', msg: '最后一条' });
    connection.close(4001, 'test');
    expect(await client.closed).toBe(4001);
    expect(client.frames.at(-1)).toEqual({ method: 'refresh', msg: '最后一条' });
  });
});
