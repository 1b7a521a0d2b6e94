/**
 * The MD5 read plans `npm run bench:files` compares (the md5 part's "read plans" table): the uploader's
 * own `md5Hex` (md5-core.ts) with other read sizes and read-ahead depths, and two ways it does not use:
 * `FileReaderSync` (synchronous reads, nothing overlaps) and `Blob.stream()` (the browser's own
 * read-ahead, in pieces of its choosing). Each request hashes the File once and answers the time.
 */
import { createMD5 } from 'hash-wasm';
import { md5SliceBytes } from '../../../api/files';
import { md5Hex } from '../../../widgets/kit/uploader/md5-core';
import type { Md5Variant } from '../page-api';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ blob: Blob; variant: Md5Variant }>) => void) | null;
  postMessage(answer: { hex: string; ms: number } | { error: string }): void;
}

declare const FileReaderSync: { new (): { readAsArrayBuffer(blob: Blob): ArrayBuffer } };

const scope = self as unknown as WorkerScope;

async function syncReads(blob: Blob, readBytes: number): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  const reader = new FileReaderSync();
  for (let at = 0; at < blob.size; at += readBytes) {
    const bytes = reader.readAsArrayBuffer(blob.slice(at, at + readBytes));
    for (let offset = 0; offset < bytes.byteLength; offset += md5SliceBytes)
      hasher.update(new Uint8Array(bytes, offset, Math.min(md5SliceBytes, bytes.byteLength - offset)));
  }
  return hasher.digest('hex');
}

/** `readers` workers read alternate slices; this one hashes them in order as they come. */
async function parallelReads(blob: Blob, readBytes: number, readers: number): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  const count = Math.ceil(blob.size / readBytes);
  const workers = Array.from({ length: readers }, () => new Worker(new URL('./md5-reader-worker.ts', import.meta.url), { type: 'module' }));
  try {
    return await new Promise<string>((resolve, reject) => {
      const waiting = new Map<number, { bytes: ArrayBuffer; from: Worker }>();
      let next = 0;
      const drain = () => {
        for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
          waiting.delete(next);
          for (let offset = 0; offset < ready.bytes.byteLength; offset += md5SliceBytes)
            hasher.update(new Uint8Array(ready.bytes, offset, Math.min(md5SliceBytes, ready.bytes.byteLength - offset)));
          ready.from.postMessage('hashed');
          next++;
        }
        if (next >= count) resolve(hasher.digest('hex'));
      };
      for (const [first, worker] of workers.entries()) {
        worker.onmessage = (event: MessageEvent<{ index: number; bytes: ArrayBuffer } | { error: string }>) => {
          if ('error' in event.data) return reject(new Error(event.data.error));
          waiting.set(event.data.index, { bytes: event.data.bytes, from: worker });
          drain();
        };
        worker.postMessage({ blob, first, step: readers, readBytes, ahead: 2 });
      }
      if (count === 0) drain();
    });
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

async function streamed(blob: Blob): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hasher.update(value);
  }
  return hasher.digest('hex');
}

scope.onmessage = (event) => {
  const { blob, variant } = event.data;
  void (async () => {
    try {
      await createMD5(); // compiled before the clock starts, as the uploader's worker has it after its first file
      const started = performance.now();
      const hex =
        variant.reader === 'parallel'
          ? await parallelReads(blob, variant.readBytes, variant.ahead)
          : variant.reader === 'sync'
            ? await syncReads(blob, variant.readBytes)
            : variant.reader === 'stream'
              ? await streamed(blob)
              : await md5Hex(blob, undefined, { readBytes: variant.readBytes, ahead: variant.ahead });
      scope.postMessage({ hex, ms: performance.now() - started });
    } catch (error) {
      scope.postMessage({ error: String(error) });
    }
  })();
};
