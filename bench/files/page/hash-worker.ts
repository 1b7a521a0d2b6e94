/**
 * Reference for the MD5 figures: hash-wasm's MD5 (the library md5-core.ts uses) over the pattern block
 * fed from memory, with no Blob to read, in a worker as the uploader's is. The MD5 worker's rate against
 * this one says how much of its time goes to reading the file's slices.
 */
import { createMD5 } from 'hash-wasm';
import { patternBlock } from '../pattern';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ seed: number; mib: number }>) => void) | null;
  postMessage(answer: { hex: string; ms: number } | { error: string }): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { seed, mib } = event.data;
  void (async () => {
    try {
      const block = patternBlock(seed);
      const hasher = await createMD5();
      hasher.init();
      const started = performance.now();
      for (let n = 0; n < mib; n++) hasher.update(block);
      const hex = hasher.digest('hex');
      scope.postMessage({ hex, ms: performance.now() - started });
    } catch (error) {
      scope.postMessage({ error: String(error) });
    }
  })();
};
