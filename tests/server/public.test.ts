import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(response.json()).toEqual({ apiBase: '', socketBase: 'ws://heat.example:8080/api/message/websocket', timeout: 1000000, title: '智慧供热平台' });
  });

  it('answers health with the database kind', async () => {
    expect((await server.call('GET', '/api/health')).body).toEqual({ code: 200, msg: '操作成功', data: { status: 'ok', database: kind } });
  });

  it('serves the single-page app for any page path and an envelope 404 for unknown API paths', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/systemData/dictionary?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('app shell');
    const api = await server.call('GET', '/api/nothing/here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: 404, msg: '接口不存在：GET /api/nothing/here', data: null });
  });

  it('serves the captcha image at the path of spec 000 section 7.1 too', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/file/ImageCode/0.789' });
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await server.db.query<{ code: string }>(`select code from captcha where key = '0.789'`);
    expect(row!.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    // The picture draws the characters cell by cell: the code is not in it as text, nor in a header.
    expect(response.body).not.toContain('<text');
    expect(response.body).not.toContain(row!.code);
    expect(response.headers['x-captcha-code']).toBeUndefined();
  });

  it('serves the OpenAPI document without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths).toHaveProperty('/api/oauth/Login');
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
