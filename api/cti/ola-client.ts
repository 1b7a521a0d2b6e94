/**
 * The browser's client of the OLA telephony WebSocket (spec 002 sections 7.10 and 9.3), without any
 * framework. What no public client does:
 *
 * - every request gets a uuid (api/cti/uuid-source.ts) and its promise resolves with the
 *   `command/reply` frame carrying that uuid, whatever else arrives in between;
 * - a request made while the socket is not open is sent again later: after 1 s while it is connecting,
 *   6 s while it is closing, 10 s while it is closed; after {@link SEND_ATTEMPTS} tries it fails;
 * - an unexpected close reconnects after 1 s, then 1.5 s, then every 3.5 s, until the caller closes;
 * - after 300 s without any frame from the server it calls `onSilence` (the softphone asks for the
 *   agent state again).
 *
 * Requests already sent when the socket closes fail with {@link OlaError} `closed`: their reply can no
 * longer come. A reply that does not come within {@link REPLY_TIMEOUT} fails with `timeout`.
 */
import {
  parseServerFrame,
  type OlaAgentStateEvent,
  type OlaArgs,
  type OlaCallerStateEvent,
  type OlaCommand,
  type OlaReply,
  type OlaRequest,
  type OlaServerFrame,
} from './ola-protocol';
import { createUuidSource, type UuidSource } from './uuid-source';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface OlaSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type OlaSocketFactory = (url: string) => OlaSocket;

export type OlaStatus = 'connecting' | 'open' | 'waiting' | 'closed';

/** Waits before reconnecting: the first, the second, and every later attempt (spec 002 section 9.3). */
export const RECONNECT_WAITS = [1000, 1500, 3500] as const;
/** Waits before sending again, by the socket's readyState: connecting, closing, closed. */
export const SEND_RETRY_WAITS = { connecting: 1000, closing: 6000, closed: 10_000 } as const;
export const SEND_ATTEMPTS = 4;
export const SILENCE_LIMIT = 300_000;
export const REPLY_TIMEOUT = 15_000;

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;

export type OlaErrorKind = 'closed' | 'unsent' | 'timeout' | 'stopped';

export class OlaError extends Error {
  constructor(
    readonly kind: OlaErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'OlaError';
  }
}

export interface OlaClientOptions {
  url: string;
  createSocket?: OlaSocketFactory;
  uuids?: UuidSource;
  onStatus?: (status: OlaStatus) => void;
  /** The socket opened (first time or again): the softphone authenticates and restores its state. */
  onOpen?: () => void;
  /** The socket closed unexpectedly (a reconnection is scheduled). */
  onClose?: () => void;
  onAgentState?: (event: OlaAgentStateEvent) => void;
  onCallerState?: (event: OlaCallerStateEvent) => void;
  /** No frame arrived for {@link SILENCE_LIMIT} ms while open. */
  onSilence?: () => void;
}

type RequestBody = OlaRequest extends infer R ? (R extends { uuid: string } ? Omit<R, 'uuid'> : never) : never;

export interface OlaClient {
  readonly status: OlaStatus;
  /** Sends a request and resolves with its reply (any code: the caller reads `code`). */
  request(body: RequestBody): Promise<OlaReply>;
  /** `{action: 'api', cmd, args}`. */
  command(cmd: OlaCommand, args?: OlaArgs): Promise<OlaReply>;
  /** Drops a waiting reconnection and connects now (the resume button while not connected). */
  reconnect(): void;
  /** Closes for good: pending requests fail with `stopped`, no reconnection. */
  close(): void;
}

/** The reconnect wait before attempt `attempt` (0-based). */
export function reconnectWait(attempt: number): number {
  return RECONNECT_WAITS[Math.min(attempt, RECONNECT_WAITS.length - 1)] ?? 3500;
}

/** The send retry wait for a socket in this readyState (no socket counts as closed). */
export function sendRetryWait(readyState: number | undefined): number {
  if (readyState === CONNECTING) return SEND_RETRY_WAITS.connecting;
  if (readyState === CLOSING) return SEND_RETRY_WAITS.closing;
  return SEND_RETRY_WAITS.closed;
}

interface Pending {
  resolve: (reply: OlaReply) => void;
  reject: (error: OlaError) => void;
  /** Sent on the current socket: a close fails it. */
  sent: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export function createOlaClient(options: OlaClientOptions): OlaClient {
  const createSocket: OlaSocketFactory = options.createSocket ?? ((url) => new WebSocket(url) as unknown as OlaSocket);
  const uuids = options.uuids ?? createUuidSource();
  const pending = new Map<string, Pending>();
  let socket: OlaSocket | null = null;
  let status: OlaStatus = 'connecting';
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const setStatus = (next: OlaStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  const clearSilence = () => {
    if (silenceTimer !== null) clearTimeout(silenceTimer);
    silenceTimer = null;
  };
  const armSilence = () => {
    clearSilence();
    silenceTimer = setTimeout(() => {
      silenceTimer = null;
      if (status !== 'open') return;
      options.onSilence?.();
      armSilence();
    }, SILENCE_LIMIT);
  };

  const settle = (uuid: string, outcome: { reply: OlaReply } | { error: OlaError }) => {
    const entry = pending.get(uuid);
    if (!entry) return;
    pending.delete(uuid);
    if (entry.timer !== null) clearTimeout(entry.timer);
    if ('reply' in outcome) entry.resolve(outcome.reply);
    else entry.reject(outcome.error);
  };

  const dispatch = (frame: OlaServerFrame) => {
    try {
      if (frame.event_type === 'command/reply') settle(frame.uuid, { reply: frame });
      else if (frame.event_type === 'agent_state') options.onAgentState?.(frame);
      else options.onCallerState?.(frame);
    } catch (error) {
      console.error(error);
    }
  };

  const detach = (target: OlaSocket) => {
    target.onopen = target.onmessage = target.onclose = target.onerror = null;
  };

  /** Requests sent on a socket that closed can get no reply. */
  const failSent = () => {
    for (const [uuid, entry] of [...pending]) {
      if (entry.sent) settle(uuid, { error: new OlaError('closed', 'socket closed before the reply') });
    }
  };

  const scheduleReconnect = () => {
    setStatus('waiting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, reconnectWait(attempt++));
  };

  function connect() {
    if (stopped) return;
    setStatus('connecting');
    let current: OlaSocket;
    try {
      current = createSocket(options.url);
    } catch {
      // An address the browser refuses outright: treated as a failed attempt.
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setStatus('open');
      armSilence();
      options.onOpen?.();
    };
    current.onmessage = (event) => {
      armSilence();
      const frame = parseServerFrame(event.data);
      if (frame) dispatch(frame);
    };
    current.onerror = () => undefined; // a close event follows
    current.onclose = () => {
      if (socket !== current) return;
      detach(current);
      socket = null;
      clearSilence();
      failSent();
      if (stopped) return;
      scheduleReconnect();
      options.onClose?.();
    };
  }

  const trySend = (uuid: string, text: string, triesLeft: number) => {
    const entry = pending.get(uuid);
    if (!entry) return;
    if (socket && socket.readyState === OPEN) {
      socket.send(text);
      entry.sent = true;
      entry.timer = setTimeout(() => settle(uuid, { error: new OlaError('timeout', 'no reply') }), REPLY_TIMEOUT);
      return;
    }
    if (triesLeft <= 1) {
      settle(uuid, { error: new OlaError('unsent', 'socket not open') });
      return;
    }
    entry.timer = setTimeout(() => {
      entry.timer = null;
      trySend(uuid, text, triesLeft - 1);
    }, sendRetryWait(socket?.readyState));
  };

  const request: OlaClient['request'] = (body) => {
    if (stopped) return Promise.reject(new OlaError('stopped', 'client closed'));
    const uuid = uuids.next();
    const text = JSON.stringify({ ...body, uuid });
    return new Promise<OlaReply>((resolve, reject) => {
      pending.set(uuid, { resolve, reject, sent: false, timer: null });
      trySend(uuid, text, SEND_ATTEMPTS);
    });
  };

  connect();

  return {
    get status() {
      return status;
    },
    request,
    command: (cmd, args = {}) => request({ action: 'api', cmd, args }),
    reconnect() {
      if (stopped || status === 'open' || status === 'connecting') return;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      connect();
    },
    close() {
      if (stopped) return;
      stopped = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      clearSilence();
      for (const uuid of [...pending.keys()]) settle(uuid, { error: new OlaError('stopped', 'client closed') });
      if (socket) {
        const closing = socket;
        socket = null;
        detach(closing);
        closing.close(1000, 'closed');
      }
      setStatus('closed');
    },
  };
}
