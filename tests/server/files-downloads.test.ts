import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDeps } from '../../server/files/file-deps';
import { purgeFiles } from '../../server/files/housekeeping';
import { LinkSigner } from '../../server/files/signed-links';
import { databases } from './harness';
import {
  chunkFields,
  fileStorages,
  pdfBytes,
  pngBytes,
  postMultipart,
  startFileServers,
  textBytes,
  unzip,
  type FileServers,
} from './file-helpers';

/** Download links, images, pack downloads, previews, hostile names and the purge (issue 14), on each database and storage. */
describe.each(databases)('file downloads on %s', (kind) => {
  let servers: FileServers;
  let zhang: string;

  beforeAll(async () => {
    servers = await startFileServers(kind, 6 * 1_048_576);
    zhang = await servers.server.login('zhangwei');
  });
  afterAll(async () => servers?.close());

  describe.each(fileStorages)('with %s storage', (storage) => {
    let app: FastifyInstance;
    beforeAll(() => {
      app = servers.apps[storage];
    });
    const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
    const upload = async (type: string, name: string, data: Buffer) => {
      const { body } = await postMultipart(app, `/api/file/Uploader/${type}`, zhang, {}, { name, data });
      expect(body.code, body.msg).toBe(200);
      return body.data as { name: string; url: string };
    };
    const linkOf = async (type: string, name: string) => {
      const response = await get(`/api/file/Download/${type}/${name}`, zhang);
      expect(response.statusCode).toBe(200);
      return response.json().data as { name: string; url: string };
    };
    const withClock = async <T>(offsetMs: number, work: () => Promise<T>): Promise<T> => {
      const ctx = servers.contexts[storage];
      const real = ctx.clock;
      ctx.clock = () => new Date(Date.now() + offsetMs);
      try {
        return await work();
      } finally {
        ctx.clock = real;
      }
    };

    it('answers a signed link that downloads the file for five minutes only', async () => {
      const stored = await upload('annex', '合同.pdf', pdfBytes);
      const link = await linkOf('annex', stored.name);
      expect(link.name).toBe('合同.pdf');
      expect(link.url).toMatch(/^\/api\/file\/Download\?encryption=[0-9a-z]+\.[A-Za-z0-9_-]{43}&name=\d{8}_[0-9a-f]{32}\.pdf$/);
      const file = await get(link.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdfBytes)).toBe(true);
      expect(file.headers['content-disposition']).toMatch(/^attachment; /);
      expect(file.headers['content-length']).toBe(String(pdfBytes.length));
      const head = await app.inject({ method: 'HEAD', url: link.url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-disposition']).toMatch(/^attachment; /);
      expect(head.rawPayload.length).toBe(0);
      // Followed twice within its lifetime: still valid; after it: refused.
      expect((await get(link.url)).statusCode).toBe(200);
      expect((await withClock(4 * 60_000, () => get(link.url))).statusCode).toBe(200);
      const expired = await withClock(5 * 60_000 + 1_000, () => get(link.url));
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual({ code: 404, msg: '下载链接无效或已过期，请重新下载', data: null });
      // An old link made an hour ago has expired too.
      const old = await withClock(-3_600_000, () => linkOf('annex', stored.name));
      expect((await get(old.url)).statusCode).toBe(404);
    });

    it('refuses a link whose signature, name or disposition was changed', async () => {
      const first = await upload('annex', 'a.pdf', pdfBytes);
      const second = await upload('annex', 'b.pdf', pdfBytes);
      const link = new URL(`http://x${(await linkOf('annex', first.name)).url}`);
      const encryption = link.searchParams.get('encryption')!;
      const tampered = encryption.slice(0, -1) + (encryption.endsWith('A') ? 'B' : 'A');
      const longer = `${(parseInt(encryption.split('.')[0]!, 36) + 600_000).toString(36)}.${encryption.split('.')[1]}`;
      for (const url of [
        `/api/file/Download?encryption=${tampered}&name=${first.name}`,
        `/api/file/Download?encryption=${encryption}&name=${second.name}`,
        `/api/file/Download?encryption=${longer}&name=${first.name}`,
        `/api/file/Download?encryption=${encryption}&name=${first.name}&disposition=inline`,
      ])
        expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(`/api/file/Download?name=${first.name}`)).statusCode).toBe(400);
    });

    it('signs with one key kept in the database, so every replica accepts the links', async () => {
      const stored = await upload('annex', 'c.pdf', pdfBytes);
      const link = new URL(`http://x${(await linkOf('annex', stored.name)).url}`);
      const replica = new LinkSigner(servers.server.db);
      expect(await replica.verify(stored.name, 'attachment', link.searchParams.get('encryption')!, new Date())).toBe(true);
      const rows = await servers.server.db.query(`select 1 from server_secret where name = 'file-link-hmac'`);
      expect(rows).toHaveLength(1);
    });

    it('refuses unknown names and the download link to a caller without a session', async () => {
      expect((await get(`/api/file/Download/annex/20260101_${'a'.repeat(32)}.pdf`, zhang)).statusCode).toBe(404);
      const stored = await upload('annex', 'd.pdf', pdfBytes);
      const anonymous = await get(`/api/file/Download/annex/${stored.name}`);
      expect(anonymous.statusCode).toBe(401);
      expect((await get(`/api/file/Image/annexpic/20260101_${'a'.repeat(32)}.png`)).statusCode).toBe(404);
    });

    it('packs several files into a zip built while it is sent, named by their original names', async () => {
      const first = await upload('annex', '说明.txt', textBytes(3000, 1));
      const second = await upload('annex', '说明.txt', textBytes(2000, 2));
      const third = await upload('annexpic', 'photo.png', pngBytes);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/file/PackDownload/annex',
        headers: { authorization: zhang },
        payload: [
          { fileId: first.name, fileName: '说明.txt' },
          { fileId: second.name, fileName: '说明.txt' },
          { fileId: third.name, fileName: 'photo.png' },
        ],
      });
      const { data } = answer.json();
      expect(data.downloadName).toMatch(/^附件打包下载_\d{14}\.zip$/);
      expect(data.downloadVo.name).toBe(data.downloadName);
      const zip = await get(data.downloadVo.url);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toContain(encodeURIComponent(data.downloadName));
      const entries = unzip(zip.rawPayload);
      expect([...entries.keys()]).toEqual(['说明.txt', '说明 (1).txt', 'photo.png']);
      expect(entries.get('说明.txt')!.equals(textBytes(3000, 1))).toBe(true);
      expect(entries.get('说明 (1).txt')!.equals(textBytes(2000, 2))).toBe(true);
      expect(entries.get('photo.png')!.equals(pngBytes)).toBe(true);
      expect((await withClock(6 * 60_000, () => get(data.downloadVo.url))).statusCode).toBe(404);

      const unknown = await app.inject({
        method: 'POST',
        url: '/api/file/PackDownload/annex',
        headers: { authorization: zhang },
        payload: [
          { fileId: first.name, fileName: 'a' },
          { fileId: `20260101_${'b'.repeat(32)}.txt`, fileName: '丢失.txt' },
        ],
      });
      expect(unknown.json()).toEqual({ code: 400, msg: '文件不存在：丢失.txt', data: null });
      const none = await app.inject({
        method: 'POST',
        url: '/api/file/PackDownload/annex',
        headers: { authorization: zhang },
        payload: [],
      });
      expect(none.json().msg).toBe('未发现文件');
    });

    it('answers an inline preview address for images, PDF and text, and none for other files', async () => {
      const preview = async (query: Record<string, string>) =>
        (await get(`/api/file/Uploader/Preview?${new URLSearchParams(query)}`, zhang)).json();
      const image = await upload('annexpic', 'p.png', pngBytes);
      const pdf = await upload('annex', 'p.pdf', pdfBytes);
      const text = await upload('annex', 'p.txt', textBytes(100, 3));
      const csv = await upload('annex', 'p.csv', Buffer.from('a,b\n1,2\n'));
      for (const [stored, type, data] of [
        [image, 'image/png', pngBytes],
        [pdf, 'application/pdf', pdfBytes],
        [text, 'text/plain; charset=utf-8', textBytes(100, 3)],
      ] as const) {
        const answer = await preview({ fileName: stored.name, fileVersionId: '', fileDownloadUrl: stored.url });
        expect(answer.data).toMatch(/^\/api\/file\/Download\?encryption=.+&disposition=inline$/);
        const shown = await get(`${answer.data}&token=${encodeURIComponent(zhang)}`);
        expect(shown.statusCode).toBe(200);
        expect(shown.headers['content-type']).toBe(type);
        expect(shown.headers['content-disposition']).toMatch(/^inline; /);
        expect(shown.headers['x-content-type-options']).toBe('nosniff');
        expect(shown.rawPayload.equals(data)).toBe(true);
      }
      expect((await preview({ fileName: csv.name })).data).toBe('');
      expect((await preview({ fileName: `20260101_${'c'.repeat(32)}.png` })).data).toBe('');
      // The original name with the download address also finds the file.
      expect((await preview({ fileName: 'p.png', fileDownloadUrl: image.url })).data).toMatch(/disposition=inline$/);
      expect((await preview({ fileName: 'p.png' })).code).toBe(400);
    });

    it('answers hostile names and ids with 400 or 404 and never reaches outside the storage', async () => {
      const stored = await upload('annex', 'e.pdf', pdfBytes);
      const link = new URL(`http://x${(await linkOf('annex', stored.name)).url}`);
      const encryption = link.searchParams.get('encryption')!;
      const hostile = [
        '..%2F..%2F..%2Fetc%2Fpasswd',
        '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '%2e%2e',
        '..',
        '%2Fetc%2Fpasswd',
        '..%5C..%5Cwindows%5Cwin.ini',
        'C:%5Cwindows%5Cwin.ini',
        '%00',
        `${stored.name}%00.png`,
        `..%2F${stored.name}`,
        `${stored.name.slice(0, 8)}%2F${stored.name}`,
        `20260101_${'A'.repeat(32)}.pdf`,
      ];
      const statuses: string[] = [];
      const expectRefused = (label: string, status: number) => {
        if (status !== 400 && status !== 404) statuses.push(`${label}: ${status}`);
      };
      for (const value of hostile) {
        expectRefused(`Download/${value}`, (await get(`/api/file/Download/annex/${value}`, zhang)).statusCode);
        expectRefused(`Download/type ${value}`, (await get(`/api/file/Download/${value}/${stored.name}`, zhang)).statusCode);
        expectRefused(`Image/${value}`, (await get(`/api/file/Image/annexpic/${value}`, zhang)).statusCode);
        expectRefused(`link ${value}`, (await get(`/api/file/Download?encryption=${encryption}&name=${value}`)).statusCode);
        const preview = await get(
          `/api/file/Uploader/Preview?fileName=${value}&fileDownloadUrl=%2Fapi%2Ffile%2FDownload%2Fannex%2F${value}`,
          zhang,
        );
        expectRefused(`Preview ${value}`, preview.statusCode === 200 && preview.json().data === '' ? 404 : preview.statusCode);
        const pack = await app.inject({
          method: 'POST',
          url: '/api/file/PackDownload/annex',
          headers: { authorization: zhang },
          payload: [{ fileId: decodeURIComponent(value), fileName: 'x' }],
        });
        expectRefused(`PackDownload ${value}`, pack.statusCode);
        expectRefused(
          `Uploader/${value}`,
          (await postMultipart(app, `/api/file/Uploader/${value}`, zhang, {}, { name: 'x.pdf', data: pdfBytes })).status,
        );
        const { fields, slice } = chunkFields(textBytes(100), 'x.txt', 100, 1);
        const chunk = await postMultipart(
          app,
          '/api/file/chunk',
          zhang,
          { ...fields, identifier: decodeURIComponent(value) },
          { name: 'x.txt', data: slice },
        );
        expectRefused(`chunk ${value}`, chunk.status);
        const merge = await app.inject({
          method: 'POST',
          url: '/api/file/merge',
          headers: { authorization: zhang, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `identifier=${value}&fileName=x.txt&fileSize=100&extension=txt&type=annex`,
        });
        expectRefused(`merge ${value}`, merge.statusCode);
      }
      expect(statuses).toEqual([]);

      // Uploaded names are only names: the stored name is the server's, the original keeps its last segment.
      for (const name of ['../../../../evil.txt', '..\\..\\evil.txt', '/etc/evil.txt', 'C:\\evil.txt']) {
        const { body } = await postMultipart(
          app,
          '/api/file/Uploader/annex',
          zhang,
          { folder: '../../../../tmp', pathType: '../x' },
          { name, data: textBytes(10) },
        );
        expect(body.code, name).toBe(200);
        expect(body.data.name).toMatch(/^\d{8}_[0-9a-f]{32}\.txt$/);
        expect((await linkOf('annex', body.data.name)).name).toBe('evil.txt');
      }
      expect(readdirSync(servers.root)).toEqual(['data']);
      expect(existsSync('/etc/evil.txt')).toBe(false);
      for (const entry of readdirSync(join(servers.root, 'data', 'files'))) expect(['parts', 'stored', 'temp']).toContain(entry);
    });

    it('purges the parts of uploads untouched for a day, and expired packs', async () => {
      const data = textBytes(1500, 4);
      const { fields, slice } = chunkFields(data, 'stale.txt', 1000, 1);
      await postMultipart(app, '/api/file/chunk', zhang, fields, { name: 'stale.txt', data: slice });
      const held = async () => {
        const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
        return (await get(`/api/file/chunk?${query}`, zhang)).json().data.chunkNumbers;
      };
      expect(await held()).toEqual([1]);
      const deps = fileDeps(servers.contexts[storage]);
      await purgeFiles(deps, new Date(Date.now() + 23 * 3_600_000));
      expect(await held()).toEqual([1]);
      await purgeFiles(deps, new Date(Date.now() + 25 * 3_600_000));
      expect(await held()).toEqual([]);
      expect(await servers.server.db.query(`select 1 from file_pack where expires_at < now()`)).toEqual([]);
    });
  });
});
