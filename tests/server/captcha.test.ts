import { inflateSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaAlphabet, captchaPng, captchasPerAddress, captchasPerClient, captchaSize } from '../../server/auth/captcha';
import { purgeIntervalMs, purgeSignInData, schedulePurge, signInLogRetentionDays } from '../../server/auth/sign-in-housekeeping';
import type { Queryable } from '../../server/db/database';
import { adminPassword, databases, signInRequest, startTestServer, type Envelope, type TestServer } from './harness';

/** The chunks of a PNG file: type and data. */
function pngChunks(file: Buffer): { type: string; data: Buffer }[] {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    chunks.push({ type: file.toString('latin1', at + 4, at + 8), data: file.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe('captcha picture', () => {
  it('is a PNG of pixels only: no text, vector paths or metadata that name the code', async () => {
    for (let round = 0; round < 10; round++) {
      // Eight characters: a chance match of the bytes is out of the question.
      const code = Array.from({ length: 8 }, (_, i) => captchaAlphabet[(round * 7 + i * 5) % captchaAlphabet.length]).join('');
      const file = await captchaPng(code);
      const chunks = pngChunks(file);
      // No text or metadata chunks, only the picture's own.
      expect(chunks.map((chunk) => chunk.type).filter((type) => ['tEXt', 'zTXt', 'iTXt', 'eXIf'].includes(type))).toEqual([]);
      expect(chunks.map((chunk) => chunk.type)).toContain('IDAT');
      const header = chunks[0]!.data;
      expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([captchaSize.width, captchaSize.height]);
      for (const text of [code, code.toLowerCase(), [...code].join('\u0000')])
        expect(file.includes(Buffer.from(text, 'latin1'))).toBe(false);
      // Something is drawn: the pixel bytes take many values (not a blank or flat image).
      const pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
      expect(new Set(pixels).size).toBeGreaterThan(100);
      expect(file.toString('latin1')).not.toMatch(/<svg|<text|<path|<rect/i);
    }
  });

  it('draws the same code differently each time (distortion and noise are random)', async () => {
    const first = await captchaPng('K7MX');
    const second = await captchaPng('K7MX');
    expect(first.equals(second)).toBe(false);
  });
});

describe('purge scheduling', () => {
  afterEach(() => vi.useRealTimers());

  it('purges when started and then every 10 minutes, until stopped; a failure goes to the log, not unhandled', async () => {
    vi.useFakeTimers();
    const statements: string[] = [];
    let failNext = false;
    const db: Queryable = {
      query: async <Row>(sql: string) => {
        statements.push(sql);
        if (failNext) {
          failNext = false;
          throw new Error('database away');
        }
        return [] as Row[];
      },
    };
    const errors: unknown[] = [];
    const stop = schedulePurge(
      db,
      () => new Date('2026-03-01T08:00:00Z'),
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(0);
    const perRun = statements.length;
    expect(perRun).toBe(3);
    failNext = true;
    await vi.advanceTimersByTimeAsync(purgeIntervalMs);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(purgeIntervalMs);
    expect(statements.length).toBe(perRun + 1 + perRun);
    await stop();
    await vi.advanceTimersByTimeAsync(purgeIntervalMs * 3);
    expect(statements.length).toBe(perRun + 1 + perRun);
  });
});

describe.each(databases)('captchas on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.setConfig({ enableVerificationCode: 1, verificationCodeNumber: 4 });
  });
  afterAll(async () => server?.close());
  afterEach(() => {
    server.ctx.config.exposeCaptchaForTests = false;
  });

  const fetchCaptcha = (url: string, cookie?: string, ip = '127.0.0.1') =>
    server.app.inject({ method: 'GET', url, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0]!;
  const codeOf = async (cookie: string, timestamp: string) => {
    const id = cookie.split('=')[1];
    const rows = await server.db.query<{ code: string }>('select code from captcha where key = $1', [`${id}:${timestamp}`]);
    return rows[0]?.code;
  };
  const signIn = async (cookie: string | undefined, code: string, timestamp: string, ip = '127.0.0.1') => {
    const response = await signInRequest(server.app, {
      account: 'admin',
      password: adminPassword,
      ip,
      headers: cookie ? { cookie } : {},
      fields: { code, timestamp },
    });
    return response.json() as Envelope;
  };

  it('serves a PNG on both paths, and gives a new client an HttpOnly, SameSite=Strict id cookie', async () => {
    for (const url of ['/api/oauth/ImageCode/5/0.1', '/api/file/ImageCode/0.1']) {
      const response = await fetchCaptcha(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^jnpf_captcha_id=[A-Za-z0-9_-]{22}; Path=\/api; HttpOnly; SameSite=Strict$/);
      expect(response.headers['x-captcha-code']).toBeUndefined();
    }
    const first = await fetchCaptcha('/api/oauth/ImageCode/5/0.2');
    const again = await fetchCaptcha('/api/oauth/ImageCode/5/0.3', cookieOf(first));
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await codeOf(cookieOf(first), '0.2')).toHaveLength(5);
    // The spec's path uses the configured length.
    const configured = await fetchCaptcha('/api/file/ImageCode/0.4', cookieOf(first));
    expect(configured.statusCode).toBe(200);
    expect(await codeOf(cookieOf(first), '0.4')).toHaveLength(4);
  });

  it("does not let one client replace another's captcha by fetching the same timestamp", async () => {
    const alice = cookieOf(await fetchCaptcha('/api/oauth/ImageCode/4/0.777'));
    const aliceCode = (await codeOf(alice, '0.777'))!;
    const mallory = cookieOf(await fetchCaptcha('/api/oauth/ImageCode/4/0.777'));
    expect(mallory).not.toBe(alice);
    expect(await codeOf(alice, '0.777')).toBe(aliceCode);
    expect((await signIn(alice, aliceCode, '0.777')).code).toBe(200);
  });

  it("checks the captcha under the caller's id: without the cookie, or with another id, the right code is refused", async () => {
    const alice = cookieOf(await fetchCaptcha('/api/oauth/ImageCode/4/0.55'));
    const code = (await codeOf(alice, '0.55'))!;
    expect((await signIn(undefined, code, '0.55')).msg).toBe('验证码已过期，请刷新验证码');
    const other = cookieOf(await fetchCaptcha('/api/oauth/ImageCode/4/0.66'));
    expect((await signIn(other, code, '0.55')).msg).toBe('验证码已过期，请刷新验证码');
    expect((await signIn(alice, code, '0.55')).code).toBe(200);
  });

  it(`keeps at most ${captchasPerClient} captchas per client: fetching more drops the oldest`, async () => {
    const cookie = cookieOf(await fetchCaptcha('/api/oauth/ImageCode/4/1'));
    for (let timestamp = 2; timestamp <= 7; timestamp++) await fetchCaptcha(`/api/oauth/ImageCode/4/${timestamp}`, cookie);
    const id = cookie.split('=')[1]!;
    const rows = await server.db.query<{ key: string }>('select key from captcha where owner = $1 order by key', [id]);
    expect(rows.map((row) => row.key)).toEqual(['3', '4', '5', '6', '7'].map((timestamp) => `${id}:${timestamp}`));
  });

  it(`keeps at most ${captchasPerAddress} captchas per address, for clients that drop the cookie`, async () => {
    for (let i = 0; i < captchasPerAddress + 3; i++) await server.ctx.captcha.issue(`client-${i}`, '0.1', '10.9.9.9', 4);
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from captcha where ip = '10.9.9.9'`);
    expect(row!.n).toBe(captchasPerAddress);
  });

  it('names the code in a header only when TEST_EXPOSE_CAPTCHA is set', async () => {
    server.ctx.config.exposeCaptchaForTests = true;
    const response = await fetchCaptcha('/api/oauth/ImageCode/4/0.9');
    expect(response.headers['x-captcha-code']).toBe(await codeOf(cookieOf(response), '0.9'));
  });

  it('answers a bad length or timestamp with a clear message, not a picture', async () => {
    const response = await fetchCaptcha('/api/oauth/ImageCode/99/0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: expect.stringContaining('codeLength') });
    const english = await server.app.inject({
      method: 'GET',
      url: `/api/file/ImageCode/${'9'.repeat(65)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^The field timestamp/) });
  });

  it(`purges expired captchas, ended throttle counters and sign-in log rows older than ${signInLogRetentionDays} days`, async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    await server.db.query(
      `insert into captcha (key, owner, ip, code, expires_at) values ('old:1', 'old', '10.0.0.1', 'ABCD', $1), ('new:1', 'new', '10.0.0.1', 'ABCD', $2)`,
      [new Date(now.getTime() - 1000), new Date(now.getTime() + 60_000)],
    );
    await server.db.query(`insert into sign_in_limit (key, points, expire) values ('old-counter', 3, $1), ('live-counter', 3, $2)`, [
      now.getTime() - 2 * 3_600_000,
      now.getTime() + 60_000,
    ]);
    await server.db.query(
      `insert into sys_log (id, user_name, category, login_mark, creator_time) values
         ('log-old', 'x', 1, 0, $1), ('log-kept', 'x', 1, 0, $2), ('log-other-kind', 'x', 3, 1, $1)`,
      [new Date(now.getTime() - (signInLogRetentionDays + 1) * day), new Date(now.getTime() - (signInLogRetentionDays - 1) * day)],
    );
    await purgeSignInData(server.db, now);
    expect(
      (await server.db.query<{ key: string }>(`select key from captcha where key in ('old:1', 'new:1')`)).map((row) => row.key),
    ).toEqual(['new:1']);
    expect(
      (await server.db.query<{ key: string }>(`select key from sign_in_limit where key like '%-counter'`)).map((row) => row.key),
    ).toEqual(['live-counter']);
    expect(
      (await server.db.query<{ id: string }>(`select id from sys_log where id like 'log-%' order by id`)).map((row) => row.id),
    ).toEqual(['log-kept', 'log-other-kind']);
  });
});
