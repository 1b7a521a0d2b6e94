import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createContext } from '../../server/context';
import { adminPassword, databases, signInRequest, startTestServer, type TestServer } from './harness';

describe('TRUST_PROXY and PUBLIC_URL', () => {
  it('trusts no forwarded header by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it("accepts what Fastify's trustProxy accepts: true, a hop count, addresses and CIDR ranges", () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = readConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(readConfig({ TRUST_PROXY: '192.168.0.0/255.255.0.0' }).trustProxy).toEqual(['192.168.0.0/255.255.0.0']);
  });

  it('refuses a TRUST_PROXY or PUBLIC_URL it cannot use, saying which', () => {
    expect(() => readConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY: "proxy.example" is not an address/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => readConfig({ PUBLIC_URL: 'heat.example' })).toThrow(/PUBLIC_URL: expected an http\(s\) address/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://heat.example' })).toThrow(/PUBLIC_URL/);
    expect(readConfig({ PUBLIC_URL: 'https://heat.example/platform/' }).publicUrl).toBe('https://heat.example/platform');
  });
});

describe.each(databases)('forwarded headers and public addresses on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const signIn = (app: TestServer['app'], account: string, password: string, forwardedFor: string) =>
    signInRequest(app, { account, password, headers: { 'x-forwarded-for': forwardedFor } });

  const lastLogAddress = async (account: string) => {
    const [row] = await server.db.query<{ ip_address: string }>(
      `select ip_address from sys_log where user_name = $1 or user_id = (select id from users where account = $1) order by creator_time desc limit 1`,
      [account],
    );
    return row?.ip_address;
  };

  it('logs the connecting address, not X-Forwarded-For, when no proxy is trusted', async () => {
    expect((await signIn(server.app, 'admin', adminPassword, '203.0.113.9')).statusCode).toBe(200);
    expect(await lastLogAddress('admin')).toBe('127.0.0.1');
  });

  it('does not let a forged X-Forwarded-For escape the throttle', async () => {
    // Time stands still: the 1 s wait after the fifth failure must not run out on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push((await signIn(server.app, 'zhangwei', 'wrong', `198.51.100.${i}`)).statusCode);
      expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses X-Forwarded-For from a trusted proxy (TRUST_PROXY=127.0.0.1)', async () => {
    const config = { ...server.ctx.config, trustProxy: readConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy };
    const behindProxy = await buildApp(createContext(server.db, config), { logger: false });
    try {
      await behindProxy.ready();
      expect((await signIn(behindProxy, 'auditor01', 'Demo@2026', '203.0.113.9')).statusCode).toBe(200);
      expect(await lastLogAddress('auditor01')).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });

  it('never echoes the Host header into the socket address: a same-origin path without PUBLIC_URL', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/config/config.json',
      headers: { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.json()).toMatchObject({ apiBase: '', socketBase: '/api/message/websocket', timeout: 1000000, title: '智慧供热平台' });
  });

  it('builds the socket address from PUBLIC_URL when it is set', async () => {
    const original = server.ctx.config.publicUrl;
    try {
      server.ctx.config.publicUrl = readConfig({ PUBLIC_URL: 'https://heat.example/platform/' }).publicUrl;
      const response = await server.app.inject({ method: 'GET', url: '/config/config.json', headers: { host: 'evil.example' } });
      expect(response.json().socketBase).toBe('wss://heat.example/platform/api/message/websocket');
      server.ctx.config.publicUrl = 'http://10.0.0.5:3000';
      const plain = await server.app.inject({ method: 'GET', url: '/config/config.json', headers: { host: 'evil.example' } });
      expect(plain.json().socketBase).toBe('ws://10.0.0.5:3000/api/message/websocket');
    } finally {
      server.ctx.config.publicUrl = original;
    }
  });
});
