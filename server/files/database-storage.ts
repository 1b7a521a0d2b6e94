/**
 * Files in the database (table `file_blob`), so every replica on one PostgreSQL serves every file:
 * rows of {@link rowBytes} under a key (`file/<name>`, `part/<upload key>/<number>`), read back one
 * row at a time as the answer is sent. A write goes under `temp/<uuid>` and is renamed to its key in
 * one short transaction once complete; a failed write's rows are deleted, and rows a crash left
 * behind are purged by age.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { queryOne, type Database } from '../db/database';
import { assertPart, assertStoredName, type FileStorage } from './storage';

export const rowBytes = 1_048_576;

const fileKey = (name: string) => (assertStoredName(name), `file/${name}`);
const partPrefix = (key: string) => (assertPart(key), `part/${key}/`);
const partKey = (key: string, number: number) => (assertPart(key, number), `part/${key}/${number}`);
/** `key >= prefix and key < upper`: every key under a prefix ending in '/' ('0' follows '/' in the C collation). */
const upperOf = (prefix: string) => `${prefix.slice(0, -1)}0`;

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * How bytes cross to the database. PGlite turns a bytea parameter or value into hex text in
 * JavaScript (about 0.8 s per MiB written, 0.5 s read); as base64 text, which both sides convert
 * natively, a MiB takes about 80 ms to write and 45 ms to read. The PostgreSQL driver sends and
 * reads bytes as they are.
 */
interface Codec {
  value: string;
  column: string;
  toParam: (data: Buffer) => Buffer | string;
  fromRow: (data: Uint8Array | string) => Buffer;
}
const base64Codec: Codec = {
  value: "decode($3, 'base64')",
  column: "encode(data, 'base64') as data",
  toParam: (data) => data.toString('base64'),
  fromRow: (data) => Buffer.from(data as string, 'base64'),
};
const binaryCodec: Codec = {
  value: '$3',
  column: 'data',
  toParam: (data) => data,
  fromRow: (data) => asBuffer(data as Uint8Array),
};

export class DatabaseStorage implements FileStorage {
  readonly kind = 'database';
  private readonly codec: Codec;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {
    this.codec = db.kind === 'pglite' ? base64Codec : binaryCodec;
  }

  private async write(target: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const temporary = `temp/${randomUUID()}`;
    const now = this.clock();
    let size = 0;
    let seq = 0;
    const { codec } = this;
    const insert = (data: Buffer) =>
      this.db.query(`insert into file_blob (key, seq, data, created_at) values ($1, $2, ${codec.value}, $4)`, [
        temporary,
        seq++,
        codec.toParam(data),
        now,
      ]);
    try {
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      for await (const chunk of source) {
        size += chunk.length;
        pending.push(asBuffer(chunk));
        pendingBytes += chunk.length;
        while (pendingBytes >= rowBytes) {
          const joined = Buffer.concat(pending);
          await insert(joined.subarray(0, rowBytes));
          pending = [joined.subarray(rowBytes)];
          pendingBytes -= rowBytes;
        }
      }
      if (pendingBytes > 0 || seq === 0) await insert(Buffer.concat(pending));
      await this.db.transaction(async (tx) => {
        await tx.query('delete from file_blob where key = $1', [target]);
        await tx.query('update file_blob set key = $2 where key = $1', [temporary, target]);
      });
      return size;
    } catch (error) {
      await this.db.query('delete from file_blob where key = $1', [temporary]).catch(() => undefined);
      throw error;
    }
  }

  private async read(key: string): Promise<Readable | undefined> {
    const { codec } = this;
    const row = async (seq: number) => {
      const found = await queryOne<{ data: Uint8Array | string }>(
        this.db,
        `select ${codec.column} from file_blob where key = $1 and seq = $2`,
        [key, seq],
      );
      return found && codec.fromRow(found.data);
    };
    const first = await row(0);
    if (!first) return undefined;
    return Readable.from(
      (async function* () {
        yield first;
        for (let seq = 1; ; seq += 1) {
          const next = await row(seq);
          if (!next) return;
          yield next;
        }
      })(),
      { objectMode: false },
    );
  }

  put(name: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    return this.write(fileKey(name), source);
  }

  get(name: string): Promise<Readable | undefined> {
    return this.read(fileKey(name));
  }

  async exists(name: string): Promise<boolean> {
    return Boolean(await queryOne(this.db, 'select 1 from file_blob where key = $1 and seq = 0', [fileKey(name)]));
  }

  async delete(name: string): Promise<void> {
    await this.db.query('delete from file_blob where key = $1', [fileKey(name)]);
  }

  putPart(key: string, number: number, source: AsyncIterable<Uint8Array>): Promise<number> {
    return this.write(partKey(key, number), source);
  }

  async parts(key: string): Promise<Map<number, number>> {
    const prefix = partPrefix(key);
    const rows = await this.db.query<{ key: string; size: number }>(
      `select key, sum(length(data))::float8 as size from file_blob where key >= $1 and key < $2 group by key`,
      [prefix, upperOf(prefix)],
    );
    return new Map(rows.map((row) => [Number(row.key.slice(prefix.length)), row.size]));
  }

  getPart(key: string, number: number): Promise<Readable | undefined> {
    return this.read(partKey(key, number));
  }

  async deleteParts(key: string): Promise<void> {
    const prefix = partPrefix(key);
    await this.db.query('delete from file_blob where key >= $1 and key < $2', [prefix, upperOf(prefix)]);
  }

  async purge(before: Date): Promise<number> {
    await this.db.query(`delete from file_blob where key >= 'temp/' and key < 'temp0' and created_at < $1`, [before]);
    const stale = await this.db.query<{ upload: string }>(
      `select split_part(key, '/', 2) as upload from file_blob where key >= 'part/' and key < 'part0'
       group by 1 having max(created_at) < $1`,
      [before],
    );
    for (const { upload } of stale) await this.deleteParts(upload);
    return stale.length;
  }
}
