/**
 * What a browser receives for the built front end and for the calls (docs/serving.md): pre-compressed
 * copies of the front end's files chosen by `Accept-Encoding`, hashed assets cached for a year,
 * index.html revalidated, and call answers above 1 KB compressed when asked and plain when not.
 */
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveExportFile } from '../../server/exports/export-files';
import { droppedAssetHeaders } from '../../server/http/front-end-files';
import { databases, startTestServer, type TestServer } from './harness';

const indexHtml = `<!doctype html><html><head><title>智慧供热平台</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div></body></html>`;
const script = `export const greeting = ${JSON.stringify('欢迎使用智慧供热平台 '.repeat(200))};\n`;

/** A dist/ as the build writes it: each text file with its brotli and gzip copy beside it. */
const publicFiles = {
  'index.html': indexHtml,
  'index.html.br': brotliCompressSync(indexHtml),
  'index.html.gz': gzipSync(indexHtml),
  'assets/index-Ab12Cd34.js': script,
  'assets/index-Ab12Cd34.js.br': brotliCompressSync(script),
  'assets/index-Ab12Cd34.js.gz': gzipSync(script),
};

const immutable = 'public, max-age=31536000, immutable';

/** The body as the client reads it once it has undone the answer's `content-encoding`. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe.each(databases)('compressed and cached answers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { publicFiles });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('answers a hashed asset with the brotli or gzip copy the browser accepts, cached for a year', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(immutable);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(decoded(brotli)).toBe(script);

    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(immutable);
    expect(decoded(gzip)).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(immutable);
    expect(decoded(plain)).toBe(script);
  });

  it('sends a hashed script without the headers only a page uses, and a page with all of them', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(asset.statusCode, encoding).toBe(200);
      expect(asset.headers['x-content-type-options'], encoding).toBe('nosniff');
      expect(asset.headers['cache-control'], encoding).toBe(immutable);
      for (const name of droppedAssetHeaders) expect(asset.headers[name], `${encoding}: ${name}`).toBeUndefined();
    }
    for (const url of ['/', '/systemData/dictionary']) {
      const page = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(page.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(page.headers.etag, url).toBeDefined();
    }
    // The calls keep every security header.
    const call = await get('/api/health');
    expect(call.headers['content-security-policy']).toBeDefined();
    expect(call.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('does not serve the compressed copies under their own names', async () => {
    const copy = await get('/assets/index-Ab12Cd34.js.br', { authorization: admin });
    expect(copy.statusCode).toBe(404);
  });

  it('answers index.html, at / and at every page address, revalidated on each visit', async () => {
    for (const url of ['/', '/index.html', '/systemData/dictionary']) {
      const brotli = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['content-type'], url).toMatch(/^text\/html/);
      expect(decoded(brotli), url).toBe(indexHtml);

      const plain = await get(url, { accept: 'text/html' });
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(decoded(plain), url).toBe(indexHtml);
    }
    const gzip = await get('/systemData/dictionary', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(indexHtml);
  });

  it('answers a revisit of an unchanged index.html with 304 and no body', async () => {
    for (const url of ['/', '/systemData/dictionary']) {
      const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(url, headers);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      // The plain file is another representation: it has its own validator.
      const plain = await get(url, { accept: 'text/html', 'if-none-match': etag });
      expect(plain.statusCode, url).toBe(200);
      expect(decoded(plain), url).toBe(indexHtml);
    }
  });

  it('compresses a large JSON answer when asked and sends it plain when not', async () => {
    const url = '/api/permission/Users?currentPage=1&pageSize=50';
    const plain = await get(url, { authorization: admin });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const users = plain.json();
    expect(users.data.list.length).toBeGreaterThan(10);

    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const compressed = await get(url, { authorization: admin, 'accept-encoding': accept });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(compressed))).toEqual(users);
    }
  });

  it('sends small answers as they are, and the cached CurrentUser compressed once', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const currentUser = await get('/api/oauth/CurrentUser', { authorization: admin, 'accept-encoding': 'gzip, deflate, br' });
    expect(currentUser.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(currentUser)).data.userInfo.userAccount).toBe('admin');
  });

  it('lets an export download be compressed in transit, its name and content unchanged', async () => {
    const [row] = await server.db.query<{ id: string }>(`select id from users where account = 'admin'`);
    const content = JSON.stringify({
      entries: Array.from({ length: 200 }, (_, index) => ({ code: `c${index}`, name: `字典项 ${index}` })),
    });
    const file = await saveExportFile(
      server.db,
      { fileName: '数据字典.bdd', contentType: 'application/json; charset=utf-8', content },
      row!.id,
      new Date(),
    );

    const compressed = await get(file.url, { 'accept-encoding': 'gzip, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-disposition']).toContain(encodeURIComponent('数据字典.bdd'));
    expect(decoded(compressed)).toBe(content);

    const plain = await get(file.url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(content);
  });
});
