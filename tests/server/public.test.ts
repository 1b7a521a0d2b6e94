import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { databases, startTestServer, type TestServer } from './harness';

describe.each(databases)('public routes and the socket on %s', (kind) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    base = typeof address === 'object' && address ? `127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => server?.close());

  it('serves the front-end configuration', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config/config.json', headers: { host: 'heat.example:8080' } });
    // The Host header is the client's to choose: it is not echoed (PUBLIC_URL sets an absolute address).
    expect(response.json()).toEqual({
      apiBase: '',
      socketBase: '/api/message/websocket',
      timeout: 1000000,
      title: '智慧供热平台',
      loginIcon: '',
    });
  });

  it('answers health with the database kind', async () => {
    expect((await server.call('GET', '/api/health')).body).toEqual({ code: 200, msg: '操作成功', data: { status: 'ok', database: kind } });
  });

  it('serves the single-page app to a page navigation on any path', async () => {
    for (const url of ['/systemData/dictionary?x=1', '/api/nothing/here']) {
      const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('app shell');
    }
  });

  it('answers an unknown call with the session code without a token, and 404 with one', async () => {
    const anonymous = await server.call('GET', '/api/nothing/here');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 602, msg: '身份验证失败，请重新登录', data: null });
    const admin = await server.call('GET', '/api/nothing/here', await server.login('admin'));
    expect(admin.status).toBe(404);
    expect(admin.body).toEqual({ code: 404, msg: '接口不存在：GET /api/nothing/here', data: null });
  });

  it('serves the captcha image at the path of spec 000 section 7.1 too', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/file/ImageCode/0.789' });
    expect(response.headers['content-type']).toContain('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await server.db.query<{ code: string }>(`select code from captcha where key like '%:0.789'`);
    expect(row!.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    // A picture of pixels: the code is not in it as text, nor in a header.
    expect(response.rawPayload.includes(Buffer.from(row!.code))).toBe(false);
    expect(response.headers['x-captcha-code']).toBeUndefined();
  });

  it('serves the OpenAPI document only when API_DOCS=public', async () => {
    const hidden = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(hidden.json()).toMatchObject({ code: 602 });
    const open = await buildApp({ ...server.ctx, config: { ...server.ctx.config, apiDocs: 'public' } }, { logger: false });
    try {
      const response = await open.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().paths).toHaveProperty('/api/oauth/Login');
      expect((await open.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } })).statusCode).not.toBe(404);
    } finally {
      await open.close();
    }
  });

  function open(url: string): Promise<{ socket: WebSocket; frames: any[]; closed: Promise<number> }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const frames: any[] = [];
      const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
      socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
      socket.on('open', () => resolve({ socket, frames, closed }));
      socket.on('error', reject);
    });
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('closes a socket opened with a bad token', async () => {
    const { frames, closed } = await open(`ws://${base}/websocket/bearer%20AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(await closed).toBe(4001);
    expect(frames[0]).toMatchObject({ method: 'closeSocket' });
  });

  it('keeps an authenticated socket open, re-checks the token on every frame and tells a kicked session to log out', async () => {
    const token = await server.login('heping');
    const { socket, frames, closed } = await open(`ws://${base}/api/message/websocket/${encodeURIComponent(token)}`);
    socket.send(JSON.stringify({ method: 'NoSuchMethod', token }));
    await until(() => frames.length > 0);
    expect(frames[0]).toMatchObject({ method: 'error' });
    await server.login('heping');
    await until(() => frames.length > 1);
    expect(frames[1]).toEqual({ method: 'logout', msg: '此账号已在其他地方登陆' });
    expect(await closed).toBe(4001);
  });

  it('closes the socket when a frame carries a token that is no longer valid', async () => {
    const token = await server.login('guoxin');
    const { socket, frames, closed } = await open(`ws://${base}/websocket/${encodeURIComponent(token)}`);
    socket.send(JSON.stringify({ method: 'OnConnection', token: 'bearer BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' }));
    expect(await closed).toBe(4001);
    expect(frames.at(-1)).toMatchObject({ method: 'logout' });
  });
});
