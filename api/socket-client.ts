/**
 * The chat and notification socket (spec 000 sections 4 and 7.4, reference section 1.7), without any
 * framework: connects to `{socketBase}/{token}`, announces itself with `OnConnection`, hands every
 * frame to the listeners of its `method`, and reconnects with backoff (1 s, 2 s, 4 s … at most 30 s)
 * until it is closed by the caller, by a `closeSocket` frame, or by the server refusing the token.
 */
import type { ChatClientFrame, ChatServerFrame } from './messages';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export type SocketStatus = 'connecting' | 'open' | 'waiting' | 'closed';

type FrameOf<M extends ChatServerFrame['method']> = Extract<ChatServerFrame, { method: M }>;
/** A client frame without the token: the client adds it. */
export type OutgoingFrame = ChatClientFrame extends infer F ? (F extends { token: string } ? Omit<F, 'token'> : never) : never;

export interface SocketClientOptions {
  /** `config.socketBase`, e.g. `ws://host/api/message/websocket`. */
  socketBase: string;
  token: string;
  createSocket?: SocketFactory;
  /** Backoff of the first retry and the ceiling, milliseconds. */
  initialDelay?: number;
  maxDelay?: number;
  onStatus?: (status: SocketStatus) => void;
}

export interface SocketClient {
  readonly status: SocketStatus;
  /** Listen to one method's frames; returns the unsubscribe. */
  on<M extends ChatServerFrame['method']>(method: M, listener: (frame: FrameOf<M>) => void): () => void;
  /** Sends a frame with the token; false when the socket is not open (the frame is dropped). */
  send(frame: OutgoingFrame): boolean;
  /** Closes for good: no reconnection. */
  close(): void;
}

export const SOCKET_INITIAL_DELAY = 1000;
export const SOCKET_MAX_DELAY = 30_000;
/** The server's close code for a refused or revoked token: retrying cannot help. */
export const SOCKET_UNAUTHENTICATED_CLOSE = 4001;
const OPEN = 1;

/**
 * The socket address for a token. A base without a scheme (`/api/message/websocket`, what the server
 * answers unless PUBLIC_URL is set) is resolved against the page: ws: beside http:, wss: beside https:.
 */
export function socketUrl(socketBase: string, token: string, page?: { protocol: string; host: string }): string {
  const base = socketBase.replace(/\/+$/, '');
  const here = page ?? (typeof location === 'undefined' ? undefined : location);
  const absolute =
    /^wss?:\/\//i.test(base) || !here
      ? base
      : `${here.protocol === 'https:' ? 'wss' : 'ws'}://${here.host}${base.startsWith('/') ? '' : '/'}${base}`;
  return `${absolute}/${encodeURIComponent(token)}`;
}

/** The delay before retry number `attempt` (0-based): doubling from `initial`, at most `max`. */
export function backoffDelay(attempt: number, initial = SOCKET_INITIAL_DELAY, max = SOCKET_MAX_DELAY): number {
  return Math.min(max, initial * 2 ** Math.min(attempt, 30));
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string'
      ? (value as ChatServerFrame)
      : null;
  } catch {
    return null;
  }
}

export function createSocketClient(options: SocketClientOptions): SocketClient {
  const { token } = options;
  const createSocket: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  const initialDelay = options.initialDelay ?? SOCKET_INITIAL_DELAY;
  const maxDelay = options.maxDelay ?? SOCKET_MAX_DELAY;
  const listeners = new Map<string, Set<(frame: ChatServerFrame) => void>>();
  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let status: SocketStatus = 'connecting';
  let stopped = false;

  const setStatus = (next: SocketStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  function dispatch(frame: ChatServerFrame) {
    for (const listener of [...(listeners.get(frame.method) ?? [])]) {
      try {
        listener(frame);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function detach(target: SocketLike) {
    target.onopen = target.onmessage = target.onclose = target.onerror = null;
  }

  function stop() {
    stopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    if (socket) {
      const closing = socket;
      socket = null;
      detach(closing);
      closing.close(1000, 'closed');
    }
    setStatus('closed');
  }

  function connect() {
    if (stopped) return;
    setStatus('connecting');
    const current = createSocket(socketUrl(options.socketBase, token));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setStatus('open');
      current.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    };
    current.onmessage = (event) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      // closeSocket means the server will not take this token again: no reconnection.
      if (frame.method === 'closeSocket') stop();
      dispatch(frame);
    };
    current.onerror = () => undefined; // a close event follows
    current.onclose = (event) => {
      if (socket !== current) return;
      detach(current);
      socket = null;
      if (stopped) return;
      if (event.code === SOCKET_UNAUTHENTICATED_CLOSE) return stop();
      setStatus('waiting');
      retryTimer = setTimeout(
        () => {
          retryTimer = null;
          connect();
        },
        backoffDelay(attempt++, initialDelay, maxDelay),
      );
    };
  }

  connect();

  return {
    get status() {
      return status;
    },
    on(method, listener) {
      let set = listeners.get(method);
      if (!set) listeners.set(method, (set = new Set()));
      const entry = listener as (frame: ChatServerFrame) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    send(frame) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify({ ...frame, token }));
      return true;
    },
    close: () => {
      if (!stopped) stop();
    },
  };
}
