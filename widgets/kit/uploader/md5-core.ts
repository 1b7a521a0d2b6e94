/**
 * The MD5 of a whole file (the chunk `identifier`, spec 002 section 9.1): hash-wasm's incremental MD5
 * fed slices of `md5SliceBytes` bytes, so a large file is never read at once. Runs in the MD5 worker
 * (md5-worker.ts), or on the main thread where there is no Worker (md5.ts).
 *
 * Reading a File's bytes is slower than hashing them (bench/results/files.md), so the reads run ahead:
 * while one read is hashed, the next ones are already on their way. `Md5ReadPlan` says how large each
 * read is and how many run ahead.
 */
import { createMD5 } from 'hash-wasm';
import { md5SliceBytes } from '../../../api/files';
import { FileReadError } from './read-error';

export interface Md5ReadPlan {
  /** Bytes per read, a multiple of `md5SliceBytes` (the hasher is still fed slice by slice). */
  readBytes: number;
  /** Reads started ahead of the one being hashed (0: one read at a time, as before). */
  ahead: number;
}

/**
 * Two reads ahead of the one hashed (30 MB in flight). Reading a File is what takes the time
 * (bench/results/files.md, "Read plans"): larger reads, more of them at once, reads in other workers,
 * FileReaderSync and Blob.stream() all read within about 30% of each other, and which is fastest changes
 * from run to run.
 */
export const defaultReadPlan: Md5ReadPlan = { readBytes: md5SliceBytes, ahead: 2 };

function readSlice(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Lower-case hex MD5 of `blob`; `onSlice(bytesDone)` after each slice of `md5SliceBytes`. Rejects with
 * FileReadError when a slice cannot be read.
 */
export async function md5Hex(blob: Blob, onSlice?: (bytesDone: number) => void, plan: Md5ReadPlan = defaultReadPlan): Promise<string> {
  const readBytes = Math.max(1, Math.round(plan.readBytes / md5SliceBytes)) * md5SliceBytes;
  const reads: Promise<ArrayBuffer>[] = [];
  let nextRead = 0;
  const startReads = () => {
    while (reads.length <= plan.ahead && nextRead < blob.size) {
      const read = readSlice(blob.slice(nextRead, nextRead + readBytes));
      // Awaited in turn below; a read that fails while an earlier one is hashed is not unhandled meanwhile.
      read.catch(() => undefined);
      reads.push(read);
      nextRead += readBytes;
    }
  };
  const hasher = await createMD5();
  hasher.init();
  startReads();
  for (let at = 0; reads.length > 0;) {
    let bytes: ArrayBuffer;
    try {
      bytes = await reads.shift()!;
    } catch (cause) {
      throw new FileReadError('read failed', { cause });
    }
    startReads();
    for (let offset = 0; offset < bytes.byteLength; offset += md5SliceBytes) {
      const slice = new Uint8Array(bytes, offset, Math.min(md5SliceBytes, bytes.byteLength - offset));
      hasher.update(slice);
      onSlice?.(at + offset + slice.length);
    }
    at += bytes.byteLength;
  }
  return hasher.digest('hex');
}
