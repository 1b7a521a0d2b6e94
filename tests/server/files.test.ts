import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '../../api/files';
import { databases } from './harness';
import {
  chunkFields,
  fileStorages,
  htmlBytes,
  md5,
  multipart,
  pdfBytes,
  pngBytes,
  postMultipart,
  startFileServers,
  textBytes,
  type FileServers,
} from './file-helpers';

const maxBytes = 6 * 1_048_576;

/** Uploads, chunked uploads and merges (issue 14; spec 002 sections 3.2, 5.2, 7.2; reference 4.19), on each database and storage. */
describe.each(databases)('file uploads on %s', (kind) => {
  let servers: FileServers;
  let zhang: string;
  let wang: string;

  beforeAll(async () => {
    servers = await startFileServers(kind, maxBytes);
    zhang = await servers.server.login('zhangwei');
    wang = await servers.server.login('wangfang');
  });
  afterAll(async () => servers?.close());

  describe.each(fileStorages)('with %s storage', (storage) => {
    let app: FastifyInstance;
    // Both servers share one database: their files differ, so one's instant uploads never find the other's.
    const salt = storage === 'folder' ? 0 : 1000;
    beforeAll(() => {
      app = servers.apps[storage];
    });
    const root = () => servers.root;
    const server = {
      get app() {
        return app;
      },
      get db() {
        return servers.server.db;
      },
      call: async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
        const response = await app.inject({
          method,
          url,
          headers: token ? { authorization: token } : {},
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        return { status: response.statusCode, body: response.json() };
      },
    };

    const upload = (type: string, name: string, data: Buffer, token = zhang, fields: Record<string, string> = {}) =>
      postMultipart(server.app, `/api/file/Uploader/${type}`, token, { pathType: 'defaultPath', ...fields }, { name, data });
    const sendChunk = (
      data: Buffer,
      name: string,
      size: number,
      number: number,
      token = zhang,
      override: Record<string, string | number> = {},
    ) => {
      const { fields, slice } = chunkFields(data, name, size, number);
      return postMultipart(
        server.app,
        '/api/file/chunk',
        token,
        { ...fields, ...override },
        { name, data: (override.data as unknown as Buffer) ?? slice },
      );
    };
    const testChunks = async (data: Buffer, name: string, size: number, token = zhang) => {
      const { fields } = chunkFields(data, name, size, 1);
      const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
      return server.call('GET', `/api/file/chunk?${query}`, token);
    };
    const merge = async (data: Buffer, name: string, token = zhang, override: Record<string, string> = {}) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/file/merge',
        headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          identifier: md5(data),
          fileName: name,
          fileSize: String(data.length),
          fileType: 'application/octet-stream',
          extension: name.split('.').pop()!,
          type: 'annex',
          pathType: 'defaultPath',
          isAccount: '0',
          folder: '',
          ...override,
        }).toString(),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const download = async (url: string) => {
      const link = await server.call('GET', url, zhang);
      expect(link.body.code).toBe(200);
      return server.app.inject({ method: 'GET', url: link.body.data.url });
    };
    const fileCount = async () => Number((await server.db.query<{ n: number }>('select count(*)::int as n from file'))[0]!.n);

    it('stores a file and answers its stored name, size and download address', async () => {
      const { status, body } = await upload('annex', '年度报告#1.pdf', pdfBytes);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: 200,
        data: { fileSize: pdfBytes.length, fileExtension: 'pdf', thumbUrl: '', fileVersionId: '' },
      });
      expect(body.data.name).toMatch(/^\d{8}_[0-9a-f]{32}\.pdf$/);
      expect(body.data.url).toBe(`/api/file/Download/annex/${body.data.name}`);
      const file = await download(body.data.url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdfBytes)).toBe(true);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="____#1.pdf"; filename*=UTF-8''${encodeURIComponent('年度报告#1.pdf')}`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('no-store');
      expect(file.headers['content-type']).toBe('application/octet-stream');
    });

    it('stores an image and shows it at its image address', async () => {
      const { body } = await upload('annexpic', 'photo.PNG', pngBytes);
      expect(body.data.url).toBe(`/api/file/Image/annexpic/${body.data.name}`);
      expect(body.data.thumbUrl).toBe(body.data.url);
      expect(body.data.fileExtension).toBe('png');
      const image = await server.app.inject({ method: 'GET', url: body.data.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-security-policy']).toBe("default-src 'none'");
      expect(image.rawPayload.equals(pngBytes)).toBe(true);
      const notImage = await upload('annexpic', 'report.pdf', pdfBytes);
      expect(notImage.body).toMatchObject({ code: 400, msg: fileMessages.notImage });
      const pdfAsImage = await upload('annex', 'report.pdf', pdfBytes);
      const refused = await server.app.inject({ method: 'GET', url: `/api/file/Image/annex/${pdfAsImage.body.data.name}` });
      expect(refused.statusCode).toBe(404);
    });

    it('refuses extensions off the allow-list and bytes that disagree with the extension', async () => {
      const before = await fileCount();
      expect((await upload('annex', 'tool.exe', Buffer.from('MZ\x90\x00'))).body).toMatchObject({
        code: 400,
        msg: fileMessages.extensionRefused('exe'),
      });
      expect((await upload('annex', 'page.html', htmlBytes)).body).toMatchObject({ code: 400, msg: fileMessages.extensionRefused('html') });
      expect((await upload('annex', 'logo.svg', Buffer.from('<svg onload="alert(1)"/>'))).body.msg).toBe(
        fileMessages.extensionRefused('svg'),
      );
      expect((await upload('annex', 'noextension', pdfBytes)).body.code).toBe(400);
      expect((await upload('annexpic', 'cat.png', htmlBytes)).body).toMatchObject({ code: 400, msg: fileMessages.contentMismatch });
      expect((await upload('annex', 'notes.txt', htmlBytes)).body).toMatchObject({ code: 400, msg: fileMessages.contentMismatch });
      expect((await upload('annex', 'notes.txt', Buffer.from('\ufeff  <?xml version="1.0"?><x/>'))).body.msg).toBe(
        fileMessages.contentMismatch,
      );
      expect((await upload('annex', 'notes.txt', pngBytes)).body.msg).toBe(fileMessages.contentMismatch);
      expect((await upload('annex', 'sheet.xlsx', pdfBytes)).body.msg).toBe(fileMessages.contentMismatch);
      expect((await upload('annex', 'photo.jpg', pngBytes)).body.msg).toBe(fileMessages.contentMismatch);
      expect((await upload('annex', 'empty.txt', Buffer.alloc(0))).body.code).toBe(400);
      expect(await fileCount()).toBe(before);
      expect((await upload('annex', 'notes.csv', Buffer.from('name,amount\n张伟,12\n'))).body.code).toBe(200);
    });

    it('refuses other upload types, other encodings and callers without a session', async () => {
      for (const type of ['IM2', 'im', 'useravatar', 'unknown']) expect((await upload(type, 'a.pdf', pdfBytes)).status, type).toBe(400);
      const json = await server.call('POST', '/api/file/Uploader/annex', zhang, { file: 'x' });
      expect(json.body.code).toBe(400);
      const anonymous = await upload('annex', 'a.pdf', pdfBytes, '');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe(602);
    });

    it('refuses a file over the size limit while it streams, keeping nothing', async () => {
      const before = await fileCount();
      const { body } = await upload('annex', 'big.txt', textBytes(maxBytes + 1, 1 + salt));
      expect(body).toMatchObject({ code: 400, msg: '文件大小超过6MB' });
      expect(await fileCount()).toBe(before);
      expect((await upload('annex', 'fits.txt', textBytes(maxBytes, 1 + salt))).body.code).toBe(200);
      if (storage === 'folder') expect(readdirSync(join(root(), 'data', 'files', 'temp'))).toEqual([]);
      else expect(await server.db.query(`select 1 from file_blob where key like 'temp/%'`)).toEqual([]);
    });

    it('refuses an upload or a chunk cut off half-way, keeping nothing of it', async () => {
      const before = await fileCount();
      const cut = async (url: string, fields: Record<string, string | number>, data: Buffer) => {
        const { payload, contentType } = multipart(fields, { name: 'cut.txt', data });
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: zhang, 'content-type': contentType },
          payload: payload.subarray(0, payload.length - Math.floor(data.length / 2)),
        });
        return { status: response.statusCode, body: response.json() };
      };
      expect(await cut('/api/file/Uploader/annex', {}, textBytes(200_000, 13 + salt))).toMatchObject({
        status: 400,
        body: { msg: '上传的数据不完整，请重新上传' },
      });
      const data = textBytes(3000, 14 + salt);
      const { fields, slice } = chunkFields(data, 'cut.txt', 1500, 1);
      expect((await cut('/api/file/chunk', fields, slice)).status).toBe(400);
      expect((await testChunks(data, 'cut.txt', 1500)).body.data.chunkNumbers).toEqual([]);
      expect(await fileCount()).toBe(before);
      if (storage === 'folder') expect(readdirSync(join(root(), 'data', 'files', 'temp'))).toEqual([]);
      else expect(await server.db.query(`select 1 from file_blob where key like 'temp/%'`)).toEqual([]);
    });

    it('uploads in chunks, answers the chunks held after a partial upload (resume), and merges', async () => {
      const data = textBytes(2500, 2 + salt);
      expect((await testChunks(data, 'log.txt', 1000)).body.data).toEqual({ merge: false, chunkNumbers: [] });
      expect((await sendChunk(data, 'log.txt', 1000, 1)).body).toMatchObject({ code: 200, data: { merge: false, chunkNumbers: [1] } });
      expect((await sendChunk(data, 'log.txt', 1000, 3)).body.data).toEqual({ merge: false, chunkNumbers: [1, 3] });
      expect((await testChunks(data, 'log.txt', 1000)).body.data).toEqual({ merge: false, chunkNumbers: [1, 3] });
      // Another user's upload of the same file shares nothing.
      expect((await testChunks(data, 'log.txt', 1000, wang)).body.data).toEqual({ merge: false, chunkNumbers: [] });
      expect((await sendChunk(data, 'log.txt', 1000, 2)).body.data).toEqual({ merge: true, chunkNumbers: [1, 2, 3] });
      const merged = await merge(data, '运行#日志.txt');
      expect(merged.body).toMatchObject({ code: 200, data: { fileSize: 2500, fileExtension: 'txt' } });
      const file = await download(merged.body.data.url);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('运行#日志.txt'));
    });

    it('replaces a chunk sent again', async () => {
      const data = textBytes(1800, 3 + salt);
      await sendChunk(data, 'again.txt', 1000, 1, zhang, { data: textBytes(1000, 99 + salt) as unknown as string });
      await sendChunk(data, 'again.txt', 1000, 1);
      await sendChunk(data, 'again.txt', 1000, 2);
      const merged = await merge(data, 'again.txt');
      expect(merged.body.code).toBe(200);
      expect((await download(merged.body.data.url)).rawPayload.equals(data)).toBe(true);
    });

    it('answers an instant upload for a file the uploader stored already', async () => {
      const data = textBytes(1500, 4 + salt);
      await sendChunk(data, 'first.txt', 1000, 1);
      await sendChunk(data, 'first.txt', 1000, 2);
      const first = await merge(data, 'first.txt');
      expect(first.body.code).toBe(200);
      expect((await testChunks(data, 'second.txt', 1000)).body.data).toEqual({ merge: true, uploaded: true, chunkNumbers: [1, 2] });
      const second = await merge(data, 'second.txt');
      expect(second.body.code).toBe(200);
      expect(second.body.data.name).not.toBe(first.body.data.name);
      const file = await download(second.body.data.url);
      expect(file.rawPayload.equals(data)).toBe(true);
      expect(file.headers['content-disposition']).toContain('second.txt');
      // Another user must send the bytes.
      expect((await testChunks(data, 'first.txt', 1000, wang)).body.data).toEqual({ merge: false, chunkNumbers: [] });
      expect((await merge(data, 'first.txt', wang)).body.code).toBe(400);
    });

    it('refuses a merge whose MD5 is not the identifier, and deletes its parts', async () => {
      const data = textBytes(1200, 5 + salt);
      const other = textBytes(1200, 6 + salt);
      await sendChunk(data, 'x.txt', 1000, 1, zhang, { identifier: md5(other) });
      await sendChunk(data, 'x.txt', 1000, 2, zhang, { identifier: md5(other) });
      const before = await fileCount();
      const merged = await merge(other, 'x.txt');
      expect(merged).toMatchObject({ status: 400, body: { code: 400, msg: '文件校验失败（MD5 不一致），请重新上传' } });
      expect(await fileCount()).toBe(before);
      expect((await testChunks(other, 'x.txt', 1000)).body.data.chunkNumbers).toEqual([]);
    });

    it('refuses a merge with a chunk missing and keeps the parts for the resume', async () => {
      const data = textBytes(2100, 7 + salt);
      await sendChunk(data, 'gap.txt', 1000, 1);
      await sendChunk(data, 'gap.txt', 1000, 3);
      expect((await merge(data, 'gap.txt')).body).toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
      expect((await testChunks(data, 'gap.txt', 1000)).body.data.chunkNumbers).toEqual([1, 3]);
      await sendChunk(data, 'gap.txt', 1000, 2);
      expect((await merge(data, 'gap.txt')).body.code).toBe(200);
    });

    it('refuses a merge of a refused extension or of bytes that are not what the extension says', async () => {
      const html = Buffer.concat([htmlBytes, textBytes(1000, 8 + salt)]);
      expect((await sendChunk(html, 'cat.exe', 1000, 1)).body).toMatchObject({ code: 400, msg: fileMessages.extensionRefused('exe') });
      expect((await merge(html, 'cat.exe')).body).toMatchObject({ code: 400, msg: fileMessages.extensionRefused('exe') });
      await sendChunk(html, 'cat.png', 1000, 1);
      await sendChunk(html, 'cat.png', 1000, 2);
      const before = await fileCount();
      expect((await merge(html, 'cat.png')).body).toMatchObject({ code: 400, msg: fileMessages.contentMismatch });
      expect(await fileCount()).toBe(before);
      expect((await testChunks(html, 'cat.png', 1000)).body.data.chunkNumbers).toEqual([]);
      expect((await merge(textBytes(50, 12 + salt), 'nothing.png')).body).toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
    });

    it('refuses a chunk over the chunk size while it streams, and chunks that disagree with their fields', async () => {
      const data = textBytes(maxBytes, 9 + salt);
      const oversized = textBytes(5_242_881, 10 + salt);
      const over = await sendChunk(data, 'big.txt', 5_242_880, 1, zhang, { data: oversized as unknown as string });
      expect(over.body).toMatchObject({ code: 400, msg: '分片大小超过5MB' });
      const last = await sendChunk(data, 'big.txt', 5_242_880, 2, zhang, {
        data: textBytes(maxBytes - 5_242_880 + 1, 1 + salt) as unknown as string,
      });
      expect(last.body).toMatchObject({ code: 400, msg: '分片大小与声明的不一致' });
      const short = await sendChunk(data, 'big.txt', 5_242_880, 2, zhang, { data: textBytes(10, 1 + salt) as unknown as string });
      expect(short.body.code).toBe(400);
      expect((await testChunks(data, 'big.txt', 5_242_880)).body.data.chunkNumbers).toEqual([]);
      const small = textBytes(3000, 11 + salt);
      for (const [field, value] of [
        ['chunkSize', 5_242_881],
        ['totalChunks', 4],
        ['chunkNumber', 0],
        ['chunkNumber', 4],
        ['currentChunkSize', 999],
        ['totalSize', maxBytes + 1],
        ['totalSize', 0],
        ['identifier', md5(small).toUpperCase()],
        ['identifier', '../../../../etc/passwd'],
        ['chunkNumber', '1e3'],
      ] as const) {
        const answer = await sendChunk(small, 'small.txt', 1000, 1, zhang, { [field]: value });
        expect(answer.status, `${field}=${value}`).toBe(400);
      }
      const noFields = await postMultipart(server.app, '/api/file/chunk', zhang, {}, { name: 'a.txt', data: small });
      expect(noFields.body.msg).toBe('缺少必填参数 chunkNumber');
    });

    it('keeps the fixed avatar and chat image upload calls', async () => {
      const avatar = await postMultipart(server.app, '/api/file/Uploader/userAvatar', zhang, {}, { name: 'me.png', data: pngBytes });
      expect(avatar.body.data.url).toMatch(/^\/api\/file\/Image\/userAvatar\//);
      expect((await server.app.inject({ method: 'GET', url: avatar.body.data.url })).rawPayload.equals(pngBytes)).toBe(true);
      const chat = await postMultipart(server.app, '/api/file/Uploader/IM', zhang, {}, { name: 'me.png', data: pngBytes });
      expect((await server.app.inject({ method: 'GET', url: chat.body.data.url })).statusCode).toBe(200);
    });
  });
});
