/**
 * The chunked uploader (spec 002 sections 4.7, 7.2, 8 and 9.1; reference 4.19), without any framework.
 * Each file added goes:
 *
 * 1. `check` (文件校验中) while the MD5 of the whole file is computed (md5.ts); a file that cannot be read
 *    is dropped with '文件{name}读取出错，请检查该文件';
 * 2. `waiting` until one of the `simultaneous` places is free, then `uploading`: the chunk test names the
 *    chunks the server holds (skipped: resume, and instant upload when the whole file is there), the
 *    others are sent `chunksInFlight` at a time (lowest numbers first), each tried again up to
 *    `maxChunkRetries` times when no answer came; progress shows at most 99% until the merge answered;
 * 3. the merge: 300 ms after the answer that said all chunks are there; when none said so, 3 s later
 *    for a file over 5,000,000 bytes, otherwise the file stops in `error` (logged, no message);
 * 4. `success` with the stored file (`onDone`).
 *
 * A server refusal (an answer with a code other than 200) shows the server's message and drops the file;
 * a chunk or merge that got no answer after its retries shows '上传失败' and leaves the file in `error`,
 * from where it may be retried. Pause (waiting, uploading) cancels the chunks on their way (a cancelled
 * chunk is no failure: it is sent again on resume); resume, retry and remove act at once.
 * `subscribe`/`getSnapshot` fit `useSyncExternalStore`.
 */
import type { FileApi } from '../../../api/file-client';
import {
  displayFileName,
  fileMessages,
  maxChunkRetries,
  mergeCheckDelayMs,
  mergeWaitAboveBytes,
  mergeWaitMs,
  progressCap,
  type ChunkAnswer,
  type MergeForm,
  type UploaderAnswer,
} from '../../../api/files';
import { ApiError, NETWORK_ERROR_CODE, type Notice } from '../../../api/http-client';
import { chunkQuery, chunkRange, extensionOf, totalChunks } from './chunk-plan';
import { fileMd5 } from './md5';
import { actionsOf, statusOf, type StatusFlags, type UploadAction, type UploadStatus } from './status';

/** Where the merged file goes (the merge form's `type`, `pathType`, `isAccount`, `folder`). */
export interface UploadTarget {
  type: string;
  pathType?: string;
  isAccount?: string;
  folder?: string;
}

/** The uploader's messages, in the adder's language (zh by default, from api/files.ts). */
export interface UploaderText {
  readFailed(name: string): string;
  uploadFailed: string;
}

export interface AddOptions extends UploadTarget {
  /** Who added the file (a form field): each field shows its own files. */
  owner?: unknown;
  /** The file is stored: the merge's answer. */
  onDone?(answer: UploaderAnswer, task: TaskView): void;
  /** The file left the uploader without being stored (refused, unreadable, removed). */
  onDropped?(task: TaskView): void;
  text?: UploaderText;
}

/** One file as the panel and the fields show it (a new object whenever it changes). */
export interface TaskView {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1; at most 0.99 until the merge answered. */
  progress: number;
  actions: readonly UploadAction[];
  owner?: unknown;
  answer?: UploaderAnswer;
}

export interface ChunkUploaderOptions {
  api: Pick<FileApi, 'chunkTest' | 'uploadChunk' | 'merge'>;
  notify(notice: Notice): void;
  /** The whole file's MD5 (default: md5.ts, in a worker where there is one). */
  hash?(file: Blob): Promise<string>;
  /** Files uploading at once (3). */
  simultaneous?: number;
  /** Chunks of one file on their way at once (3). */
  chunksInFlight?: number;
  /** How long a message shows: 1 s (spec 002 section 8). */
  noticeDuration?: number;
  /** Where what is only logged goes (console.warn). */
  log?(message: string, detail?: unknown): void;
}

interface Task {
  id: string;
  file: File;
  options: AddOptions;
  identifier?: string;
  flags: StatusFlags;
  /** Chunks the server holds. */
  done: Set<number>;
  /** Chunks on their way. */
  sending: Set<number>;
  /** Failed attempts per chunk number; 0 for the merge. */
  retries: Map<number, number>;
  /** Cancels the chunks on their way (pause, remove); one per run. */
  controller?: AbortController;
  tested: boolean;
  /** The last answer said all chunks are there. */
  merge: boolean;
  removed: boolean;
  answer?: UploaderAnswer;
  view: TaskView;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; refused: boolean; message: string };

const defaultText: UploaderText = { readFailed: fileMessages.readFailed, uploadFailed: fileMessages.uploadFailed };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const refused = error instanceof ApiError ? error.code !== NETWORK_ERROR_CODE : false;
    return { ok: false, refused, message: error instanceof Error ? error.message : String(error) };
  }
}

export class ChunkUploader {
  private readonly tasks: Task[] = [];
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly TaskView[] = [];
  private nextId = 1;
  private readonly simultaneous: number;
  private readonly chunksInFlight: number;
  private readonly noticeDuration: number;

  constructor(private readonly options: ChunkUploaderOptions) {
    this.simultaneous = Math.max(1, options.simultaneous ?? 3);
    this.chunksInFlight = Math.max(1, options.chunksInFlight ?? 3);
    this.noticeDuration = options.noticeDuration ?? 1000;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly TaskView[] => this.snapshot;

  /** Adds a file: its MD5 is computed at once (`check`), then it waits for its turn. */
  add(file: File, options: AddOptions): TaskView {
    const task: Task = {
      id: `upload-${this.nextId++}`,
      file,
      options,
      flags: { checking: true, complete: false, error: false, uploading: false, paused: false },
      done: new Set(),
      sending: new Set(),
      retries: new Map(),
      tested: false,
      merge: false,
      removed: false,
      view: undefined as unknown as TaskView,
    };
    this.tasks.push(task);
    this.changed(task);
    void this.check(task);
    return task.view;
  }

  pause(id: string): void {
    this.act(id, 'pause', (task) => {
      task.flags.paused = true;
      task.controller?.abort();
    });
  }

  resume(id: string): void {
    this.act(id, 'resume', (task) => {
      task.flags.paused = false;
    });
  }

  retry(id: string): void {
    this.act(id, 'retry', (task) => {
      task.flags.error = false;
      task.retries.clear();
      // Asked again: the server may hold more of the file by now (or all of it).
      task.tested = false;
    });
  }

  remove(id: string): void {
    this.act(id, 'remove', (task) => this.drop(task));
  }

  /** Takes the stored files off the list (the panel's close). */
  clearFinished(): void {
    const before = this.tasks.length;
    for (let at = this.tasks.length - 1; at >= 0; at--) if (this.tasks[at]!.flags.complete) this.tasks.splice(at, 1);
    if (this.tasks.length !== before) this.publish();
  }

  /** True while a file is not yet stored. */
  get busy(): boolean {
    return this.tasks.some((task) => !task.flags.complete);
  }

  private act(id: string, action: UploadAction, change: (task: Task) => void): void {
    const task = this.tasks.find((t) => t.id === id);
    if (!task || !task.view.actions.includes(action)) return;
    change(task);
    this.changed(task);
    this.schedule();
  }

  private async check(task: Task): Promise<void> {
    let identifier: string;
    try {
      identifier = await (this.options.hash ?? fileMd5)(task.file);
    } catch (error) {
      if (task.removed) return;
      this.options.log?.('file read failed', error);
      this.say(this.text(task).readFailed(displayFileName(task.file.name)));
      this.drop(task);
      return;
    }
    if (task.removed) return;
    task.identifier = identifier;
    task.flags.checking = false;
    this.changed(task);
    this.schedule();
  }

  private schedule(): void {
    let running = this.tasks.filter((task) => task.flags.uploading).length;
    for (const task of this.tasks) {
      if (running >= this.simultaneous) return;
      if (statusOf(task.flags) !== 'waiting') continue;
      running++;
      void this.run(task);
    }
  }

  /** Not to go on: removed, paused, or failed meanwhile. */
  private stopped(task: Task): boolean {
    return task.removed || task.flags.paused || task.flags.error;
  }

  private async run(task: Task): Promise<void> {
    task.flags.uploading = true;
    const controller = new AbortController();
    task.controller = controller;
    this.changed(task);
    try {
      if (!task.tested && !(await this.test(task))) return;
      const total = totalChunks(task.file.size);
      await Promise.all(Array.from({ length: this.chunksInFlight }, () => this.sendChunks(task, total, controller.signal)));
      if (this.stopped(task) || controller.signal.aborted || task.done.size < total) return;
      await this.finish(task);
    } finally {
      task.controller = undefined;
      task.flags.uploading = false;
      if (!task.removed) this.changed(task);
      this.schedule();
    }
  }

  /** One lane of chunks: sends the lowest chunk neither held nor on its way, until none is left or the file stops. */
  private async sendChunks(task: Task, total: number, signal: AbortSignal): Promise<void> {
    for (;;) {
      if (this.stopped(task) || signal.aborted) return;
      const n = this.nextChunk(task, total);
      if (n === undefined) return;
      const [start, end] = chunkRange(task.file.size, n);
      task.sending.add(n);
      const result = await attempt(() =>
        this.options.api.uploadChunk(chunkQuery(task.file, task.identifier!, n), task.file.slice(start, end), signal),
      );
      task.sending.delete(n);
      // Cancelled (pause, remove): not a failure; the chunk goes again on resume.
      if (task.removed || signal.aborted) return;
      if (!result.ok) {
        if (this.failed(task, n, result)) return;
        continue;
      }
      task.retries.delete(n);
      this.held(task, result.value, [n]);
    }
  }

  /** The chunk test; false when the file was dropped. A test without an answer just sends every chunk. */
  private async test(task: Task): Promise<boolean> {
    const result = await attempt(() => this.options.api.chunkTest(chunkQuery(task.file, task.identifier!, 1)));
    if (task.removed) return false;
    if (!result.ok && result.refused) {
      this.refuse(task, result.message);
      return false;
    }
    task.tested = true;
    if (result.ok) this.held(task, result.value, result.value.chunkNumbers ?? []);
    return true;
  }

  private held(task: Task, answer: ChunkAnswer, numbers: number[]): void {
    const total = totalChunks(task.file.size);
    if (answer.merge || answer.uploaded) {
      task.merge = true;
      for (let n = 1; n <= total; n++) task.done.add(n);
    } else {
      for (const n of numbers) if (n >= 1 && n <= total) task.done.add(n);
    }
    this.changed(task);
  }

  private nextChunk(task: Task, total: number): number | undefined {
    for (let n = 1; n <= total; n++) if (!task.done.has(n) && !task.sending.has(n)) return n;
    return undefined;
  }

  /**
   * Chunk `n` (0: the merge) failed: a refusal drops the file; no answer is tried again up to
   * `maxChunkRetries` times, then the file stops in error with '上传失败'. True when the file stopped
   * (or had already stopped through another chunk).
   */
  private failed(task: Task, n: number, result: { refused: boolean; message: string }): boolean {
    if (this.stopped(task)) return true;
    if (result.refused) {
      this.refuse(task, result.message);
      return true;
    }
    const retries = (task.retries.get(n) ?? 0) + 1;
    task.retries.set(n, retries);
    if (retries <= maxChunkRetries) return false;
    task.flags.error = true;
    this.say(this.text(task).uploadFailed);
    this.changed(task);
    return true;
  }

  private async finish(task: Task): Promise<void> {
    if (!task.merge && task.file.size <= mergeWaitAboveBytes) {
      // Every chunk was sent but no answer said the file is complete: logged, the file waits for a retry.
      this.options.log?.('chunks sent but not complete', { name: task.file.name, identifier: task.identifier });
      task.flags.error = true;
      return;
    }
    await sleep(task.merge ? mergeCheckDelayMs : mergeWaitMs);
    for (;;) {
      if (this.stopped(task)) return;
      const result = await attempt(() => this.options.api.merge(this.mergeForm(task)));
      if (task.removed) return;
      if (result.ok) {
        task.answer = result.value;
        task.flags.complete = true;
        this.changed(task);
        task.options.onDone?.(result.value, task.view);
        return;
      }
      if (this.failed(task, 0, result)) return;
    }
  }

  private mergeForm(task: Task): MergeForm {
    const { type, pathType, isAccount, folder } = task.options;
    const form: MergeForm = {
      identifier: task.identifier!,
      fileName: displayFileName(task.file.name),
      fileSize: task.file.size,
      extension: extensionOf(task.file.name),
      type,
    };
    if (task.file.type) form.fileType = task.file.type;
    if (pathType) form.pathType = pathType;
    if (isAccount !== undefined) form.isAccount = isAccount;
    if (folder) form.folder = folder;
    return form;
  }

  private refuse(task: Task, message: string): void {
    this.say(message || this.text(task).uploadFailed);
    this.drop(task);
  }

  private drop(task: Task): void {
    if (task.removed) return;
    task.removed = true;
    task.controller?.abort();
    const at = this.tasks.indexOf(task);
    if (at >= 0) this.tasks.splice(at, 1);
    this.publish();
    task.options.onDropped?.(task.view);
  }

  private say(message: string): void {
    this.options.notify({ type: 'error', message, duration: this.noticeDuration });
  }

  private text(task: Task): UploaderText {
    return task.options.text ?? defaultText;
  }

  private changed(task: Task): void {
    const size = task.file.size;
    let bytes = 0;
    for (const n of task.done) {
      const [start, end] = chunkRange(size, n);
      bytes += end - start;
    }
    const status = statusOf(task.flags);
    task.view = {
      id: task.id,
      name: task.file.name,
      size,
      status,
      progress: task.flags.complete ? 1 : size > 0 ? Math.min(progressCap, bytes / size) : 0,
      actions: actionsOf(status),
      ...(task.options.owner !== undefined ? { owner: task.options.owner } : {}),
      ...(task.answer ? { answer: task.answer } : {}),
    };
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.tasks.map((task) => task.view);
    for (const listener of [...this.listeners]) listener();
  }
}
