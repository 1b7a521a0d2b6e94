/**
 * The MD5 worker (md5.ts starts it with Vite's worker syntax): one request `{id, blob}` at a time
 * answers `{id, hex}` or `{id, error: 'read' | 'failed', message}`. hash-wasm loads inside the worker
 * only, so the page's chunks never carry it.
 */
import { md5Hex } from './md5-core';
import { FileReadError } from './read-error';

export interface Md5Request {
  id: number;
  blob: Blob;
}

export type Md5Answer = { id: number; hex: string } | { id: number; error: 'read' | 'failed'; message: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<Md5Request>) => void) | null;
  postMessage(answer: Md5Answer): void;
}

const scope = self as unknown as WorkerScope;

// Requests are hashed one after another: each reads its file slice by slice.
let queue: Promise<void> = Promise.resolve();

scope.onmessage = (event) => {
  const { id, blob } = event.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage({ id, hex: await md5Hex(blob) });
    } catch (error) {
      scope.postMessage({ id, error: error instanceof FileReadError ? 'read' : 'failed', message: String((error as Error)?.message ?? error) });
    }
  });
};
