import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A test's chat socket: every frame it received, and helpers to wait for the next ones. */
export interface TestSocket {
  socket: WebSocket;
  frames: any[];
  closed: Promise<number>;
  send(frame: object): void;
  /** Resolves with the first frame (from `from` on) of this method, waiting up to 5 s. */
  next(method: string, from?: number): Promise<any>;
  /** Frames of this method received so far. */
  all(method: string): any[];
  close(): Promise<void>;
}

export function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app is not listening');
  return `127.0.0.1:${address.port}`;
}

export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** `path`: the socket's address before the token (the spec also names `/websocket/`). */
export function openSocket(base: string, token: string, path = '/api/message/websocket/'): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}${path}${encodeURIComponent(token)}`);
    const frames: any[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    socket.on('error', reject);
    const all = (method: string) => frames.filter((frame) => frame.method === method);
    const client: TestSocket = {
      socket,
      frames,
      closed,
      all,
      send: (frame) => socket.send(JSON.stringify({ token, ...frame })),
      async next(method, from = 0) {
        let found: any;
        await until(() => (found = frames.slice(from).find((frame) => frame.method === method)) !== undefined);
        return found;
      },
      async close() {
        if (socket.readyState === socket.CLOSED) return;
        // terminate, not close: a paused or dead peer would hold a closing handshake for 30 s.
        socket.terminate();
        await closed;
      },
    };
    socket.on('open', () => resolve(client));
  });
}

/** Opens a socket and waits for the answer to `OnConnection`. */
export async function connectChat(base: string, token: string): Promise<{ client: TestSocket; init: any }> {
  const client = await openSocket(base, token);
  client.send({ method: 'OnConnection', mobileDevice: false });
  const init = await client.next('initMessage');
  return { client, init };
}
