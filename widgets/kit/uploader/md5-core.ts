/**
 * The MD5 of a whole file (the chunk `identifier`, spec 002 section 9.1): hash-wasm's incremental MD5
 * fed slices of `md5SliceBytes` bytes, so a large file is never read at once. Runs in the MD5 worker
 * (md5-worker.ts), or on the main thread where there is no Worker (md5.ts).
 */
import { createMD5 } from 'hash-wasm';
import { md5SliceBytes } from '../../../api/files';
import { FileReadError } from './read-error';

function readSlice(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Lower-case hex MD5 of `blob`; `onSlice(bytesDone)` after each slice. Rejects with FileReadError when a slice cannot be read. */
export async function md5Hex(blob: Blob, onSlice?: (bytesDone: number) => void): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  for (let at = 0; at < blob.size; at += md5SliceBytes) {
    let bytes: ArrayBuffer;
    try {
      bytes = await readSlice(blob.slice(at, at + md5SliceBytes));
    } catch (cause) {
      throw new FileReadError('read failed', { cause });
    }
    hasher.update(new Uint8Array(bytes));
    onSlice?.(Math.min(blob.size, at + md5SliceBytes));
  }
  return hasher.digest('hex');
}
