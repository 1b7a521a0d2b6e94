/**
 * The whole file's MD5 for the chunked uploader: in a Web Worker (md5-worker.ts, one for the page,
 * started at the first file), or on the main thread where there is no Worker (jsdom in tests) or the
 * worker cannot start. Both use hash-wasm over `md5SliceBytes` slices (md5-core.ts), loaded when the
 * first file is hashed.
 */
import type { Md5Answer } from './md5-worker';
import { FileReadError } from './read-error';

export { FileReadError };

interface Pending {
  blob: Blob;
  resolve: (hex: string) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
/** The worker failed to start or died: hash on the main thread from then on. */
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

async function onMainThread(blob: Blob): Promise<string> {
  const { md5Hex } = await import('./md5-core');
  return md5Hex(blob);
}

function startWorker(): Worker | null {
  if (worker || workerBroken) return worker;
  try {
    worker = new Worker(new URL('./md5-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<Md5Answer>) => {
    const answer = event.data;
    const request = pending.get(answer.id);
    if (!request) return;
    pending.delete(answer.id);
    if ('hex' in answer) request.resolve(answer.hex);
    else request.reject(answer.error === 'read' ? new FileReadError(answer.message) : new Error(answer.message));
  };
  worker.onerror = (event) => {
    // The worker itself failed (its script did not load): what it held is hashed here instead.
    event.preventDefault();
    workerBroken = true;
    worker?.terminate();
    worker = null;
    const held = [...pending.values()];
    pending.clear();
    for (const request of held) onMainThread(request.blob).then(request.resolve, request.reject);
  };
  return worker;
}

/** Lower-case hex MD5 of the whole file; rejects with FileReadError when the file cannot be read. */
export function fileMd5(blob: Blob): Promise<string> {
  const hasWorker = typeof Worker !== 'undefined' && startWorker();
  if (!hasWorker) return onMainThread(blob);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { blob, resolve, reject });
    worker!.postMessage({ id, blob });
  });
}
