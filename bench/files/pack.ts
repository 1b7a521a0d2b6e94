/**
 * The pack download part of `npm run bench:files`: small text files stored through the simple upload
 * call (`POST /api/file/Uploader/annex`, multipart, as the file field sends them), then one
 * `PackDownload` of all of them and the zip read to its end from the signed link.
 */
import { performance } from 'node:perf_hooks';
import type { PackDownloadAnswer, UploaderAnswer } from '../../api/files';

interface Envelope<T> {
  code?: number;
  msg?: string;
  data?: T;
}

async function call<T>(url: string, init: RequestInit, what: string): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Envelope<T> = {};
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    // reported below
  }
  if (response.status !== 200 || body.code !== 200 || body.data === undefined) {
    throw new Error(`${what}: HTTP ${response.status}, code ${body.code} (${body.msg ?? text.slice(0, 200)})`);
  }
  return body.data;
}

/** Text of about `bytes` bytes, different for each file (lines of words; deflates as text does). */
export function smallFileText(index: number, bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  for (let line = 1; size < bytes; line++) {
    const text = `文件 ${index} 第 ${line} 行: heat exchange station ${(index * 7919 + line * 104729) % 100000} supply ${(line * 37) % 120} °C return ${(index + line) % 60} °C\n`;
    lines.push(text);
    size += Buffer.byteLength(text);
  }
  return lines.join('').slice(0, bytes);
}

export interface StoredSmallFile {
  fileId: string;
  fileName: string;
}

/** Stores `count` files of about `bytes` bytes each, `parallel` uploads at a time. */
export async function uploadSmallFiles(
  base: string,
  token: string,
  count: number,
  bytes: number,
  parallel = 4,
): Promise<{ files: StoredSmallFile[]; ms: number }> {
  const files: StoredSmallFile[] = new Array<StoredSmallFile>(count);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= count) return;
      const fileName = `station-${String(index + 1).padStart(4, '0')}.txt`;
      const form = new FormData();
      form.append('file', new Blob([smallFileText(index, bytes)], { type: 'text/plain' }), fileName);
      const answer = await call<UploaderAnswer>(
        `${base}/api/file/Uploader/annex`,
        { method: 'POST', headers: { Authorization: token }, body: form },
        `upload ${fileName}`,
      );
      files[index] = { fileId: answer.name, fileName };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { files, ms: performance.now() - started };
}

export interface PackFigures {
  /** The PackDownload call (the files checked, the pack remembered, the link signed). */
  prepareMs: number;
  /** From the link's request to its first bytes, and to its last. */
  firstByteMs: number;
  downloadMs: number;
  bytes: number;
  /** Entries the zip's end record counts (NaN when the end record is not where it should be). */
  entries: number;
}

/** Total entries of a zip from its end-of-central-directory record (no comment, fewer than 65,535 entries). */
export function zipEntries(tail: Buffer): number {
  const at = tail.length - 22;
  if (at < 0 || tail.readUInt32LE(at) !== 0x06054b50) return NaN;
  return tail.readUInt16LE(at + 10);
}

export async function packDownload(base: string, token: string, files: StoredSmallFile[]): Promise<PackFigures> {
  const prepareStarted = performance.now();
  const answer = await call<PackDownloadAnswer>(
    `${base}/api/file/PackDownload/annex`,
    {
      method: 'POST',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(files),
    },
    'PackDownload',
  );
  const prepareMs = performance.now() - prepareStarted;
  const link = new URL(answer.downloadVo.url, base).toString();
  const started = performance.now();
  const response = await fetch(link);
  if (response.status !== 200 || !response.body) throw new Error(`pack link: HTTP ${response.status} ${await response.text()}`);
  let firstByteMs = NaN;
  let bytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of response.body) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    tail = Buffer.concat([tail, chunk]).subarray(-65_536);
  }
  return { prepareMs, firstByteMs, downloadMs: performance.now() - started, bytes, entries: zipEntries(tail) };
}
