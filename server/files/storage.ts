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
  /**
   * The parts held for an upload: number → size in bytes. `known` sizes (the parts joined) are taken as
   * they are for the parts there, sparing the folder storage a `stat` of each part at each chunk.
   */
  parts(key: string, known?: ReadonlyMap<number, number>): Promise<Map<number, number>>;
  getPart(key: string, number: number): Promise<Readable | undefined>;
  deleteParts(key: string): Promise<void>;

  /**
   * Joining an upload's parts while they arrive (server/files/joined-upload.ts): part `number` is read
   * once, its bytes passed to `consume` in order; the folder storage also writes them into the upload's
   * joined file at byte `at` (cutting off whatever lay there or after it), the database storage leaves
   * them where they are. Answers the part's mark (what tells this copy of the part from one sent again)
   * and size, or undefined when the part is not there. Throws {@link JoinedFileMismatch} when the joined
   * file is shorter than `at`.
   */
  joinPart(key: string, number: number, at: number, consume: (bytes: Uint8Array) => void): Promise<JoinedPart | undefined>;
  /** The mark of every part held (number → mark), as `joinPart` answers it. */
  partMarks(key: string): Promise<Map<number, string>>;
  /** The joining state of an upload (opaque bytes), kept beside its parts and deleted with them. */
  readJoinState(key: string): Promise<Uint8Array | undefined>;
  /** Replaces the joining state at once (a reader sees the old or the new one, never part of one). */
  writeJoinState(key: string, state: Uint8Array): Promise<void>;
  /**
   * Makes the joined parts (in order, `bytes` in all) the stored file `name`, at once: the folder
   * storage renames the joined file, the database storage renames the parts' rows. Answers false, having
   * changed nothing, when a part is no longer the copy that was joined or the joined file is short.
   */
  commitJoined(key: string, name: string, parts: readonly JoinedPart[], bytes: number): Promise<boolean>;
  /** Deletes the parts of uploads untouched since `before`, and temporary writes older than it; answers how many uploads went. */
  purge(before: Date): Promise<number>;
}

/** A part as it was joined: which copy of it (`mark`) and its size. */
export interface JoinedPart {
  mark: string;
  size: number;
}

/** The folder storage's joined file lost bytes it should hold: the upload is joined again from its parts. */
export class JoinedFileMismatch extends Error {
  override readonly name = 'JoinedFileMismatch';
}

export function assertStoredName(name: string): void {
  if (!isStoredName(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}

export function assertPart(key: string, number?: number): void {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  if (number !== undefined && (!Number.isSafeInteger(number) || number < 1)) throw new Error(`not a part number: ${number}`);
}
