/**
 * Files in the database (table `file_blob`), so every replica on one PostgreSQL serves every file:
 * rows of {@link rowBytes} under a key (`file/<name>`, `part/<upload key>/<number>`), read back one
 * row at a time as the answer is sent. A write goes under `temp/<uuid>` and is renamed to its key in
 * one short transaction once complete; a failed write's rows are deleted, and rows a crash left
 * behind are purged by age. An upload's joining state (server/files/joined-upload.ts) is the row
 * `part/<upload key>/state`; the merge renames the parts' rows to the stored file's key, in order.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { queryOne, type Database, type Queryable } from '../db/database';
import { assertPart, assertStoredName, type FileStorage, type JoinedPart } from './storage';

export const rowBytes = 1_048_576;

const fileKey = (name: string) => (assertStoredName(name), `file/${name}`);
const partPrefix = (key: string) => (assertPart(key), `part/${key}/`);
const partKey = (key: string, number: number) => (assertPart(key, number), `part/${key}/${number}`);
const stateKey = (key: string) => `${partPrefix(key)}state`;
/** The part number of a key under `prefix`, or NaN (the state row). */
const partNumberOf = (prefix: string, key: string) =>
  /^[1-9][0-9]{0,8}$/.test(key.slice(prefix.length)) ? Number(key.slice(prefix.length)) : NaN;
/**
 * A part's rows are made visible by one transaction (the rename in `write`), so they share its id
 * (`xmin`); a part sent again is another transaction's rows. With their count and size: the part's mark.
 */
const markOf = (version: string, rows: number, size: number) => `${version}:${rows}:${size}`;

/** A part changed between the check and the rename: the merge's transaction is rolled back. */
class PartChanged extends Error {}
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
    return new Map(rows.map((row) => [partNumberOf(prefix, row.key), row.size] as const).filter(([number]) => !Number.isNaN(number)));
  }

  getPart(key: string, number: number): Promise<Readable | undefined> {
    return this.read(partKey(key, number));
  }

  async deleteParts(key: string): Promise<void> {
    const prefix = partPrefix(key);
    await this.db.query('delete from file_blob where key >= $1 and key < $2', [prefix, upperOf(prefix)]);
  }

  async joinPart(key: string, number: number, _at: number, consume: (bytes: Uint8Array) => void): Promise<JoinedPart | undefined> {
    // One statement: its rows are one copy of the part, even while the part is being sent again.
    const rows = await this.db.query<{ seq: number; version: string; data: Uint8Array | string }>(
      `select seq, xmin::text as version, ${this.codec.column} from file_blob where key = $1 order by seq`,
      [partKey(key, number)],
    );
    if (!rows.length) return undefined;
    const version = rows[0]!.version;
    if (rows.some((row, index) => row.seq !== index || row.version !== version))
      throw new Error(`part ${number} of ${key} is not one copy`);
    let size = 0;
    for (const row of rows) {
      const bytes = this.codec.fromRow(row.data);
      consume(bytes);
      size += bytes.length;
    }
    return { mark: markOf(version, rows.length, size), size };
  }

  async partMarks(key: string, tx: Queryable = this.db): Promise<Map<number, string>> {
    const prefix = partPrefix(key);
    const rows = await tx.query<{ key: string; version: string; rows: number; size: number }>(
      `select key, xmin::text as version, count(*)::int as rows, sum(length(data))::float8 as size
       from file_blob where key >= $1 and key < $2 group by key, xmin::text`,
      [prefix, upperOf(prefix)],
    );
    const marks = new Map<number, string>();
    for (const row of rows) {
      const number = partNumberOf(prefix, row.key);
      if (Number.isNaN(number)) continue;
      // Two copies at once cannot be seen (a part is replaced in one transaction); if it were, it matches no mark.
      marks.set(number, marks.has(number) ? 'mixed' : markOf(row.version, row.rows, row.size));
    }
    return marks;
  }

  async readJoinState(key: string): Promise<Uint8Array | undefined> {
    const row = await queryOne<{ data: Uint8Array | string }>(
      this.db,
      `select ${this.codec.column} from file_blob where key = $1 and seq = 0`,
      [stateKey(key)],
    );
    return row && this.codec.fromRow(row.data);
  }

  async writeJoinState(key: string, state: Uint8Array): Promise<void> {
    await this.db.query(
      `insert into file_blob (key, seq, data, created_at) values ($1, $2, ${this.codec.value}, $4)
       on conflict (key, seq) do update set data = excluded.data, created_at = excluded.created_at`,
      [stateKey(key), 0, this.codec.toParam(asBuffer(state)), this.clock()],
    );
  }

  async commitJoined(key: string, name: string, parts: readonly JoinedPart[], bytes: number): Promise<boolean> {
    const target = fileKey(name);
    const prefix = partPrefix(key);
    try {
      return await this.db.transaction(async (tx) => {
        // Locked (PostgreSQL) so that no part is replaced between this check and the rename below.
        await tx.query(`select 1 from file_blob where key >= $1 and key < $2 for update`, [prefix, upperOf(prefix)]);
        const marks = await this.partMarks(key, tx);
        const keys: string[] = [];
        const bases: number[] = [];
        let rows = 0;
        let size = 0;
        for (const [index, part] of parts.entries()) {
          if (marks.get(index + 1) !== part.mark) throw new PartChanged();
          keys.push(partKey(key, index + 1));
          bases.push(rows);
          rows += Number(part.mark.split(':')[1]);
          size += part.size;
        }
        if (size !== bytes || !parts.length) throw new PartChanged();
        const [moved] = await tx.query<{ n: number }>(
          `with moved as (
             update file_blob f set key = $1, seq = f.seq + v.base
             from unnest($2::text[], $3::int[]) as v(part, base) where f.key = v.part returning 1)
           select count(*)::int as n from moved`,
          [target, keys, bases],
        );
        if (moved?.n !== rows) throw new PartChanged();
        return true;
      });
    } catch (error) {
      if (error instanceof PartChanged) return false;
      throw error;
    }
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
