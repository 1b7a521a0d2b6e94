/**
 * Chunked uploads joined while their parts arrive (server/files/joined-upload.ts, docs/files.md): the
 * joining state kept beside the parts, another replica (or a restarted server) going on from it, parts
 * sent again after they were joined, a joined file that lost or gained bytes in a crash, and a merge that
 * leaves nothing behind; on each database and storage.
 */
import { existsSync, readdirSync, truncateSync, appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createContext } from '../../server/context';
import { fileDeps } from '../../server/files/file-deps';
import { uploadKey } from '../../server/files/file-names';
import { decodeJoinState } from '../../server/files/joined-upload';
import type { FileStorage } from '../../server/files/storage';
import { chunkFields, fileStorages, md5, pdfBytes, postMultipart, startFileServers, textBytes, type FileServers } from './file-helpers';
import { databases } from './harness';

describe.each(databases)('chunked uploads joined as they arrive, on %s', (kind) => {
  let servers: FileServers;
  let zhang: string;
  let zhangId: string;
  /** A second server on the same database and data folder: another replica, or this one restarted. */
  const replicas: Partial<Record<(typeof fileStorages)[number], FastifyInstance>> = {};

  beforeAll(async () => {
    servers = await startFileServers(kind, 64 * 1_048_576);
    zhang = await servers.server.login('zhangwei');
    zhangId = (await servers.server.db.query<{ id: string }>(`select id from users where account = 'zhangwei'`))[0]!.id;
    for (const storage of fileStorages) {
      const replica = await buildApp(createContext(servers.server.db, servers.contexts[storage].config), { logger: false });
      await replica.ready();
      replicas[storage] = replica;
    }
  });
  afterAll(async () => {
    for (const replica of Object.values(replicas)) await replica?.close();
    await servers?.close();
  });

  describe.each(fileStorages)('with %s storage', (storage) => {
    // Both storages share one database: their files differ, so one's instant uploads never find the other's.
    const salt = storage === 'folder' ? 0 : 1000;
    let store: FileStorage;
    beforeAll(() => {
      store = fileDeps(servers.contexts[storage]).storage;
    });
    const app = () => servers.apps[storage];
    const replica = () => replicas[storage]!;

    const sendChunk = (to: FastifyInstance, data: Buffer, name: string, size: number, number: number, bytes?: Buffer) => {
      const { fields, slice } = chunkFields(data, name, size, number);
      return postMultipart(to, '/api/file/chunk', zhang, fields, { name, data: bytes ?? slice });
    };
    const merge = async (to: FastifyInstance, data: Buffer, name: string) => {
      const response = await to.inject({
        method: 'POST',
        url: '/api/file/merge',
        headers: { authorization: zhang, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          identifier: md5(data),
          fileName: name,
          fileSize: String(data.length),
          extension: name.split('.').pop()!,
          type: 'annex',
        }).toString(),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const download = async (url: string) => {
      const link = await servers.server.call('GET', url, zhang);
      return (await app().inject({ method: 'GET', url: link.body.data.url })).rawPayload;
    };
    const keyOf = (data: Buffer) => uploadKey(md5(data), zhangId);
    const joinedParts = async (data: Buffer) => decodeJoinState(await store.readJoinState(keyOf(data))).parts.length;
    const partsFolder = (data: Buffer) => join(servers.root, 'data', 'files', 'parts', keyOf(data));
    const nothingLeft = async (data: Buffer) => {
      expect(await store.parts(keyOf(data))).toEqual(new Map());
      expect(await store.readJoinState(keyOf(data))).toBeUndefined();
      if (storage === 'folder') {
        expect(existsSync(partsFolder(data))).toBe(false);
        expect(readdirSync(join(servers.root, 'data', 'files', 'temp'))).toEqual([]);
      } else {
        const prefix = `part/${keyOf(data)}/`;
        expect(await servers.server.db.query('select key from file_blob where key like $1', [`${prefix}%`])).toEqual([]);
      }
    };

    it('joins the run of parts from the first as they arrive, in any order, and the merge stores exactly the file', async () => {
      const data = textBytes(4500, 1 + salt);
      await sendChunk(app(), data, 'order.txt', 1000, 3);
      expect(await joinedParts(data)).toBe(0);
      await sendChunk(app(), data, 'order.txt', 1000, 1);
      expect(await joinedParts(data)).toBe(1);
      await sendChunk(app(), data, 'order.txt', 1000, 2);
      // 2 arrived: 2 and the 3 waiting after it are joined.
      expect(await joinedParts(data)).toBe(3);
      await sendChunk(app(), data, 'order.txt', 1000, 5);
      await sendChunk(app(), data, 'order.txt', 1000, 4);
      expect(await joinedParts(data)).toBe(5);
      const merged = await merge(app(), data, 'order.txt');
      expect(merged.body).toMatchObject({ code: 200, data: { fileSize: 4500 } });
      expect((await download(merged.body.data.url)).equals(data)).toBe(true);
      await nothingLeft(data);
    });

    it('goes on from the kept state on another replica (or after a restart), which merges', async () => {
      const data = textBytes(3000, 2 + salt);
      await sendChunk(app(), data, 'replica.txt', 1000, 1);
      await sendChunk(app(), data, 'replica.txt', 1000, 2);
      expect(await joinedParts(data)).toBe(2);
      await sendChunk(replica(), data, 'replica.txt', 1000, 3);
      expect(await joinedParts(data)).toBe(3);
      const merged = await merge(replica(), data, 'replica.txt');
      expect(merged.body.code).toBe(200);
      expect((await download(merged.body.data.url)).equals(data)).toBe(true);
      await nothingLeft(data);
    });

    it('a part sent again after it was joined replaces the one joined: other bytes fail the MD5 check, the same bytes merge', async () => {
      const data = textBytes(2000, 3 + salt);
      await sendChunk(app(), data, 'again.txt', 1000, 1);
      await sendChunk(app(), data, 'again.txt', 1000, 2);
      expect(await joinedParts(data)).toBe(2);
      await sendChunk(app(), data, 'again.txt', 1000, 1, textBytes(1000, 99 + salt));
      expect((await merge(app(), data, 'again.txt')).body).toMatchObject({ code: 400, msg: '文件校验失败（MD5 不一致），请重新上传' });
      await nothingLeft(data);

      // As a chunk cancelled by a pause and sent again on resume: the same bytes, another copy.
      await sendChunk(app(), data, 'again.txt', 1000, 1);
      await sendChunk(app(), data, 'again.txt', 1000, 2);
      await sendChunk(app(), data, 'again.txt', 1000, 1);
      const merged = await merge(app(), data, 'again.txt');
      expect(merged.body.code).toBe(200);
      expect((await download(merged.body.data.url)).equals(data)).toBe(true);
    });

    it('checks the content of the first bytes joined against the extension', async () => {
      const fake = Buffer.concat([pdfBytes, textBytes(1500, 4 + salt)]);
      await sendChunk(app(), fake, 'fake.png', 1000, 1);
      await sendChunk(app(), fake, 'fake.png', 1000, 2);
      expect((await merge(app(), fake, 'fake.png')).body).toMatchObject({ code: 400, msg: '文件内容与扩展名不符' });
      await nothingLeft(fake);
    });

    it('a merge with the last part missing keeps the joined run for the resume', async () => {
      const data = textBytes(2500, 5 + salt);
      await sendChunk(app(), data, 'resume.txt', 1000, 1);
      await sendChunk(app(), data, 'resume.txt', 1000, 2);
      expect((await merge(app(), data, 'resume.txt')).body).toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
      expect(await joinedParts(data)).toBe(2);
      await sendChunk(app(), data, 'resume.txt', 1000, 3);
      const merged = await merge(app(), data, 'resume.txt');
      expect((await download(merged.body.data.url)).equals(data)).toBe(true);
    });

    it('recovers from what a crash leaves: a joined file with bytes past the state or fewer than it, an unreadable state', async () => {
      const data = textBytes(3000, 6 + salt);
      await sendChunk(app(), data, 'crash.txt', 1000, 1);
      await sendChunk(app(), data, 'crash.txt', 1000, 2);
      if (storage === 'folder') {
        // Killed after writing part 3 into the joined file, before the state said so.
        appendFileSync(join(partsFolder(data), 'joined'), textBytes(700, 77));
      } else {
        await store.writeJoinState(keyOf(data), Buffer.from('{"version":1,"head":'));
      }
      await sendChunk(app(), data, 'crash.txt', 1000, 3);
      const merged = await merge(app(), data, 'crash.txt');
      expect((await download(merged.body.data.url)).equals(data)).toBe(true);

      if (storage !== 'folder') return;
      const other = textBytes(3000, 7 + salt);
      for (const number of [1, 2, 3]) await sendChunk(app(), other, 'short.txt', 1000, number);
      truncateSync(join(partsFolder(other), 'joined'), 1500);
      expect((await merge(app(), other, 'short.txt')).body.code).toBe(200);
      const gone = textBytes(3000, 8 + salt);
      for (const number of [1, 2, 3]) await sendChunk(app(), gone, 'gone.txt', 1000, number);
      writeFileSync(join(partsFolder(gone), 'joined'), '');
      const stored = await merge(app(), gone, 'gone.txt');
      expect((await download(stored.body.data.url)).equals(gone)).toBe(true);
    });
  });
});
