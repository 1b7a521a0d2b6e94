/** Building multipart uploads and reading zips for the file-call tests (tests/server/files*.test.ts). */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { createContext, type AppContext } from '../../server/context';
import { startTestServer, type TestServer } from './harness';

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const htmlBytes = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

/** Text of `size` bytes, different for each seed. */
export function textBytes(size: number, seed = 1): Buffer {
  const out = Buffer.alloc(size);
  let state = seed * 2_654_435_761;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    out[index] = index % 61 === 60 ? 10 : 97 + (state % 26);
  }
  return out;
}

/** A multipart/form-data body: text fields first, then the file part (as uploaders send them). */
export function multipart(fields: Record<string, string | number>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = '----files-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postMultipart(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer },
) {
  const { payload, contentType } = multipart(fields, file);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/** The chunk fields of chunk `number` of `data` cut into `size`-byte chunks. */
export function chunkFields(data: Buffer, name: string, size: number, number: number, extension = name.split('.').pop()!) {
  const totalChunks = Math.ceil(data.length / size);
  const slice = data.subarray((number - 1) * size, Math.min(number * size, data.length));
  return {
    fields: {
      chunkNumber: number,
      chunkSize: size,
      currentChunkSize: slice.length,
      totalSize: data.length,
      identifier: md5(data),
      fileName: name,
      relativePath: name,
      totalChunks,
      extension,
      fileType: 'application/octet-stream',
    },
    slice,
  };
}

/** The entries of a zip, read from its central directory (stored or deflated). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export const fileStorages = ['folder', 'database'] as const;
export type StorageKind = (typeof fileStorages)[number];

export interface FileServers {
  server: TestServer;
  /** The temporary folder holding the data folder (`root/data`): nothing may appear beside it. */
  root: string;
  /** Two servers on the one database: one keeps files in a folder, the other in the database. */
  apps: Record<StorageKind, FastifyInstance>;
  contexts: Record<StorageKind, AppContext>;
  close(): Promise<void>;
}

/**
 * One migrated and seeded database with two servers on it (seeding is the slow part): the test
 * server with `FILE_STORAGE=folder` in a temporary data folder, and a second with `database`.
 */
export async function startFileServers(kind: 'pglite' | 'postgres', fileMaxBytes: number): Promise<FileServers> {
  const root = mkdtempSync(join(tmpdir(), 'heating-files-'));
  const server = await startTestServer(kind, { config: { dataDir: join(root, 'data'), fileStorage: 'folder', fileMaxBytes } });
  const databaseContext = createContext(server.db, { ...server.ctx.config, fileStorage: 'database' });
  const databaseApp = await buildApp(databaseContext, { logger: false });
  await databaseApp.ready();
  return {
    server,
    root,
    apps: { folder: server.app, database: databaseApp },
    contexts: { folder: server.ctx, database: databaseContext },
    async close() {
      await databaseApp.close();
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
