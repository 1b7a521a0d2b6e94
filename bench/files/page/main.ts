/**
 * The page `npm run bench:files` drives in Chromium (`window.filesBench`, bench/files/page-api.ts). It
 * runs the project's own client code: `fileMd5` (md5.ts: the MD5 worker, hash-wasm over 10,240,000-byte
 * slices), and `ChunkUploader` over `createFileApi(createHttpClient(...))`, same-origin with the server
 * that serves this page. The files are the pattern (bench/files/pattern.ts): by default the pattern file
 * the harness wrote, put into the page's file input by path (a disk-backed File, as a person's pick; no
 * byte crosses the wire except as the uploader sends it), or a Blob built here (`FileSource`).
 */
import { createFileApi } from '../../../api/file-client';
import type { ChunkAnswer } from '../../../api/files';
import { createHttpClient } from '../../../api/http-client';
import { totalChunks as chunksOf } from '../../../widgets/kit/uploader/chunk-plan';
import { fileMd5 } from '../../../widgets/kit/uploader/md5';
import { ChunkUploader, type ChunkUploaderOptions, type TaskView } from '../../../widgets/kit/uploader/uploader';
import type {
  FileSource,
  FilesBenchPage,
  Md5Result,
  Md5Variant,
  Md5VariantResult,
  ResumeResult,
  ResumeState,
  UploadResult,
} from '../page-api';
import { mib as MIB, patternBlock } from '../pattern';

let token = '';
const http = createHttpClient({
  baseUrl: '',
  getToken: () => token,
  onSessionEnd: (event) => log(`session ended: ${event.code} ${event.msg}`),
  notify: (notice) => log(`notice: ${notice.message}`),
});
const api = createFileApi(http);
const now = () => performance.now();

function log(line: string): void {
  const pre = document.getElementById('log');
  if (pre) pre.textContent = `${pre.textContent ?? ''}\n${line}`.split('\n').slice(-40).join('\n');
}

/** One Blob per seed, the largest asked for; a smaller file of the same seed is its start. */
const blobs = new Map<number, Blob>();
function blobOf(seed: number, mib: number): { blob: Blob; built: number } {
  const bytes = mib * MIB;
  const cached = blobs.get(seed);
  if (cached && cached.size >= bytes) return { blob: cached.size === bytes ? cached : cached.slice(0, bytes), built: 0 };
  const started = now();
  const block = patternBlock(seed);
  const blob = new Blob(Array.from({ length: mib }, () => block));
  blobs.set(seed, blob);
  return { blob, built: now() - started };
}

/** The File a part works on, and how long it took to make (a memory Blob's building). */
function fileOf(source: FileSource): { file: File; built: number } {
  if (source.kind === 'input') {
    const file = (document.getElementById('file') as HTMLInputElement | null)?.files?.[0];
    if (!file) throw new Error("no file in the page's file input");
    return { file, built: 0 };
  }
  const { blob, built } = blobOf(source.seed, source.mib);
  return { file: new File([blob], source.name, { type: 'video/mp4' }), built };
}

async function md5(source: FileSource, rounds: number): Promise<Md5Result> {
  const warmStarted = now();
  await fileMd5(new Blob([patternBlock(1)]));
  const warmMs = now() - warmStarted;
  const { file, built } = fileOf(source);
  const ms: number[] = [];
  let hex = '';
  for (let round = 0; round < rounds; round++) {
    const started = now();
    hex = await fileMd5(file);
    ms.push(now() - started);
    log(`md5 ${file.name}: ${hex} in ${ms.at(-1)!.toFixed(0)} ms`);
  }
  return { hex, ms, warmMs, blobMs: built };
}

function hashOnly(seed: number, mib: number): Promise<{ hex: string; ms: number }> {
  const worker = new Worker(new URL('./hash-worker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ hex: string; ms: number } | { error: string }>) => {
      worker.terminate();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'hash worker failed'));
    };
    worker.postMessage({ seed, mib });
  });
}

/** One variant's run in a fresh worker (bench/files/page/md5-variant-worker.ts). */
function variantRun(file: File, variant: Md5Variant): Promise<{ hex: string; ms: number }> {
  const worker = new Worker(new URL('./md5-variant-worker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ hex: string; ms: number } | { error: string }>) => {
      worker.terminate();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'variant worker failed'));
    };
    worker.postMessage({ blob: file, variant });
  });
}

/** Every variant once per round, the rounds one after another. */
async function md5Variants(source: FileSource, variants: Md5Variant[], rounds: number): Promise<Md5VariantResult[]> {
  const { file } = fileOf(source);
  const results: Md5VariantResult[] = variants.map((variant) => ({ variant, hex: '', ms: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const run = await variantRun(file, result.variant);
      result.hex = run.hex;
      result.ms.push(run.ms);
      log(`md5 variant ${JSON.stringify(result.variant)}: ${run.ms.toFixed(0)} ms`);
    }
  }
  return results;
}

/** The file calls, timed and counted; `onTest` sees each chunk test's answer. */
interface Counters {
  chunkCalls: number;
  chunkAnswers: number;
  firstChunkAt: number;
  lastChunkAnswerAt: number;
  mergeStartAt: number;
  mergeEndAt: number;
  identifier?: string;
  sentNumbers: number[];
}

function countedApi(counters: Counters, onTest?: (answer: ChunkAnswer) => void): ChunkUploaderOptions['api'] {
  return {
    chunkTest: async (query) => {
      const answer = await api.chunkTest(query);
      onTest?.(answer);
      return answer;
    },
    uploadChunk: async (query, chunk, signal) => {
      if (Number.isNaN(counters.firstChunkAt)) counters.firstChunkAt = now();
      counters.chunkCalls++;
      counters.identifier = query.identifier;
      counters.sentNumbers.push(query.chunkNumber);
      const answer = await api.uploadChunk(query, chunk, signal);
      counters.chunkAnswers++;
      counters.lastChunkAnswerAt = now();
      return answer;
    },
    merge: async (form) => {
      counters.mergeStartAt = now();
      try {
        return await api.merge(form);
      } finally {
        counters.mergeEndAt = now();
      }
    },
  };
}

const freshCounters = (): Counters => ({
  chunkCalls: 0,
  chunkAnswers: 0,
  firstChunkAt: NaN,
  lastChunkAnswerAt: NaN,
  mergeStartAt: NaN,
  mergeEndAt: NaN,
  sentNumbers: [],
});

/** Waits for the file to be stored, dropped or stopped in error; `onChange` sees every change of it. */
function settle(
  uploader: ChunkUploader,
  id: () => string | undefined,
  onChange?: (view: TaskView) => void,
): Promise<{ ok: boolean; name?: string }> {
  return new Promise((resolve) => {
    const unsubscribe = uploader.subscribe(() => {
      const wanted = id();
      if (wanted === undefined) return;
      const view = uploader.getSnapshot().find((task) => task.id === wanted);
      if (!view) {
        unsubscribe();
        resolve({ ok: false });
        return;
      }
      onChange?.(view);
      if (view.status === 'success' || view.status === 'error') {
        unsubscribe();
        resolve({ ok: view.status === 'success', name: view.answer?.name });
      }
    });
  });
}

async function upload(source: FileSource, chunksInFlight?: number): Promise<UploadResult> {
  const { file } = fileOf(source);
  const counters = freshCounters();
  const notices: string[] = [];
  const uploader = new ChunkUploader({
    ...(chunksInFlight ? { chunksInFlight } : {}),
    api: countedApi(counters),
    notify: (notice) => notices.push(notice.message),
    log: (message, detail) => notices.push(`${message} ${JSON.stringify(detail)}`),
  });
  // Filled once `add` returns: the uploader tells its listeners about the file during `add` already.
  const task: { id?: string } = {};
  let hashedAt = NaN;
  const started = now();
  const settled = settle(
    uploader,
    () => task.id,
    (view) => {
      if (view.status !== 'check' && Number.isNaN(hashedAt)) hashedAt = now();
    },
  );
  task.id = uploader.add(file, { type: 'annex' }).id;
  const { ok, name: storedName } = await settled;
  const ended = now();
  const totalChunks = chunksOf(file.size);
  log(`upload ${file.name}: ${ok ? 'stored' : 'failed'} in ${(ended - started).toFixed(0)} ms ${notices.join('; ')}`);
  return {
    ok,
    ...(ok ? {} : { error: notices.join('; ') || 'dropped' }),
    bytes: file.size,
    totalChunks,
    totalMs: ended - started,
    md5Ms: hashedAt - started,
    chunksMs: counters.lastChunkAnswerAt - counters.firstChunkAt,
    mergeWaitMs: counters.mergeStartAt - counters.lastChunkAnswerAt,
    mergeMs: counters.mergeEndAt - counters.mergeStartAt,
    chunkCalls: counters.chunkCalls,
    identifier: counters.identifier,
    storedName,
  };
}

interface ResumeCounters {
  before: Counters;
  after: Counters;
  /** Calls count in the phase they start in: before the kill, or after the restart. */
  phase: 'before' | 'after';
  /** The chunk numbers the first chunk test after the restart named. */
  held?: number[];
}

interface Resumable {
  uploader: ChunkUploader;
  id: string;
  totalChunks: number;
  notices: string[];
  counters: ResumeCounters;
}
let resumable: Resumable | undefined;

function startResumable(source: FileSource): number {
  const { file } = fileOf(source);
  const notices: string[] = [];
  const counters: ResumeCounters = { before: freshCounters(), after: freshCounters(), phase: 'before' };
  const beforeApi = countedApi(counters.before);
  const afterApi = countedApi(counters.after, (answer) => {
    counters.held ??= answer.chunkNumbers ?? [];
  });
  const current = () => (counters.phase === 'before' ? beforeApi : afterApi);
  const uploader = new ChunkUploader({
    api: {
      chunkTest: (query) => current().chunkTest(query),
      uploadChunk: (query, chunk, signal) => current().uploadChunk(query, chunk, signal),
      merge: (form) => current().merge(form),
    },
    notify: (notice) => notices.push(notice.message),
    log: (message, detail) => notices.push(`${message} ${JSON.stringify(detail)}`),
  });
  const totalChunks = chunksOf(file.size);
  const id = uploader.add(file, { type: 'annex' }).id;
  resumable = { uploader, id, totalChunks, notices, counters };
  return totalChunks;
}

function resumeState(): ResumeState {
  if (!resumable) return { status: 'none', totalChunks: 0, acknowledged: 0, attempts: 0, notices: [] };
  const { uploader, id, totalChunks, notices, counters } = resumable;
  const view = uploader.getSnapshot().find((task) => task.id === id);
  return {
    status: view?.status ?? 'dropped',
    totalChunks,
    acknowledged: counters.before.chunkAnswers,
    attempts: counters.before.chunkCalls,
    notices: [...notices],
  };
}

async function retryResumable(): Promise<ResumeResult> {
  if (!resumable) throw new Error('no resumable upload started');
  const { uploader, id, totalChunks, notices, counters } = resumable;
  counters.phase = 'after';
  const started = now();
  const settled = settle(uploader, () => id);
  uploader.retry(id);
  const { ok } = await settled;
  const held = new Set(counters.held ?? []);
  return {
    ok,
    ...(ok ? {} : { error: notices.join('; ') || 'dropped' }),
    totalChunks,
    heldAtRestart: held.size,
    sentAfterRestart: counters.after.chunkCalls,
    acknowledgedAfterRestart: counters.after.chunkAnswers,
    resentHeld: counters.after.sentNumbers.filter((n) => held.has(n)).length,
    ms: now() - started,
    identifier: counters.after.identifier ?? counters.before.identifier,
  };
}

const bench: FilesBenchPage = {
  setToken: (value) => {
    token = value;
  },
  md5,
  hashOnly,
  md5Variants,
  upload,
  startResumable,
  resumeState,
  retryResumable,
  forget: () => blobs.clear(),
};
window.filesBench = bench;
log('ready');
