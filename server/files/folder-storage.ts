/**
 * Files in a folder (`DATA_DIR/files`): `stored/<yyyyMMdd>/<name>`, `parts/<upload key>/<number>`,
 * and `temp/` for writes in progress, renamed into place once complete (same file system, so the
 * rename is atomic and replaces an earlier part).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertPart, assertStoredName, type FileStorage } from './storage';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

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

  async parts(key: string): Promise<Map<number, number>> {
    const folder = this.partPath(key);
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const sizes = new Map<number, number>();
    for (const name of names) {
      if (!/^[1-9][0-9]{0,8}$/.test(name)) continue;
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
