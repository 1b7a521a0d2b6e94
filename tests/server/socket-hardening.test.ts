import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxClientFrameBytes } from '../../server/socket/socket-hub';
import { databases, startTestServer, type TestServer } from './harness';
import { addressOf, connectChat, type TestSocket } from './socket-client';

/** Opens a socket at a raw address (no encoding of ours) and reports how it closed. */
function rawSocket(url: string): Promise<{ code: number; frames: unknown[] }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.on('error', () => undefined);
    socket.on('close', (code) => resolve({ code, frames }));
  });
}

/**
 * Whatever a client sends over a socket ends, at worst, that socket: never the server. Every case
 * below ended the process before (an exception in a promise nobody awaited), or froze it.
 */
describe.each(databases)('sockets against hostile clients on %s', (kind) => {
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

  const alive = async () => expect((await server.call('GET', '/api/health')).body.data.status).toBe('ok');

  it.each(['/websocket/%25', '/api/message/websocket/%25', '/websocket/%2525E0'])(
    'closes an upgrade to %s and keeps serving',
    async (path) => {
      const closed = await rawSocket(`ws://${base}${path}`);
      expect(closed.code).toBe(4001);
      expect(closed.frames).toEqual([{ method: 'closeSocket', msg: '身份验证失败，请重新登录' }]);
      await alive();
    },
  );

  it.each([
    ['an address that does not decode', '/websocket/%E0%A4%A'],
    ['an address with a stray %', '/websocket/bearer%20%'],
    ['a token longer than any token', `/websocket/${'a'.repeat(4000)}`],
  ])('refuses the upgrade to %s and keeps serving', async (_case, path) => {
    const closed = await rawSocket(`ws://${base}${path}`);
    expect(closed).toEqual({ code: 1006, frames: [] });
    await alive();
  });

  it.each(['null', '[]', '42', '"text"', '{"method":7}', '{}'])(
    'answers the frame %s with an error frame and keeps the socket',
    async (text) => {
      const { client } = await connectChat(base, await server.login('zhaolei'));
      sockets.push(client);
      const from = client.frames.length;
      client.socket.send(text);
      expect(await client.next('error', from)).toEqual({ method: 'error', msg: '消息格式错误' });
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      await alive();
    },
  );

  it('closes the socket whose frame carries a token that does not decode, and only that one', async () => {
    const { client: bad } = await connectChat(base, await server.login('sunli'));
    const { client: good } = await connectChat(base, await server.login('zhoujie'));
    sockets.push(bad, good);
    bad.socket.send('{"method":"OnConnection","token":"%"}');
    expect(await bad.closed).toBe(4001);
    const from = good.frames.length;
    good.send({ method: 'OnConnection', mobileDevice: false });
    expect(await good.next('initMessage', from)).toBeDefined();
    await alive();
  });

  it(`refuses a frame above ${maxClientFrameBytes / 1024} KB before reading it`, async () => {
    const { client } = await connectChat(base, await server.login('wujun'));
    sockets.push(client);
    client.socket.send(JSON.stringify({ method: 'SendMessage', messageContent: 'x'.repeat(maxClientFrameBytes) }));
    expect(await client.closed).toBe(1009);
    await alive();
  });
});
