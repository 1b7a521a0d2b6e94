/**
 * Files in a folder (`DATA_DIR/files`): `stored/<yyyyMMdd>/<name>`, `parts/<upload key>/<number>`,
 * and `temp/` for writes in progress, renamed into place once complete (same file system, so the
 * rename is atomic and replaces an earlier part). An upload's folder also holds `joined` (its parts
 * 1..k one after another, written as they arrive) and `state` (server/files/joined-upload.ts); the
 * merge renames `joined` into `stored/`.
 */
import { randomUUID } from 'node:crypto';
import { constants, type BigIntStats } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertPart, assertStoredName, JoinedFileMismatch, type FileStorage, type JoinedPart } from './storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
/** A part sent again is a new file (renamed over the first): another inode or modification time. */
const markOf = (info: BigIntStats) => `${info.ino}:${info.size}:${info.mtimeNs}`;
const readBytes = 1_048_576;

export class FolderStorage implements FileStorage {
  readonly kind = 'folder';
  private readonly stored: string;
  private readonly partsDir: string;
  private readonly temp: string;

  constructor(root: string) {
    this.stored = join(root, 'stored');
    this.partsDir = join(root, 'parts');
    this.temp = join(root, 'temp');
  }

  private pathOf(name: string): string {
    assertStoredName(name);
    return join(this.stored, name.slice(0, 8), name);
  }

  private partPath(key: string, number?: number): string {
    assertPart(key, number);
    return number === undefined ? join(this.partsDir, key) : join(this.partsDir, key, String(number));
  }

  /** Writes into `temp/`, then renames into `target`; a failed write is removed. */
  private async write(target: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    await mkdir(this.temp, { recursive: true });
    const temporary = join(this.temp, `${randomUUID()}.tmp`);
    // Opened before the pipeline (not by the stream in the background), so the file exists when a
    // failed write removes it: a stream destroyed while opening would create it after the unlink.
    const handle = await open(temporary, 'wx');
    let size = 0;
    try {
      await pipeline(
        async function* () {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        },
        handle.createWriteStream(),
      );
      await mkdir(join(target, '..'), { recursive: true });
      await rename(temporary, target);
      return size;
    } catch (error) {
      await handle.close().catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  private async read(path: string): Promise<Readable | undefined> {
    try {
      const handle = await open(path, 'r');
      // 1 MiB reads (not 64 KiB): a merge or a download passes each read through the checks once.
      return handle.createReadStream({ highWaterMark: 1_048_576 });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  put(name: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    return this.write(this.pathOf(name), source);
  }

  get(name: string): Promise<Readable | undefined> {
    return this.read(this.pathOf(name));
  }

  async exists(name: string): Promise<boolean> {
    return stat(this.pathOf(name)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  putPart(key: string, number: number, source: AsyncIterable<Uint8Array>): Promise<number> {
    return this.write(this.partPath(key, number), source);
  }

  async parts(key: string, known?: ReadonlyMap<number, number>): Promise<Map<number, number>> {
    const folder = this.partPath(key);
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const sizes = new Map<number, number>();
    for (const name of names) {
      if (!/^[1-9][0-9]{0,8}$/.test(name)) continue;
      const size = known?.get(Number(name));
      if (size !== undefined) {
        sizes.set(Number(name), size);
        continue;
      }
      const info = await stat(join(folder, name)).catch(() => undefined);
      if (info?.isFile()) sizes.set(Number(name), info.size);
    }
    return sizes;
  }

  getPart(key: string, number: number): Promise<Readable | undefined> {
    return this.read(this.partPath(key, number));
  }

  async deleteParts(key: string): Promise<void> {
    await rm(this.partPath(key), { recursive: true, force: true });
  }

  private joinedPath(key: string): string {
    return join(this.partPath(key), 'joined');
  }

  async joinPart(key: string, number: number, at: number, consume: (bytes: Uint8Array) => void): Promise<JoinedPart | undefined> {
    let part;
    try {
      part = await open(this.partPath(key, number), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const info = await part.stat({ bigint: true });
      const joined = await open(this.joinedPath(key), constants.O_RDWR | constants.O_CREAT);
      try {
        const joinedBytes = (await joined.stat()).size;
        if (joinedBytes < at) throw new JoinedFileMismatch(`joined file of ${key} is shorter than ${at} bytes`);
        // Bytes of a part half-joined when the server was killed.
        if (joinedBytes > at) await joined.truncate(at);
        const buffer = Buffer.allocUnsafe(readBytes);
        let position = at;
        for (;;) {
          const { bytesRead } = await part.read(buffer, 0, readBytes, null);
          if (bytesRead === 0) break;
          const bytes = buffer.subarray(0, bytesRead);
          consume(bytes);
          await joined.write(bytes, 0, bytesRead, position);
          position += bytesRead;
        }
        return { mark: markOf(info), size: position - at };
      } finally {
        await joined.close();
      }
    } finally {
      await part.close();
    }
  }

  async partMarks(key: string): Promise<Map<number, string>> {
    const folder = this.partPath(key);
    const marks = new Map<number, string>();
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (!/^[1-9][0-9]{0,8}$/.test(name)) continue;
      const info = await stat(join(folder, name), { bigint: true }).catch(() => undefined);
      if (info?.isFile()) marks.set(Number(name), markOf(info));
    }
    return marks;
  }

  async readJoinState(key: string): Promise<Uint8Array | undefined> {
    const stream = await this.read(join(this.partPath(key), 'state'));
    if (!stream) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async writeJoinState(key: string, state: Uint8Array): Promise<void> {
    await this.write(
      join(this.partPath(key), 'state'),
      (async function* () {
        yield state;
      })(),
    );
  }

  async commitJoined(key: string, name: string, _parts: readonly JoinedPart[], bytes: number): Promise<boolean> {
    // The joined file holds its own copy of every part joined: parts sent again since do not matter here.
    const joined = this.joinedPath(key);
    const info = await stat(joined).catch(() => undefined);
    if (!info || info.size < bytes) return false;
    if (info.size > bytes) {
      const handle = await open(joined, 'r+');
      await handle.truncate(bytes).finally(() => handle.close());
    }
    const target = this.pathOf(name);
    await mkdir(join(target, '..'), { recursive: true });
    await rename(joined, target);
    return true;
  }

  async purge(before: Date): Promise<number> {
    let purged = 0;
    const cutoff = before.getTime();
    for (const key of await readdir(this.partsDir).catch(() => [] as string[])) {
      const folder = join(this.partsDir, key);
      const files = await readdir(folder).catch(() => [] as string[]);
      const times = await Promise.all(
        [folder, ...files.map((name) => join(folder, name))].map((path) =>
          stat(path).then(
            (info) => info.mtimeMs,
            () => 0,
          ),
        ),
      );
      if (Math.max(...times) < cutoff) {
        await rm(folder, { recursive: true, force: true });
        purged += 1;
      }
    }
    for (const name of await readdir(this.temp).catch(() => [] as string[])) {
      const path = join(this.temp, name);
      const info = await stat(path).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
    }
    return purged;
  }
}
