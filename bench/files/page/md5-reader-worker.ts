/**
 * A reader for the `parallel` MD5 read plan (md5-variant-worker.ts): reads every `step`-th slice of the
 * File from `first` and hands each to the hashing worker (transferred, not copied), at most `ahead` of
 * them not yet hashed.
 */
interface ReadOrder {
  blob: Blob;
  first: number;
  step: number;
  readBytes: number;
  ahead: number;
}

interface ReaderScope {
  onmessage: ((event: MessageEvent<ReadOrder | 'hashed'>) => void) | null;
  postMessage(message: { index: number; bytes: ArrayBuffer } | { error: string }, transfer?: Transferable[]): void;
}

const scope = self as unknown as ReaderScope;
let hashed: () => void = () => undefined;
let unhashed = 0;

async function readAll(order: ReadOrder): Promise<void> {
  const count = Math.ceil(order.blob.size / order.readBytes);
  for (let index = order.first; index < count; index += order.step) {
    while (unhashed >= order.ahead) await new Promise<void>((resolve) => (hashed = resolve));
    const bytes = await order.blob.slice(index * order.readBytes, (index + 1) * order.readBytes).arrayBuffer();
    unhashed++;
    scope.postMessage({ index, bytes }, [bytes]);
  }
}

scope.onmessage = (event) => {
  if (event.data === 'hashed') {
    unhashed--;
    hashed();
    return;
  }
  readAll(event.data).catch((error: unknown) => scope.postMessage({ error: String(error) }));
};
