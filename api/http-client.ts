/**
 * The request client of spec 000 sections 7.5 and 8 (reference section 1.4), without any framework.
 *
 * - Every call carries `jnpf-origin: pc` and, when a token is stored, `Authorization: <token>` verbatim
 *   (the stored token already holds its scheme, e.g. `bearer …`).
 * - `n=<unix seconds>` is appended to every URL; GET data travels as the query string; other methods
 *   send JSON, except `URLSearchParams` (form-encoded) and `FormData`/`Blob` (sent as they are).
 * - The promise resolves to the whole envelope `{code, msg, data}` when `code === 200`.
 * - Any other code shows an error notice (`msg`, else '请求出错，请重试', 1.5 s) and rejects: sign-in calls
 *   reject with the whole body, every other call with an {@link ApiError}.
 * - Codes 600/601/602 (except for the sign-in and lock-screen calls) end the session: `onSessionEnd` is
 *   called once the notice has been shown for its duration (`sessionEndDelay`, default the notice's
 *   1.5 s, as the original does when the message closes; pass 0 to end it at once). Several failing calls
 *   within that time end the session once.
 * - A network failure or timeout shows '请求出错，请重试' and rejects with an {@link ApiError} of code -1.
 */
import type { ApiEnvelope } from './envelope';
import { ApiCode, sessionEndingCodes } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type NoticeType = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  type: NoticeType;
  message: string;
  /** Milliseconds. */
  duration: number;
}

export interface SessionEndEvent {
  code: number;
  msg: string;
  url: string;
  /** The token the failing call carried: a newer session should not be ended by an old call. */
  token: string | null;
}

export interface HttpClientOptions {
  /** '' for the same origin, or an absolute address such as `http://host:3000`. */
  baseUrl: string;
  /** Default timeout in milliseconds (config `timeout`, 1,000,000 by default). */
  timeout?: number;
  getToken: () => string | null | undefined;
  onSessionEnd: (event: SessionEndEvent) => void;
  notify: (notice: Notice) => void;
  fetchImpl?: typeof fetch;
  /** The interface language, sent as `Accept-Language` (the server words validation messages by it). */
  getLanguage?: () => string | null | undefined;
  /** Delay between the error notice and `onSessionEnd`; defaults to the notice duration. */
  sessionEndDelay?: number;
  /** Clock used for the `n` cache-buster (milliseconds); for tests. */
  now?: () => number;
}

export interface RequestOptions {
  url: string;
  method?: HttpMethod;
  data?: unknown;
  /** Overrides the default and the long-call timeouts. */
  timeout?: number;
  /** Resolve with the parsed body as it is, without the envelope check. */
  skipEnvelope?: boolean;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Resolve with the response text instead of parsing JSON (implies `skipEnvelope`). */
  responseType?: 'json' | 'text';
  /**
   * The error notice of this call: its duration in milliseconds (default {@link NOTICE_DURATION}), or
   * `false` when the caller words the failure itself (the rejection then has `notified` false). A
   * session-ending code still ends the session.
   */
  errorNotice?: number | false;
  /**
   * Cancels the call (e.g. an upload paused). A call cancelled this way shows no notice and rejects with
   * an {@link ApiError} of code {@link NETWORK_ERROR_CODE}, `notified` false, whose cause has reason `aborted`.
   */
  signal?: AbortSignal;
}

export interface HttpClient {
  readonly baseUrl: string;
  /** `baseUrl` joined with `path` (absolute addresses are kept as they are). */
  resolveUrl(path: string): string;
  request<T = unknown>(options: RequestOptions & { skipEnvelope: true }): Promise<T>;
  request<T = unknown>(options: RequestOptions): Promise<ApiEnvelope<T>>;
  get<T = unknown>(url: string, data?: unknown, options?: Partial<RequestOptions>): Promise<ApiEnvelope<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: Partial<RequestOptions>): Promise<ApiEnvelope<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: Partial<RequestOptions>): Promise<ApiEnvelope<T>>;
  delete<T = unknown>(url: string, data?: unknown, options?: Partial<RequestOptions>): Promise<ApiEnvelope<T>>;
}

export const DEFAULT_TIMEOUT = 1_000_000;
export const LONG_TIMEOUT = 100_000;
export const NOTICE_DURATION = 1500;
export const GENERIC_ERROR_MESSAGE = '请求出错，请重试';
/** `ApiError.code` of a call that got no usable answer (network failure, timeout, unreadable body). */
export const NETWORK_ERROR_CODE = -1;

/** Calls that may run long (third-party sync, mail receive, data authority, data-sync execute). */
export const longCallPatterns: readonly string[] = [
  'SynThirdInfo',
  'extend/Email/Receive',
  'Permission/Authority/Data',
  'DataSync/Actions/Execute',
];

/** Calls answered without the envelope check: data-source test, online-development config, portal authorisation. */
export const envelopeFreePatterns: readonly RegExp[] = [
  /\/DataSource\/Actions\/Test/i,
  /\/OnlineDev\/[^?]*Config/,
  /\/Portal\/[^?]*\/auth(\b|$)/i,
];

/** Sign-in calls: they reject with the whole body and never end the session. */
const loginPattern = /\/oauth\/Login/;
const lockScreenPattern = /\/oauth\/LockScreen/;

export function isLoginUrl(url: string): boolean {
  return loginPattern.test(url);
}

/** True when a session-ending code on this URL must not reset the session (sign-in, lock screen). */
export function isSessionExemptUrl(url: string): boolean {
  return loginPattern.test(url) || lockScreenPattern.test(url);
}

export function isLongCall(url: string): boolean {
  return longCallPatterns.some((p) => url.includes(p));
}

/** Rejection of a failed call (every call but sign-in, which rejects with the body itself). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** The envelope code, or {@link NETWORK_ERROR_CODE}. */
    readonly code: number,
    readonly url: string,
    /** The whole body when an envelope came back. */
    readonly envelope: ApiEnvelope | null = null,
    /** The client already showed a notice for this failure: callers need not show another. */
    readonly notified = true,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isApiEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** The message of any rejection of this client (ApiError, Error, or a sign-in body). */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  // An ApiError carries a numeric code too: read it as the Error it is, not as an envelope.
  if (error instanceof Error) return error.message || fallback;
  if (isApiEnvelope(error)) return error.msg || fallback;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/**
 * Query string of GET data: `undefined` and `null` are left out, arrays repeat the key, dates are
 * ISO text, other objects are JSON text.
 */
export function toQuery(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (data instanceof URLSearchParams) return data.toString();
  if (typeof data !== 'object') return '';
  const params = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) params.append(key, value.toISOString());
    else if (typeof value === 'object') params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (Array.isArray(value)) value.forEach((v) => add(key, v));
    else add(key, value);
  }
  return params.toString();
}

function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${query}${hash}`;
}

export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path) || !baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, getToken, onSessionEnd, notify } = options;
  const defaultTimeout = options.timeout ?? DEFAULT_TIMEOUT;
  const sessionEndDelay = options.sessionEndDelay ?? NOTICE_DURATION;
  const now = options.now ?? Date.now;
  const doFetch: typeof fetch = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  let pendingSessionEnd: ReturnType<typeof setTimeout> | null = null;

  const resolveUrl = (path: string) => joinUrl(baseUrl, path);

  function notifyError(message: string, notice: number | false = NOTICE_DURATION) {
    if (notice !== false) notify({ type: 'error', message, duration: notice });
  }

  function endSession(event: SessionEndEvent) {
    if (pendingSessionEnd !== null) return;
    const fire = () => {
      pendingSessionEnd = null;
      onSessionEnd(event);
    };
    if (sessionEndDelay <= 0) {
      fire();
      return;
    }
    pendingSessionEnd = setTimeout(fire, sessionEndDelay);
  }

  function buildBody(method: HttpMethod, data: unknown, headers: Record<string, string>): BodyInit | undefined {
    if (method === 'GET' || data === undefined) return undefined;
    if (data instanceof URLSearchParams) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      return data.toString();
    }
    if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
    if (typeof Blob !== 'undefined' && data instanceof Blob) return data;
    if (typeof data === 'string') {
      headers['Content-Type'] ??= 'application/json;charset=UTF-8';
      return data;
    }
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    return JSON.stringify(data);
  }

  async function request(opts: RequestOptions): Promise<unknown> {
    const method = (opts.method ?? 'GET').toUpperCase() as HttpMethod;
    let url = resolveUrl(opts.url);
    if (method === 'GET') url = appendQuery(url, toQuery(opts.data));
    url = appendQuery(url, `n=${Math.floor(now() / 1000)}`);

    const token = getToken() || null;
    const headers: Record<string, string> = { 'jnpf-origin': 'pc', ...opts.headers };
    if (token) headers.Authorization = token;
    const language = options.getLanguage?.();
    if (language && !Object.keys(headers).some((h) => h.toLowerCase() === 'accept-language')) headers['Accept-Language'] = language;
    const body = buildBody(method, opts.data, headers);

    const notified = opts.errorNotice !== false;
    const timeout = opts.timeout ?? (isLongCall(opts.url) ? LONG_TIMEOUT : defaultTimeout);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const cancel = () => controller.abort();
    opts.signal?.addEventListener('abort', cancel);

    let parsed: unknown;
    let httpOk: boolean;
    try {
      // Cancelled before it started: no request at all.
      if (opts.signal?.aborted) throw opts.signal.reason;
      const response = await doFetch(url, { method, headers, body, signal: controller.signal });
      httpOk = response.ok;
      const text = await response.text();
      if (opts.responseType === 'text') {
        if (!httpOk) throw new Error(`HTTP ${response.status}`);
        return text;
      }
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch (cause) {
        if (opts.skipEnvelope && httpOk) return text;
        throw cause;
      }
    } catch (cause) {
      if (!timedOut && opts.signal?.aborted) {
        throw new ApiError(GENERIC_ERROR_MESSAGE, NETWORK_ERROR_CODE, opts.url, null, false, {
          cause: { reason: 'aborted', error: cause },
        });
      }
      notifyError(GENERIC_ERROR_MESSAGE, opts.errorNotice);
      const reason = timedOut ? 'timeout' : 'network';
      throw new ApiError(GENERIC_ERROR_MESSAGE, NETWORK_ERROR_CODE, opts.url, null, notified, { cause: { reason, error: cause } });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
    }

    if (opts.skipEnvelope || envelopeFreePatterns.some((p) => p.test(opts.url))) {
      if (!httpOk && !isApiEnvelope(parsed)) {
        notifyError(GENERIC_ERROR_MESSAGE, opts.errorNotice);
        throw new ApiError(GENERIC_ERROR_MESSAGE, NETWORK_ERROR_CODE, opts.url, null, notified);
      }
      return parsed;
    }

    if (!isApiEnvelope(parsed)) {
      // An HTTP error page or a body that is not an envelope.
      notifyError(GENERIC_ERROR_MESSAGE, opts.errorNotice);
      throw new ApiError(GENERIC_ERROR_MESSAGE, NETWORK_ERROR_CODE, opts.url, null, notified);
    }

    const envelope = parsed;
    if (envelope.code === ApiCode.ok) return envelope;

    const message = envelope.msg || GENERIC_ERROR_MESSAGE;
    notifyError(message, opts.errorNotice);
    if (sessionEndingCodes.includes(envelope.code) && !isSessionExemptUrl(opts.url)) {
      endSession({ code: envelope.code, msg: message, url: opts.url, token });
    }
    if (isLoginUrl(opts.url)) throw envelope;
    throw new ApiError(message, envelope.code, opts.url, envelope, notified);
  }

  const client: HttpClient = {
    baseUrl,
    resolveUrl,
    request: request as HttpClient['request'],
    get: (url, data, o) => request({ ...o, url, data, method: 'GET' }) as Promise<never>,
    post: (url, data, o) => request({ ...o, url, data, method: 'POST' }) as Promise<never>,
    put: (url, data, o) => request({ ...o, url, data, method: 'PUT' }) as Promise<never>,
    delete: (url, data, o) => request({ ...o, url, data, method: 'DELETE' }) as Promise<never>,
  };
  return client;
}
