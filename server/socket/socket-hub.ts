import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { RevocationReason, SessionUser } from '../auth/sessions';
import { Outbox } from './outbox';
import { detached } from '../detached';

/** A frame from the client: JSON with `method` and the token (reference section 1.7). */
export interface ClientFrame {
  method: string;
  token?: string;
  [field: string]: unknown;
}

export interface SocketConnection {
  socket: WebSocket;
  user: SessionUser;
  send(frame: object): void;
  /** A frame already serialised: a broadcast serialises once for every connection. */
  sendText(text: string): void;
  /** Sends what is queued, then closes with this code. */
  close(code: number, reason: string): void;
}

export type FrameHandler = (connection: SocketConnection, frame: ClientFrame) => Promise<void> | void;

const heartbeatMs = 30_000;

/** The largest frame a client may send; a larger one closes its socket (1009) before it is parsed. */
export const maxClientFrameBytes = 64 * 1024;

/** A token from the address or a frame; undefined when it is not a decodable, bounded text. */
function readToken(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value.length > 512) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function parseFrame(text: string): ClientFrame | undefined {
  try {
    const frame: unknown = JSON.parse(text);
    if (!frame || typeof frame !== 'object' || Array.isArray(frame)) return undefined;
    return typeof (frame as ClientFrame).method === 'string' ? (frame as ClientFrame) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Authenticated chat/notification sockets at `/api/message/websocket/{token}` and
 * `/websocket/{token}`. The token is checked at connect and on every frame; the frame handlers
 * (`OnConnection`, `SendMessage`, ...) are registered by the messaging module.
 */
/** What a socket is told when an administrator or a later sign-in ends its session; it returns to the sign-in page. */
const revokedMessages = { kicked: '此账号已在其他地方登陆', ended: '您的登录已被管理员结束，请重新登录' } as const;

export class SocketHub {
  readonly handlers = new Map<string, FrameHandler>();
  private readonly connections = new Set<SocketConnection>();

  constructor(private readonly app: FastifyInstance) {
    app.ctx.sessions.events.on('revoked', (tokenHashes: string[], reason: RevocationReason) => {
      for (const connection of this.connections) {
        if (!tokenHashes.includes(connection.user.tokenHash)) continue;
        connection.send(reason === 'logout' ? { method: 'closeSocket' } : { method: 'logout', msg: revokedMessages[reason] });
        connection.close(4001, reason);
      }
    });
  }

  connectionsOf(userId: string): SocketConnection[] {
    return [...this.connections].filter((connection) => connection.user.userId === userId);
  }

  /**
   * `raw`: the upgraded TCP socket under `socket`, whose writes are batched. Never rejects: whatever
   * goes wrong with one connection closes that connection and nothing else.
   */
  async accept(socket: WebSocket, raw: Duplex | undefined, token: string): Promise<void> {
    try {
      await this.open(socket, raw, token);
    } catch (error) {
      this.app.log.error({ err: error }, 'socket connection failed');
      socket.terminate();
    }
  }

  private async open(socket: WebSocket, raw: Duplex | undefined, token: string): Promise<void> {
    // Frames may arrive while the token is being checked: hold them until the connection is known.
    const early: string[] = [];
    const holdEarly = (data: Buffer) => early.push(data.toString());
    socket.on('message', holdEarly);
    const user = await this.authenticate(token);
    socket.off('message', holdEarly);
    if (!user) {
      socket.send(JSON.stringify({ method: 'closeSocket', msg: '身份验证失败，请重新登录' }));
      socket.close(4001, 'unauthenticated');
      return;
    }
    const outbox = new Outbox(socket, raw);
    const connection: SocketConnection = {
      socket,
      user,
      sendText: (text) => outbox.push(text),
      send: (frame) => outbox.push(JSON.stringify(frame)),
      close: (code, reason) => {
        outbox.flush();
        socket.close(code, reason);
      },
    };
    this.connections.add(connection);
    let alive = true;
    socket.on('pong', () => (alive = true));
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, heartbeatMs);
    socket.on('close', () => {
      clearInterval(heartbeat);
      this.connections.delete(connection);
    });
    socket.on('message', (data) => detached(this.receive(connection, token, data.toString()), this.app.log, 'socket frame failed'));
    for (const text of early) detached(this.receive(connection, token, text), this.app.log, 'socket frame failed');
  }

  private async authenticate(rawToken: unknown): Promise<SessionUser | undefined> {
    const token = readToken(rawToken);
    if (!token) return undefined;
    const config = await this.app.ctx.sysConfig.get();
    const check = await this.app.ctx.sessions.check(token, config.tokenTimeout);
    return check.ok ? check.user : undefined;
  }

  /** Never rejects: a frame that fails is answered with an error frame or closes its own socket. */
  private async receive(connection: SocketConnection, pathToken: string, text: string): Promise<void> {
    try {
      await this.handle(connection, pathToken, text);
    } catch (error) {
      this.app.log.error({ err: error }, 'socket frame failed');
      connection.close(1011, 'server error');
    }
  }

  private async handle(connection: SocketConnection, pathToken: string, text: string): Promise<void> {
    const frame = parseFrame(text);
    if (!frame) return connection.send({ method: 'error', msg: '消息格式错误' });
    const user = await this.authenticate(frame.token !== undefined && frame.token !== '' ? frame.token : pathToken);
    if (!user || user.userId !== connection.user.userId) {
      connection.send({ method: 'logout', msg: '登录过期,请重新登录' });
      connection.close(4001, 'unauthenticated');
      return;
    }
    const handler = this.handlers.get(frame.method);
    if (!handler) return connection.send({ method: 'error', msg: `unknown method ${frame.method.slice(0, 50)}` });
    try {
      await handler(connection, frame);
    } catch (error) {
      this.app.log.error({ err: error, method: frame.method }, 'socket handler failed');
      connection.send({ method: 'error', msg: '服务器内部错误' });
    }
  }

  closeAll(): void {
    for (const connection of this.connections) connection.socket.terminate();
  }
}

export async function socketRoutes(app: FastifyInstance, hub: SocketHub): Promise<void> {
  for (const url of ['/api/message/websocket/:token', '/websocket/:token']) {
    app.get<{ Params: { token: string } }>(
      url,
      // Public to the router: the token in the path is checked by the hub at connect and on every frame.
      { websocket: true, config: { access: 'public' }, schema: { hide: true } as object },
      (socket, request) => detached(hub.accept(socket, request.raw.socket, request.params.token), app.log, 'socket connection failed'),
    );
  }
}
