/**
 * The chunked uploader (widgets/kit/uploader/uploader.ts; spec 002 sections 4.7, 8 and 9.1): every status
 * and action, chunk skipping, chunks three at a time, retries, the merge delays and the messages, on a
 * fake transport (which honours the cancel signal as the HTTP client does) and fake timers, with the MD5
 * injected.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkSize, type ChunkAnswer, type ChunkQuery, type MergeForm, type UploaderAnswer } from '../../api/files';
import { ApiError, NETWORK_ERROR_CODE, type Notice } from '../../api/http-client';
import { ChunkUploader, type ChunkUploaderOptions, type TaskView } from '../../widgets/kit/uploader/uploader';

type Call =
  { call: 'chunkTest'; query: ChunkQuery } | { call: 'uploadChunk'; query: ChunkQuery; chunk: Blob } | { call: 'merge'; form: MergeForm };
type Answer = ChunkAnswer | UploaderAnswer | Error | Promise<unknown>;

const stored: UploaderAnswer = {
  name: '20260101_abc.pdf',
  url: '/api/file/Image/annex/20260101_abc.pdf',
  fileSize: 0,
  fileExtension: 'pdf',
  thumbUrl: '',
  fileVersionId: 'v1',
};
const lost = () => new ApiError('请求出错，请重试', NETWORK_ERROR_CODE, '/api/file/chunk', null, false);
const refused = (msg: string) => new ApiError(msg, 400, '/api/file/chunk', { code: 400, msg, data: null }, false);
const cancelled = () =>
  new ApiError('请求出错，请重试', NETWORK_ERROR_CODE, '/api/file/chunk', null, false, { cause: { reason: 'aborted' } });

/** Rejects as the HTTP client does once `signal` cancels the call. */
const whenCancelled = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(cancelled());
    signal.addEventListener('abort', () => reject(cancelled()));
  });

function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * A transport answering from `respond`, else as the server: the chunks held per MD5 (`seed` first),
 * every chunk taken, the merge stores. The MD5 is the file's name.
 */
function setup(
  respond: (call: Call, calls: Call[]) => Answer | undefined = () => undefined,
  extra: Partial<ChunkUploaderOptions> = {},
  seed: Record<string, number[]> = {},
) {
  const calls: Call[] = [];
  const notices: Notice[] = [];
  const logs: string[] = [];
  const held = new Map(Object.entries(seed).map(([id, numbers]) => [id, new Set(numbers)]));
  const heldOf = (id: string) => held.get(id) ?? held.set(id, new Set()).get(id)!;
  let cancelledCalls = 0;
  const answer = async (call: Call, signal?: AbortSignal): Promise<unknown> => {
    calls.push(call);
    const custom = respond(call, calls);
    const value = await (signal ? Promise.race([custom, whenCancelled(signal)]) : Promise.resolve(custom)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.cause as { reason?: string } | undefined)?.reason === 'aborted') cancelledCalls++;
      throw error;
    });
    if (value instanceof Error) throw value;
    if (value !== undefined) return value;
    if (call.call === 'chunkTest') {
      const set = heldOf(call.query.identifier);
      return { merge: set.size >= call.query.totalChunks, chunkNumbers: [...set] };
    }
    if (call.call === 'uploadChunk') {
      const set = heldOf(call.query.identifier);
      set.add(call.query.chunkNumber);
      return { merge: set.size >= call.query.totalChunks, chunkNumbers: [...set] };
    }
    return stored;
  };
  const uploader = new ChunkUploader({
    api: {
      chunkTest: (query) => answer({ call: 'chunkTest', query }) as Promise<ChunkAnswer>,
      uploadChunk: (query, chunk, signal) => answer({ call: 'uploadChunk', query, chunk }, signal) as Promise<ChunkAnswer>,
      merge: (form) => answer({ call: 'merge', form }) as Promise<UploaderAnswer>,
    },
    notify: (notice) => notices.push(notice),
    hash: async (file) => `md5-${(file as File).name}`,
    log: (message) => logs.push(message),
    ...extra,
  });
  const view = (id: string): TaskView | undefined => uploader.getSnapshot().find((task) => task.id === id);
  const sent = () =>
    calls.filter((c): c is Extract<Call, { call: 'uploadChunk' }> => c.call === 'uploadChunk').map((c) => c.query.chunkNumber);
  /** Chunk calls cancelled on their way. */
  const aborted = () => cancelledCalls;
  return { uploader, calls, notices, logs, view, sent, aborted };
}

/** A file of `size` bytes (zeros). */
const fileOf = (size: number, name = 'report#1.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a file from check to success', () => {
  it('is checked (no actions), then uploaded chunk by chunk with the contract fields, capped at 99% until merged after 300 ms', async () => {
    const hashing = deferred<string>();
    const { uploader, calls, view, sent } = setup(undefined, { hash: () => hashing.promise });
    const done = vi.fn();
    const file = fileOf(chunkSize * 2 + 10);
    const task = uploader.add(file, { type: 'annex', pathType: 'selfPath', isAccount: '1', folder: 'docs', onDone: done });
    expect(view(task.id)).toMatchObject({ status: 'check', actions: [], progress: 0, name: 'report#1.pdf' });

    hashing.resolve('0123456789abcdef0123456789abcdef');
    await settle();
    expect(sent()).toEqual([1, 2, 3]);
    expect(calls[0]).toEqual({
      call: 'chunkTest',
      query: {
        chunkNumber: 1,
        chunkSize,
        currentChunkSize: chunkSize,
        totalSize: chunkSize * 2 + 10,
        identifier: '0123456789abcdef0123456789abcdef',
        fileName: 'report#1.pdf',
        relativePath: 'report#1.pdf',
        totalChunks: 3,
        extension: 'pdf',
        fileType: 'application/pdf',
      },
    });
    const last = calls[3] as Extract<Call, { call: 'uploadChunk' }>;
    expect(last.query).toMatchObject({ chunkNumber: 3, currentChunkSize: 10 });
    expect(last.chunk.size).toBe(10);

    // Every chunk is there; the merge waits 300 ms, progress shows 99%.
    expect(view(task.id)).toMatchObject({ status: 'uploading', progress: 0.99, actions: ['pause', 'remove'] });
    expect(calls.some((c) => c.call === 'merge')).toBe(false);
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.some((c) => c.call === 'merge')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toEqual({
      call: 'merge',
      form: {
        identifier: '0123456789abcdef0123456789abcdef',
        fileName: 'report1.pdf',
        fileSize: chunkSize * 2 + 10,
        fileType: 'application/pdf',
        extension: 'pdf',
        type: 'annex',
        pathType: 'selfPath',
        isAccount: '1',
        folder: 'docs',
      },
    });
    expect(view(task.id)).toMatchObject({ status: 'success', progress: 1, actions: [], answer: stored });
    expect(done).toHaveBeenCalledWith(stored, expect.objectContaining({ id: task.id, status: 'success' }));
  });

  it('skips the chunks the test says are held (resume), and sends none when the file is stored already (instant upload)', async () => {
    const resumed = setup(undefined, {}, { 'md5-report#1.pdf': [1, 3] });
    resumed.uploader.add(fileOf(chunkSize * 3), { type: 'annex' });
    await settle();
    expect(resumed.sent()).toEqual([2]);
    await vi.advanceTimersByTimeAsync(300);
    expect(resumed.calls.at(-1)?.call).toBe('merge');

    const instant = setup((call) => (call.call === 'chunkTest' ? { merge: true, uploaded: true, chunkNumbers: [] } : undefined));
    const task = instant.uploader.add(fileOf(chunkSize * 3), { type: 'annex' });
    await settle();
    expect(instant.sent()).toEqual([]);
    expect(instant.view(task.id)).toMatchObject({ status: 'uploading', progress: 0.99 });
    await vi.advanceTimersByTimeAsync(300);
    expect(instant.view(task.id)?.status).toBe('success');
  });

  it('shows progress by the bytes held, whichever chunks answered', async () => {
    const gate = deferred();
    const { uploader, view } = setup((call) =>
      call.call === 'uploadChunk' && call.query.chunkNumber === 2 ? gate.promise.then(() => undefined) : undefined,
    );
    const task = uploader.add(fileOf(chunkSize * 4), { type: 'annex' });
    await settle();
    // 1, 3 and 4 answered while 2 is on its way.
    expect(view(task.id)?.progress).toBe(0.75);
    gate.resolve(undefined);
    await settle();
    expect(view(task.id)?.progress).toBe(0.99);
  });
});

describe('messages of spec 002 section 8', () => {
  it('a file that cannot be read is dropped with 文件{name}读取出错，请检查该文件', async () => {
    const { uploader, notices, calls } = setup(undefined, { hash: async () => Promise.reject(new Error('NotReadableError')) });
    const dropped = vi.fn();
    uploader.add(fileOf(10, 'a#b.txt', 'text/plain'), { type: 'annex', onDropped: dropped });
    await settle();
    expect(notices).toEqual([{ type: 'error', message: '文件ab.txt读取出错，请检查该文件', duration: 1000 }]);
    expect(uploader.getSnapshot()).toEqual([]);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('an answer with a code other than 200 shows the server message and cancels the file, without retrying', async () => {
    const { uploader, notices, sent } = setup((call) => (call.call === 'uploadChunk' ? refused('不允许上传.exe类型的文件') : undefined));
    const dropped = vi.fn();
    uploader.add(fileOf(chunkSize * 2), { type: 'annex', onDropped: dropped });
    await settle();
    // Both chunks were on their way; one message.
    expect(sent()).toEqual([1, 2]);
    expect(notices).toEqual([{ type: 'error', message: '不允许上传.exe类型的文件', duration: 1000 }]);
    expect(uploader.getSnapshot()).toEqual([]);
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it('a refused chunk test or merge cancels too', async () => {
    const test = setup((call) => (call.call === 'chunkTest' ? refused('文件类型不允许') : undefined));
    test.uploader.add(fileOf(10), { type: 'annex' });
    await settle();
    expect(test.notices.map((n) => n.message)).toEqual(['文件类型不允许']);
    expect(test.sent()).toEqual([]);
    expect(test.uploader.getSnapshot()).toEqual([]);

    const merge = setup((call) => (call.call === 'merge' ? refused('合并失败') : undefined));
    merge.uploader.add(fileOf(10), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(300);
    expect(merge.notices.map((n) => n.message)).toEqual(['合并失败']);
    expect(merge.uploader.getSnapshot()).toEqual([]);
  });

  it('a chunk without an answer is tried again up to 5 times, then 上传失败 and error; retry goes on from there', async () => {
    let failing = true;
    const { uploader, notices, view, sent } = setup((call) =>
      call.call === 'uploadChunk' && call.query.chunkNumber === 2 && failing ? lost() : undefined,
    );
    const task = uploader.add(fileOf(chunkSize * 3), { type: 'annex' });
    await settle();
    // Chunks 1 to 3 go together; chunk 2: the first send and 5 retries.
    expect(sent()).toEqual([1, 2, 3, 2, 2, 2, 2, 2]);
    expect(notices).toEqual([{ type: 'error', message: '上传失败', duration: 1000 }]);
    expect(view(task.id)).toMatchObject({ status: 'error', actions: ['retry', 'remove'] });

    failing = false;
    uploader.retry(task.id);
    await settle();
    expect(sent()).toEqual([1, 2, 3, 2, 2, 2, 2, 2, 2]);
    await vi.advanceTimersByTimeAsync(300);
    expect(view(task.id)?.status).toBe('success');
  });

  it('a chunk test without an answer sends every chunk; a lost answer that comes through on a retry goes on quietly', async () => {
    let losses = 2;
    const { uploader, notices, view, sent } = setup((call) => {
      if (call.call === 'chunkTest') return lost();
      if (call.call === 'uploadChunk' && call.query.chunkNumber === 1 && losses > 0) {
        losses--;
        return lost();
      }
      return undefined;
    });
    const task = uploader.add(fileOf(chunkSize + 1), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent()).toEqual([1, 2, 1, 1]);
    expect(notices).toEqual([]);
    expect(view(task.id)?.status).toBe('success');
  });

  it('counts the retries of each chunk apart: two chunks failing 4 times each still get through, quietly', async () => {
    const losses = new Map([
      [1, 4],
      [2, 4],
    ]);
    const { uploader, notices, view, sent } = setup((call) => {
      if (call.call !== 'uploadChunk') return undefined;
      const left = losses.get(call.query.chunkNumber) ?? 0;
      if (left === 0) return undefined;
      losses.set(call.query.chunkNumber, left - 1);
      return lost();
    });
    const task = uploader.add(fileOf(chunkSize * 2), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent().filter((n) => n === 1)).toHaveLength(5);
    expect(sent().filter((n) => n === 2)).toHaveLength(5);
    expect(notices).toEqual([]);
    expect(view(task.id)?.status).toBe('success');
  });

  it('texts come in the adder’s words', async () => {
    const { uploader, notices } = setup(() => lost());
    uploader.add(fileOf(10), { type: 'annex', text: { readFailed: (name) => `cannot read ${name}`, uploadFailed: 'Upload failed' } });
    await settle();
    expect(notices.map((n) => n.message)).toEqual(['Upload failed']);
  });
});

describe('the merge wait', () => {
  it('a file over 5,000,000 bytes whose chunks never said complete is finalised 3 s later', async () => {
    const { uploader, calls, view } = setup((call) => (call.call === 'uploadChunk' ? { merge: false, chunkNumbers: [] } : undefined));
    const task = uploader.add(fileOf(5_000_001), { type: 'annex' });
    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls.some((c) => c.call === 'merge')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)?.call).toBe('merge');
    expect(view(task.id)?.status).toBe('success');
  });

  it('a smaller one stops in error, only logged; retry asks again and merges what is there', async () => {
    let complete = false;
    const { uploader, calls, notices, logs, view } = setup((call) => {
      if (call.call === 'uploadChunk') return { merge: false, chunkNumbers: [] };
      if (call.call === 'chunkTest' && complete) return { merge: true, chunkNumbers: [1] };
      return undefined;
    });
    const task = uploader.add(fileOf(5_000_000), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(view(task.id)).toMatchObject({ status: 'error', progress: 0.99 });
    expect(notices).toEqual([]);
    expect(logs).toEqual(['chunks sent but not complete']);
    expect(calls.some((c) => c.call === 'merge')).toBe(false);

    complete = true;
    uploader.retry(task.id);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.filter((c) => c.call === 'uploadChunk')).toHaveLength(1);
    expect(view(task.id)?.status).toBe('success');
  });
});

describe('actions', () => {
  it('pause while waiting, resume: the file waits for its turn again', async () => {
    const gates = [deferred(), deferred()];
    let at = 0;
    const { uploader, view, sent } = setup(
      (call) => (call.call === 'uploadChunk' && at < 2 ? gates[at++]!.promise.then(() => undefined) : undefined),
      { simultaneous: 1 },
    );
    const first = uploader.add(fileOf(10, 'a.pdf'), { type: 'annex' });
    const second = uploader.add(fileOf(10, 'b.pdf'), { type: 'annex' });
    await settle();
    expect(view(first.id)?.status).toBe('uploading');
    expect(view(second.id)).toMatchObject({ status: 'waiting', actions: ['pause', 'remove'] });

    uploader.pause(second.id);
    expect(view(second.id)).toMatchObject({ status: 'paused', actions: ['resume', 'remove'] });
    gates[0]!.resolve(undefined);
    await vi.advanceTimersByTimeAsync(300);
    expect(view(first.id)?.status).toBe('success');
    expect(view(second.id)?.status).toBe('paused');
    expect(sent()).toEqual([1]);

    uploader.resume(second.id);
    await settle();
    expect(view(second.id)?.status).toBe('uploading');
    gates[1]!.resolve(undefined);
    await vi.advanceTimersByTimeAsync(300);
    expect(view(second.id)?.status).toBe('success');
  });

  it('pause while uploading cancels the chunks on their way (no failure, no message); resume sends them again', async () => {
    let holding = true;
    const { uploader, view, sent, notices, aborted } = setup((call) =>
      call.call === 'uploadChunk' && call.query.chunkNumber > 1 && holding ? new Promise(() => undefined) : undefined,
    );
    const task = uploader.add(fileOf(chunkSize * 4), { type: 'annex' });
    await settle();
    expect(sent()).toEqual([1, 2, 3, 4]);
    expect(view(task.id)).toMatchObject({ status: 'uploading', progress: 0.25 });

    uploader.pause(task.id);
    await settle();
    expect(aborted()).toBe(3);
    expect(view(task.id)).toMatchObject({ status: 'paused', progress: 0.25, actions: ['resume', 'remove'] });
    expect(notices).toEqual([]);

    holding = false;
    uploader.resume(task.id);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent()).toEqual([1, 2, 3, 4, 2, 3, 4]);
    expect(view(task.id)?.status).toBe('success');
  });

  it('sends three chunks of a file at once, lowest first, and the next as soon as one answers', async () => {
    const gates = new Map<number, ReturnType<typeof deferred>>();
    const { uploader, view, sent } = setup((call) => {
      if (call.call !== 'uploadChunk') return undefined;
      const gate = deferred();
      gates.set(call.query.chunkNumber, gate);
      return gate.promise.then(() => undefined);
    });
    const task = uploader.add(fileOf(chunkSize * 5), { type: 'annex' });
    await settle();
    expect(sent()).toEqual([1, 2, 3]);
    gates.get(2)!.resolve(undefined);
    await settle();
    expect(sent()).toEqual([1, 2, 3, 4]);
    expect(view(task.id)?.progress).toBe(0.2);
    for (const n of [1, 3, 4]) gates.get(n)!.resolve(undefined);
    await settle();
    expect(sent()).toEqual([1, 2, 3, 4, 5]);
    gates.get(5)!.resolve(undefined);
    await vi.advanceTimersByTimeAsync(300);
    expect(view(task.id)?.status).toBe('success');
  });

  it('remove takes the file off unless it is stored; actions its status does not offer do nothing', async () => {
    const gate = deferred();
    const { uploader, view, sent, calls } = setup((call) => (call.call === 'uploadChunk' ? gate.promise.then(() => undefined) : undefined));
    const dropped = vi.fn();
    const task = uploader.add(fileOf(chunkSize * 2), { type: 'annex', onDropped: dropped });
    await settle();
    uploader.resume(task.id);
    uploader.retry(task.id);
    expect(view(task.id)?.status).toBe('uploading');
    uploader.remove(task.id);
    expect(view(task.id)).toBeUndefined();
    expect(dropped).toHaveBeenCalledTimes(1);
    gate.resolve(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent()).toEqual([1, 2]);
    expect(calls.some((c) => c.call === 'merge')).toBe(false);

    const other = setup();
    const done = other.uploader.add(fileOf(10), { type: 'annex' });
    await vi.advanceTimersByTimeAsync(300);
    other.uploader.remove(done.id);
    other.uploader.pause(done.id);
    expect(other.view(done.id)?.status).toBe('success');
    other.uploader.clearFinished();
    expect(other.uploader.getSnapshot()).toEqual([]);
  });

  it('nothing can be done while checking', async () => {
    const hashing = deferred<string>();
    const { uploader, view } = setup(undefined, { hash: () => hashing.promise });
    const task = uploader.add(fileOf(10), { type: 'annex' });
    uploader.pause(task.id);
    uploader.remove(task.id);
    expect(view(task.id)?.status).toBe('check');
    hashing.resolve('x');
    await settle();
    expect(view(task.id)?.status).not.toBe('check');
  });

  it('at most `simultaneous` files upload at once; the others wait', async () => {
    const gate = deferred();
    const { uploader } = setup((call) => (call.call === 'uploadChunk' ? gate.promise.then(() => undefined) : undefined));
    for (const name of ['a', 'b', 'c', 'd']) uploader.add(fileOf(10, `${name}.pdf`), { type: 'annex' });
    await settle();
    expect(uploader.getSnapshot().map((task) => task.status)).toEqual(['uploading', 'uploading', 'uploading', 'waiting']);
    expect(uploader.busy).toBe(true);
    gate.resolve(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploader.getSnapshot().map((task) => task.status)).toEqual(['success', 'success', 'success', 'success']);
    expect(uploader.busy).toBe(false);
  });

  it('tells its listeners of every change, with new snapshots', async () => {
    const { uploader } = setup();
    const seen: (readonly TaskView[])[] = [];
    const stop = uploader.subscribe(() => seen.push(uploader.getSnapshot()));
    uploader.add(fileOf(10), { type: 'annex', owner: 'field-1' });
    await vi.advanceTimersByTimeAsync(300);
    stop();
    const statuses = seen.map((snapshot) => snapshot[0]?.status);
    expect(statuses[0]).toBe('check');
    expect(statuses.at(-1)).toBe('success');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.at(-1)?.[0]?.owner).toBe('field-1');
  });
});
