import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, tokenFromHeader } from '../../server/auth/sessions';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, openSocket, type TestSocket } from './socket-client';

/** Who may hold a chat socket: the token at connect, on every frame, and after signing out (reference section 1.7). */
describe.each(databases)('socket sessions on %s', (kind) => {
  let server: TestServer;
  let base: string;
  const ids: Record<string, string> = {};
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = addressOf(server.app);
    for (const row of await server.db.query<{ id: string; account: string }>(`select id, account from users`)) ids[row.account] = row.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });

  const expire = (token: string) =>
    server.db.query(`update session set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashToken(tokenFromHeader(token)!),
    ]);

  it.each(['/api/message/websocket/', '/websocket/'])('refuses a socket opened at %s with an expired session', async (path) => {
    const token = await server.login('caoyan');
    await expire(token);
    const client = await openSocket(base, token, path);
    sockets.push(client);
    expect(await client.closed).toBe(4001);
    expect(client.frames).toEqual([{ method: 'closeSocket', msg: '身份验证失败，请重新登录' }]);
  });

  it('tells the socket of a session that signs out to close, and only that one', async () => {
    const liToken = await server.login('liqiang');
    const zhangToken = await server.login('zhangwei');
    const { client: li } = await connectChat(base, liToken);
    const { client: zhang } = await connectChat(base, zhangToken);
    sockets.push(li, zhang);
    expect((await server.call('GET', '/api/oauth/Logout', liToken)).body.code).toBe(200);
    expect(await li.closed).toBe(4001);
    expect(li.frames.at(-1)).toEqual({ method: 'closeSocket' });
    expect(zhang.socket.readyState).toBe(zhang.socket.OPEN);
    // The signed-out token cannot open a new socket either.
    const again = await openSocket(base, liToken);
    sockets.push(again);
    expect(await again.closed).toBe(4001);
  });

  it("closes a socket whose frame carries someone else's valid token", async () => {
    const wangToken = await server.login('wangfang');
    const liuToken = await server.login('liuyang');
    const { client: wang } = await connectChat(base, wangToken);
    sockets.push(wang);
    const from = wang.frames.length;
    wang.socket.send(
      JSON.stringify({ method: 'SendMessage', token: liuToken, toUserId: ids.zhangwei, messageType: 'text', messageContent: '冒充' }),
    );
    expect(await wang.next('logout', from)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect(await wang.closed).toBe(4001);
    const [stored] = await server.db.query<{ count: number }>(`select count(*)::int as count from im_content where content = '冒充'`);
    expect(stored!.count).toBe(0);
  });
});
