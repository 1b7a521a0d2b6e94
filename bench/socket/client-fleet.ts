/**
 * The benchmark's chat clients: one `ws` socket per bench user, as the web client opens it
 * (`/api/message/websocket/{token}`, `OnConnection`, the token in every frame). Frames the
 * measurements need are handed to callbacks with the time they arrived; presence news
 * (Online/Offline, about a million frames while 1,000 users connect) is only counted.
 */
import { performance } from 'node:perf_hooks';
import WebSocket, { type RawData } from 'ws';
import type { ChatClientFrame, MessagePushFrame, ReceiveMessageFrame } from '../../api/messages';
import type { BenchUser } from './bench-database';

type OutgoingFrame = ChatClientFrame extends infer F ? (F extends { token: string } ? Omit<F, 'token'> : never) : never;

export interface ConnectResult {
  /** Per connected client: from opening the socket to `initMessage`, ms. */
  perClient: number[];
  /** From the first socket opened to the last `initMessage`, ms. */
  totalMs: number;
  failed: number;
}

export class BenchClient {
  readonly socket: WebSocket;
  constructor(
    readonly index: number,
    readonly user: BenchUser,
    url: string,
    private readonly fleet: Fleet,
  ) {
    this.socket = new WebSocket(`${url}/api/message/websocket/${encodeURIComponent(user.token)}`, { perMessageDeflate: false });
    this.socket.on('message', (data) => fleet.receive(this, data));
    this.socket.on('close', () => fleet.closed());
    this.socket.on('error', (error) => fleet.note(`socket error: ${error.message}`));
  }

  send(frame: OutgoingFrame): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ token: this.user.token, ...frame }));
  }
}

export class Fleet {
  readonly clients: BenchClient[] = [];
  frames = 0;
  presenceFrames = 0;
  lastFrameAt = 0;
  /** Problems seen (error frames, unexpected closes), counted by text. */
  readonly problems = new Map<string, number>();
  onChat: ((client: BenchClient, frame: ReceiveMessageFrame, at: number) => void) | undefined;
  onPush: ((client: BenchClient, frame: MessagePushFrame, at: number) => void) | undefined;
  private readonly initialised = new Map<BenchClient, () => void>();
  private stopping = false;

  /** Opens every client at once (a reconnect storm after a restart) and waits for their `initMessage`. */
  async connectAll(users: BenchUser[], urlOf: (index: number) => string, timeoutMs = 60_000): Promise<ConnectResult> {
    const started = performance.now();
    let last = started;
    const perClient: number[] = [];
    let failed = 0;
    await Promise.all(
      users.map(async (user, index) => {
        const opened = performance.now();
        const client = new BenchClient(index, user, urlOf(index), this);
        this.clients.push(client);
        const ready = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), timeoutMs);
          this.initialised.set(client, () => {
            clearTimeout(timer);
            resolve(true);
          });
          client.socket.once('open', () => client.send({ method: 'OnConnection', mobileDevice: false }));
          client.socket.once('close', () => {
            clearTimeout(timer);
            resolve(false);
          });
        });
        if (await ready) {
          const now = performance.now();
          perClient.push(now - opened);
          last = Math.max(last, now);
        } else failed++;
      }),
    );
    return { perClient, totalMs: last - started, failed };
  }

  receive(client: BenchClient, data: RawData): void {
    const at = performance.now();
    this.frames++;
    this.lastFrameAt = at;
    const text = data.toString();
    // The server writes `method` first; presence news is not parsed.
    if (text.startsWith('{"method":"Online"') || text.startsWith('{"method":"Offline"')) {
      this.presenceFrames++;
      return;
    }
    const frame = JSON.parse(text) as { method: string; msg?: string };
    switch (frame.method) {
      case 'initMessage':
        this.initialised.get(client)?.();
        this.initialised.delete(client);
        return;
      case 'receiveMessage':
        return this.onChat?.(client, frame as ReceiveMessageFrame, at);
      case 'messagePush':
        return this.onPush?.(client, frame as MessagePushFrame, at);
      default:
        this.note(`${frame.method}${frame.msg ? `: ${frame.msg}` : ''}`);
    }
  }

  closed(): void {
    if (!this.stopping) this.note('socket closed by the server');
  }

  note(problem: string): void {
    this.problems.set(problem, (this.problems.get(problem) ?? 0) + 1);
  }

  /** Waits until no frame arrived for `quietMs` (at most `maxMs`); answers how long it waited. */
  async waitQuiet(quietMs: number, maxMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < maxMs && performance.now() - this.lastFrameAt < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return performance.now() - started;
  }

  async close(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.clients.map(
        (client) =>
          new Promise<void>((resolve) => {
            if (client.socket.readyState === WebSocket.CLOSED) return resolve();
            client.socket.once('close', () => resolve());
            client.socket.terminate();
          }),
      ),
    );
  }
}
