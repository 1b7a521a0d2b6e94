/**
 * What the bench page (bench/files/page/main.ts) offers the harness as `window.filesBench`, and what
 * its calls answer. Times are `performance.now()` milliseconds in the page.
 */

export interface Md5Result {
  hex: string;
  /** Each timed run of `fileMd5` over the whole Blob. */
  ms: number[];
  /** The first call on a small Blob (worker start, hash-wasm compiled): not in `ms`. */
  warmMs: number;
  /** Building the Blob in the page (memory source only; 0 otherwise). */
  blobMs: number;
}

/** One way of reading the File for its MD5 (bench/files/page/md5-variant-worker.ts). */
export interface Md5Variant {
  /** `async`: the uploader's md5Hex with this plan; `sync`: FileReaderSync; `stream`: Blob.stream(). */
  reader: 'async' | 'sync' | 'stream' | 'parallel';
  readBytes: number;
  ahead: number;
}

export interface Md5VariantResult {
  variant: Md5Variant;
  hex: string;
  /** Each run, in the order run (the variants take turns, so the machine's load falls on each alike). */
  ms: number[];
}

export interface HashOnlyResult {
  hex: string;
  ms: number;
}

export interface UploadResult {
  ok: boolean;
  /** Why not, when not ok (the notices the uploader showed, or its drop). */
  error?: string;
  bytes: number;
  totalChunks: number;
  /** From `add` to the stored file's answer. */
  totalMs: number;
  /** From `add` until the MD5 is known (the uploader's `check` status). */
  md5Ms: number;
  /** From the first chunk call to the last chunk's answer. */
  chunksMs: number;
  /** From the last chunk's answer to the merge call (the uploader's wait). */
  mergeWaitMs: number;
  /** The merge call. */
  mergeMs: number;
  chunkCalls: number;
  identifier?: string;
  storedName?: string;
}

export interface ResumeState {
  status: string;
  totalChunks: number;
  /** Chunk calls answered so far. */
  acknowledged: number;
  /** Chunk calls started so far (answered or not). */
  attempts: number;
  notices: string[];
}

export interface ResumeResult {
  ok: boolean;
  error?: string;
  totalChunks: number;
  /** Chunks the chunk test after the restart said the server holds. */
  heldAtRestart: number;
  /** Chunk calls made after the restart (every attempt), and those answered. */
  sentAfterRestart: number;
  acknowledgedAfterRestart: number;
  /** Chunk numbers sent after the restart that the server already held. */
  resentHeld: number;
  /** From `retry` to the stored file's answer. */
  ms: number;
  identifier?: string;
}

/**
 * Where the page's File comes from: the page's file input, set by the harness to a pattern file on disk
 * (`page.setInputFiles`: Chromium is given the path, as when a person picks the file; nothing is copied),
 * or a Blob of the pattern built in the page's memory (Chromium refuses to read Blobs past about 500 MiB).
 */
export type FileSource = { kind: 'input' } | { kind: 'memory'; seed: number; mib: number; name: string };

export interface FilesBenchPage {
  setToken(token: string): void;
  md5(source: FileSource, rounds: number): Promise<Md5Result>;
  hashOnly(seed: number, mib: number): Promise<HashOnlyResult>;
  md5Variants(source: FileSource, variants: Md5Variant[], rounds: number): Promise<Md5VariantResult[]>;
  /** `chunksInFlight`: the uploader's option (its default when absent). */
  upload(source: FileSource, chunksInFlight?: number): Promise<UploadResult>;
  startResumable(source: FileSource): number;
  resumeState(): ResumeState;
  retryResumable(): Promise<ResumeResult>;
  /** Drops the page's Blobs (their memory), before other parts. */
  forget(): void;
}

declare global {
  interface Window {
    filesBench?: FilesBenchPage;
  }
}
