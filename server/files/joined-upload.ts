/**
 * Joining an upload's parts while they arrive, so that the merge need not read the whole file again
 * (docs/files.md, "Chunked uploads"). The run of parts 1..k is hashed in order with hash-wasm's MD5,
 * whose state is saved after each part (`save()`) and kept in the storage beside the parts, so every
 * replica and a restarted server go on from it; the folder storage also writes the bytes into the
 * upload's joined file, so that the merge is a rename. The first bytes are kept for the merge's
 * content check.
 *
 * Each part joined is recorded with its mark (which copy of it was read): a part sent again after it was
 * joined (a cancelled chunk sent again, or other bytes) is noticed by the merge, which joins again from
 * just before it.
 */
import { createMD5, type IHasher } from 'hash-wasm';
import type { Database } from '../db/database';
import { sniffBytes } from './content-check';
import { JoinedFileMismatch, type FileStorage, type JoinedPart } from './storage';
import { withUploadLock } from './upload-lock';

export interface JoinedEntry extends JoinedPart {
  /** hash-wasm's MD5 state after this part. */
  md5: Uint8Array;
}

export interface JoinState {
  /** Parts 1..k in order. */
  parts: JoinedEntry[];
  bytes: number;
  /** The first bytes of the file (at most `sniffBytes`), for the content check. */
  head: Uint8Array;
}

const emptyState = (): JoinState => ({ parts: [], bytes: 0, head: new Uint8Array(0) });

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

export function encodeJoinState(state: JoinState): Uint8Array {
  const parts = state.parts.map((part) => ({ mark: part.mark, size: part.size, md5: base64(part.md5) }));
  return Buffer.from(JSON.stringify({ version: 1, head: base64(state.head), parts }));
}

/** The kept state; an empty one when there is none or it cannot be read (the parts are joined again). */
export function decodeJoinState(bytes: Uint8Array | undefined): JoinState {
  if (!bytes) return emptyState();
  try {
    const kept = JSON.parse(Buffer.from(bytes).toString('utf8')) as {
      version: number;
      head: string;
      parts: { mark: string; size: number; md5: string }[];
    };
    if (kept.version !== 1 || !Array.isArray(kept.parts)) return emptyState();
    const parts = kept.parts.map((part) => {
      if (typeof part.mark !== 'string' || !Number.isSafeInteger(part.size) || part.size < 0 || typeof part.md5 !== 'string')
        throw new Error('bad part');
      return { mark: part.mark, size: part.size, md5: new Uint8Array(Buffer.from(part.md5, 'base64')) };
    });
    const bytesJoined = parts.reduce((sum, part) => sum + part.size, 0);
    const head = new Uint8Array(Buffer.from(kept.head, 'base64'));
    return { parts, bytes: bytesJoined, head: head.subarray(0, Math.min(head.length, bytesJoined, sniffBytes)) };
  } catch {
    return emptyState();
  }
}

/** The state of the first `count` parts only. */
function keepParts(state: JoinState, count: number): JoinState {
  const parts = state.parts.slice(0, count);
  const bytes = parts.reduce((sum, part) => sum + part.size, 0);
  return { parts, bytes, head: state.head.subarray(0, Math.min(state.head.length, bytes)) };
}

async function hasherAt(state: JoinState): Promise<IHasher> {
  const hasher = await createMD5();
  const last = state.parts.at(-1);
  if (last) hasher.load(last.md5);
  else hasher.init();
  return hasher;
}

/** Lower-case hex MD5 of the parts joined. */
export async function joinedMd5(state: JoinState): Promise<string> {
  return (await hasherAt(state)).digest('hex');
}

/** Joins the parts that follow the state's, as far as they go, keeping the state after each. */
async function joinFollowing(storage: FileStorage, key: string, start: JoinState): Promise<JoinState> {
  let state = start;
  for (;;) {
    const hasher = await hasherAt(state);
    let head = state.head;
    let part: JoinedPart | undefined;
    try {
      part = await storage.joinPart(key, state.parts.length + 1, state.bytes, (bytes) => {
        hasher.update(bytes);
        if (head.length < sniffBytes) head = Buffer.concat([head, bytes.subarray(0, sniffBytes - head.length)]);
      });
    } catch (error) {
      if (!(error instanceof JoinedFileMismatch) || state.parts.length === 0) throw error;
      // The joined file lost bytes: joined again from the first part.
      state = emptyState();
      continue;
    }
    if (!part) return state;
    state = { parts: [...state.parts, { ...part, md5: hasher.save() }], bytes: state.bytes + part.size, head };
    await storage.writeJoinState(key, encodeJoinState(state));
  }
}

/**
 * After a chunk is stored: joins what now follows the joined run. Gives up at once when this upload is
 * being joined already (the merge joins whatever is left).
 */
export async function joinArrivedParts(deps: { db: Database; storage: FileStorage }, key: string): Promise<void> {
  await withUploadLock(deps, key, 'try', async () => {
    await joinFollowing(deps.storage, key, decodeJoinState(await deps.storage.readJoinState(key)));
  });
}

/**
 * For the merge, under the upload's lock: the joined run checked against the parts held (from a part
 * sent again since it was joined, or gone, it is joined again), then joined as far as the parts go.
 * `again` joins every part again from the first (the joined bytes could not be committed).
 */
export async function joinAllParts(storage: FileStorage, key: string, again = false): Promise<JoinState> {
  const state = again ? emptyState() : decodeJoinState(await storage.readJoinState(key));
  const marks = await storage.partMarks(key);
  const changed = state.parts.findIndex((part, index) => marks.get(index + 1) !== part.mark);
  return joinFollowing(storage, key, changed >= 0 ? keepParts(state, changed) : state);
}
