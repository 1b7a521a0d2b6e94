import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  LONG_TIMEOUT,
  NETWORK_ERROR_CODE,
  createHttpClient,
  createOAuthApi,
  md5Hex,
  type HttpClientOptions,
  type Notice,
  type SessionEndEvent,
} from '../../../api';

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  answer: (call: Call) => Response | Promise<Response> = () => jsonResponse({ code: 200, msg: 'ok', data: { a: 1 } }),
  extra: Partial<HttpClientOptions> = {},
) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const ends: SessionEndEvent[] = [];
  let token: string | null = 'bearer abc';
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  const client = createHttpClient({
    baseUrl: '',
    timeout: 5000,
    getToken: () => token,
    onSessionEnd: (e) => ends.push(e),
    notify: (n) => notices.push(n),
    fetchImpl,
    sessionEndDelay: 0,
    now: () => 1_700_000_000_123,
    ...extra,
  });
  return {
    client,
    calls,
    notices,
    ends,
    setToken: (t: string | null) => {
      token = t;
    },
  };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('http client: request shape', () => {
  it('sends jnpf-origin and the stored token verbatim, and appends n=<unix seconds>', async () => {
    const { client, calls } = setup();
    const res = await client.request<{ a: number }>({ url: '/api/oauth/CurrentUser' });
    expect(res).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    expect(calls[0]?.url).toBe('/api/oauth/CurrentUser?n=1700000000');
    expect(header(calls[0], 'jnpf-origin')).toBe('pc');
    expect(header(calls[0], 'Authorization')).toBe('bearer abc');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends the interface language when asked', async () => {
    const { client, calls } = setup(undefined, { getLanguage: () => 'zh-CN' });
    await client.request({ url: '/api/x' });
    expect(header(calls[0], 'Accept-Language')).toBe('zh-CN');
  });

  it('leaves Authorization out without a token', async () => {
    const { client, calls, setToken } = setup();
    setToken(null);
    await client.request({ url: '/api/health' });
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'jnpf-origin')).toBe('pc');
  });

  it('sends GET data as the query and appends n with & after an existing query', async () => {
    const { client, calls } = setup();
    await client.request({
      url: '/api/message?type=1',
      data: { keyword: '供热 站', currentPage: 2, skip: undefined, nothing: null, ids: ['a', 'b'] },
    });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/message');
    expect(url.searchParams.get('type')).toBe('1');
    expect(url.searchParams.get('keyword')).toBe('供热 站');
    expect(url.searchParams.get('currentPage')).toBe('2');
    expect(url.searchParams.has('skip')).toBe(false);
    expect(url.searchParams.has('nothing')).toBe(false);
    expect(url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(url.searchParams.get('n')).toBe('1700000000');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends JSON for other methods and form encoding for URLSearchParams', async () => {
    const { client, calls } = setup();
    await client.request({ url: '/api/x', method: 'POST', data: { a: 1, b: 'two' } });
    expect(calls[0]?.url).toBe('/api/x?n=1700000000');
    expect(header(calls[0], 'Content-Type')).toMatch(/^application\/json/);
    expect(calls[0]?.init.body).toBe('{"a":1,"b":"two"}');

    await client.request({ url: '/api/y', method: 'PUT', data: new URLSearchParams({ account: 'admin', grant_type: 'password' }) });
    expect(header(calls[1], 'Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(calls[1]?.init.body).toBe('account=admin&grant_type=password');
  });

  it('joins an absolute base address and keeps absolute URLs', async () => {
    const { client, calls } = setup(undefined, { baseUrl: 'http://host:3000/' });
    await client.request({ url: '/api/a' });
    await client.request({ url: 'https://other/api/b' });
    expect(calls[0]?.url).toBe('http://host:3000/api/a?n=1700000000');
    expect(calls[1]?.url).toBe('https://other/api/b?n=1700000000');
  });
});

describe('http client: envelope errors', () => {
  it('notifies the message for 1.5 s and rejects with Error(msg)', async () => {
    const { client, notices, ends } = setup(() => jsonResponse({ code: 400, msg: '名称重复', data: null }));
    const error = await client.request({ url: '/api/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('名称重复');
    expect((error as ApiError).code).toBe(400);
    expect(notices).toEqual([{ type: 'error', message: '名称重复', duration: 1500 }]);
    expect(ends).toEqual([]);
  });

  it('uses the default message when msg is empty', async () => {
    const { client, notices } = setup(() => jsonResponse({ code: 500, msg: '', data: null }));
    await expect(client.request({ url: '/api/x' })).rejects.toThrow('请求出错，请重试');
    expect(notices[0]?.message).toBe('请求出错，请重试');
  });

  it.each([600, 601, 602])('code %i ends the session', async (code) => {
    const { client, ends, notices } = setup(() => jsonResponse({ code, msg: '登录过期,请重新登录', data: null }));
    await expect(client.request({ url: '/api/oauth/CurrentUser' })).rejects.toThrow('登录过期,请重新登录');
    expect(notices).toHaveLength(1);
    expect(ends).toEqual([{ code, msg: '登录过期,请重新登录', url: '/api/oauth/CurrentUser', token: 'bearer abc' }]);
  });

  it('does not end the session for the sign-in and lock-screen calls; sign-in rejects with the whole body', async () => {
    const body = { code: 602, msg: '账户或密码错误，请重新输入', data: null };
    const { client, ends, notices } = setup(() => jsonResponse(body));
    const loginError = await createOAuthApi(client)
      .login({ account: 'admin', password: md5Hex('x'), grant_type: 'password' })
      .catch((e: unknown) => e);
    expect(loginError).toEqual(body);
    expect(loginError).not.toBeInstanceOf(Error);
    await expect(client.request({ url: '/api/oauth/LockScreen', method: 'POST', data: {} })).rejects.toThrow(body.msg);
    expect(ends).toEqual([]);
    expect(notices).toHaveLength(2);
  });

  it('ends the session after the notice duration by default, once for several failing calls', async () => {
    vi.useFakeTimers();
    try {
      const { client, ends } = setup(() => jsonResponse({ code: 600, msg: 'expired', data: null }), { sessionEndDelay: undefined });
      await Promise.allSettled([client.request({ url: '/api/a' }), client.request({ url: '/api/b' })]);
      expect(ends).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1499);
      expect(ends).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(ends).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips the envelope check when asked', async () => {
    const { client, notices } = setup(() => jsonResponse({ code: 123, anything: true }));
    await expect(client.request({ url: '/api/x', skipEnvelope: true })).resolves.toEqual({ code: 123, anything: true });
    await expect(client.request({ url: '/api/system/DataSource/Actions/Test', method: 'POST', data: {} })).resolves.toEqual({
      code: 123,
      anything: true,
    });
    expect(notices).toEqual([]);
  });
});

describe('http client: network failures and timeouts', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('a network failure notifies the generic message and rejects', async () => {
    const { client, notices } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await client.request({ url: '/api/x' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(NETWORK_ERROR_CODE);
    expect(error.message).toBe('请求出错，请重试');
    expect(notices).toEqual([{ type: 'error', message: '请求出错，请重试', duration: 1500 }]);
  });

  it('an HTTP error without an envelope counts as a failure', async () => {
    const { client, notices } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request({ url: '/api/x' })).rejects.toThrow('请求出错，请重试');
    expect(notices).toHaveLength(1);
  });

  function hangingFetch(call: Call): Promise<Response> {
    return new Promise((_, reject) => {
      call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  it('aborts after the configured timeout', async () => {
    vi.useFakeTimers();
    const { client, notices } = setup(hangingFetch, { timeout: 2000 });
    const settled = client.request({ url: '/api/slow' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1999);
    expect(notices).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await settled) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect((error.cause as { reason: string }).reason).toBe('timeout');
    expect(notices[0]?.message).toBe('请求出错，请重试');
  });

  it("a call cancelled by the caller's signal rejects without a notice, while on its way or (not sent) before", async () => {
    const { client, notices, calls } = setup(hangingFetch);
    const controller = new AbortController();
    const settled = client.request({ url: '/api/x', method: 'POST', data: {}, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await settled) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, notified: false });
    expect((error.cause as { reason: string }).reason).toBe('aborted');
    const early = (await client.request({ url: '/api/y', signal: controller.signal }).catch((e: unknown) => e)) as ApiError;
    expect((early.cause as { reason: string }).reason).toBe('aborted');
    expect(calls).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('gives long calls 100 s and honours a per-call timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(hangingFetch, { timeout: 2000 });
    let longDone = false;
    const long = client.request({ url: '/api/system/DataSync/Actions/Execute', method: 'POST', data: {} }).catch(() => {
      longDone = true;
    });
    let shortDone = false;
    const short = client.request({ url: '/api/x', timeout: 10 }).catch(() => {
      shortDone = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(shortDone).toBe(true);
    await vi.advanceTimersByTimeAsync(LONG_TIMEOUT - 11);
    expect(longDone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(longDone).toBe(true);
    await Promise.all([long, short]);
  });
});

describe('oauth calls', () => {
  it('signs in form-encoded with the fields of reference 1.3', async () => {
    const { client, calls } = setup(() => jsonResponse({ code: 200, msg: 'ok', data: { token: 'bearer t', theme: 'classic' } }));
    const { buildLoginRequest } = await import('../../../api');
    const res = await createOAuthApi(client).login(
      buildLoginRequest({ account: ' admin ', password: 'Admin@2026', code: '', timestamp: '' }),
    );
    expect(res.data.token).toBe('bearer t');
    expect(calls[0]?.url).toBe('/api/oauth/Login?n=1700000000');
    expect(calls[0]?.init.method).toBe('POST');
    const body = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(body)).toEqual({
      account: 'admin',
      password: md5Hex('Admin@2026'),
      code: '',
      timestamp: '',
      origin: 'password',
      jnpf_ticket: '',
      grant_type: 'password',
    });
    expect(md5Hex('Admin@2026')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('builds the other paths', async () => {
    const { client, calls } = setup();
    const api = createOAuthApi(client);
    await api.getLoginConfig('ad min');
    await api.currentUser();
    await api.logout();
    await api.lockScreen({ account: 'admin', password: md5Hex('p') });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/oauth/getConfig/ad%20min?n=1700000000',
      'GET /api/oauth/CurrentUser?n=1700000000',
      'GET /api/oauth/Logout?n=1700000000',
      'POST /api/oauth/LockScreen?n=1700000000',
    ]);
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({ account: 'admin', password: md5Hex('p') });
    expect(api.captchaUrl(4, '0.123')).toBe('/api/oauth/ImageCode/4/0.123');
  });
});

describe('errorMessage', () => {
  it("reads a refused call's ApiError as its server message, not as an envelope without msg", async () => {
    const { ApiError, errorMessage } = await import('../../../api/http-client');
    const error = new ApiError('账户已被禁用，请联系管理员', 400, '/api/x', { code: 400, msg: '账户已被禁用，请联系管理员', data: null });
    expect(errorMessage(error, 'fallback')).toBe('账户已被禁用，请联系管理员');
    expect(errorMessage({ code: 400, msg: '', data: null }, 'fallback')).toBe('fallback');
  });
});
