/**
 * The whole file's MD5 (widgets/kit/uploader/md5.ts): hash-wasm over 10,240,000-byte slices gives the
 * MD5 of the whole file, with reads running ahead of the hashing as the plan says; where there is no
 * Worker (jsdom) it runs on the main thread; a file that cannot be read rejects with FileReadError.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { md5SliceBytes } from '../../api/files';
import { md5Hex } from '../../widgets/kit/uploader/md5-core';
import { FileReadError, fileMd5 } from '../../widgets/kit/uploader/md5';

const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

describe('file MD5', () => {
  it('hashes empty and small files on the main thread when there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await fileMd5(new Blob([]))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(await fileMd5(new File(['abc'], 'a.txt'))).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('reads a file larger than one slice slice by slice and gets the MD5 of the whole', async () => {
    const bytes = new Uint8Array(md5SliceBytes * 2 + 17);
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = at % 251;
    const seen: number[] = [];
    expect(await md5Hex(new Blob([bytes]), (done) => seen.push(done))).toBe(nodeMd5(bytes));
    expect(seen).toEqual([md5SliceBytes, md5SliceBytes * 2, md5SliceBytes * 2 + 17]);
  });

  it('reads ahead while it hashes, at most `ahead` reads beyond the one hashed, larger reads fed in slices', async () => {
    const bytes = new Uint8Array(md5SliceBytes * 5 + 3);
    for (let at = 0; at < bytes.length; at += 1000) bytes[at] = (at / 1000) % 251;
    const blob = new Blob([bytes]);
    let open = 0;
    let most = 0;
    const sizes: number[] = [];
    const counted = {
      size: blob.size,
      slice: (start: number, end: number) => {
        const part = blob.slice(start, end);
        return {
          arrayBuffer: async () => {
            open++;
            most = Math.max(most, open);
            sizes.push(part.size);
            await new Promise((resolve) => setTimeout(resolve, 1));
            open--;
            return part.arrayBuffer();
          },
        };
      },
    } as unknown as Blob;
    const seen: number[] = [];
    expect(await md5Hex(counted, (done) => seen.push(done), { readBytes: md5SliceBytes * 2, ahead: 1 })).toBe(nodeMd5(bytes));
    expect(sizes).toEqual([md5SliceBytes * 2, md5SliceBytes * 2, md5SliceBytes + 3]);
    expect(most).toBe(2);
    expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => n * md5SliceBytes).concat(bytes.length));

    most = 0;
    sizes.length = 0;
    expect(await md5Hex(counted, undefined, { readBytes: md5SliceBytes, ahead: 0 })).toBe(nodeMd5(bytes));
    expect(most).toBe(1);
    expect(sizes).toHaveLength(6);
  });

  it('a read ahead that fails rejects with FileReadError once its turn comes', async () => {
    const bytes = new Uint8Array(md5SliceBytes * 3);
    const blob = new Blob([bytes]);
    const failing = {
      size: blob.size,
      slice: (start: number, end: number) =>
        start === md5SliceBytes
          ? { arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }
          : blob.slice(start, end),
    } as unknown as Blob;
    await expect(md5Hex(failing, undefined, { readBytes: md5SliceBytes, ahead: 2 })).rejects.toBeInstanceOf(FileReadError);
  });

  it('asks the worker where there is one; a worker that fails hands its files to the main thread', async () => {
    const started: { url: string; options: unknown }[] = [];
    const posted: { id: number; blob: Blob }[] = [];
    class FakeWorker {
      onmessage: ((event: MessageEvent) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      constructor(url: URL, options: unknown) {
        started.push({ url: String(url), options });
        workers.push(this);
      }
      postMessage(message: { id: number; blob: Blob }) {
        posted.push(message);
      }
      terminate = vi.fn();
    }
    const workers: FakeWorker[] = [];
    vi.stubGlobal('Worker', FakeWorker);
    try {
      const first = fileMd5(new File(['abc'], 'a.txt'));
      expect(started).toHaveLength(1);
      expect(started[0]!.url).toContain('md5-worker');
      expect(started[0]!.options).toEqual({ type: 'module' });
      workers[0]!.onmessage?.({ data: { id: posted[0]!.id, hex: 'from-worker' } } as MessageEvent);
      expect(await first).toBe('from-worker');

      const unreadable = fileMd5(new File(['x'], 'x.txt'));
      workers[0]!.onmessage?.({ data: { id: posted[1]!.id, error: 'read', message: 'gone' } } as MessageEvent);
      await expect(unreadable).rejects.toBeInstanceOf(FileReadError);

      const held = fileMd5(new File(['abc'], 'b.txt'));
      workers[0]!.onerror?.(new Event('error'));
      expect(await held).toBe('900150983cd24fb0d6963f7d28e17f72');
      expect(workers[0]!.terminate).toHaveBeenCalled();
      // From then on the main thread hashes, without another worker.
      expect(await fileMd5(new File(['abc'], 'c.txt'))).toBe('900150983cd24fb0d6963f7d28e17f72');
      expect(started).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects with FileReadError when a slice cannot be read', async () => {
    const unreadable = new Blob(['x']);
    unreadable.slice = () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) as unknown as Blob;
    await expect(fileMd5(unreadable)).rejects.toBeInstanceOf(FileReadError);
  });
});
