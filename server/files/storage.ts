/**
 * Where the bytes of files live, behind one interface: a folder (server/files/folder-storage.ts)
 * or the database (server/files/database-storage.ts), chosen by `FILE_STORAGE` (docs/files.md).
 *
 * Every write goes to a temporary place first and becomes visible under its name only once the
 * source ended without error: a write that fails or is cut off half-way leaves nothing. Names are
 * checked again here (stored names, upload keys, part numbers), so no caller's text is ever a path.
 */
import type { Readable } from 'node:stream';
import { isStoredName, isUploadKey } from './file-names';

export interface FileStorage {
  readonly kind: 'folder' | 'database';
  /** Stores the bytes under a stored name (replacing any), answering their length. */
  put(name: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes of a stored name, read as they are sent; undefined when there are none. */
  get(name: string): Promise<Readable | undefined>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;

  /** Stores chunk part `number` of an upload (replacing an earlier one), answering its length. */
  putPart(key: string, number: number, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The parts held for an upload: number → size in bytes. */
  parts(key: string): Promise<Map<number, number>>;
  getPart(key: string, number: number): Promise<Readable | undefined>;
  deleteParts(key: string): Promise<void>;
  /** Deletes the parts of uploads untouched since `before`, and temporary writes older than it; answers how many uploads went. */
  purge(before: Date): Promise<number>;
}

export function assertStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}

export function assertPart(key: string, number?: number): void {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  if (number !== undefined && (!Number.isSafeInteger(number) || number < 1)) throw new Error(`not a part number: ${number}`);
}
