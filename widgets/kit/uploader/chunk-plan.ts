/**
 * How a file is cut for the chunked uploader (spec 002 section 9.1, reference 4.19): chunks of
 * `chunkSize` bytes numbered from 1, the last one shorter; an empty file is one empty chunk. Every chunk
 * carries the fields of `ChunkQuery`.
 */
import { chunkSize, type ChunkQuery } from '../../../api/files';

export function totalChunks(size: number): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte range [start, end) of chunk `n` (1-based). */
export function chunkRange(size: number, n: number): [number, number] {
  const start = (n - 1) * chunkSize;
  return [start, Math.min(size, start + chunkSize)];
}

/** The extension after the last dot, lower case ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export interface PlannedFile {
  name: string;
  size: number;
  /** MIME type as the browser reports it ('' when unknown). */
  type: string;
  relativePath?: string;
}

export function chunkQuery(file: PlannedFile, identifier: string, n: number): ChunkQuery {
  const [start, end] = chunkRange(file.size, n);
  return {
    chunkNumber: n,
    chunkSize,
    currentChunkSize: end - start,
    totalSize: file.size,
    identifier,
    fileName: file.name,
    relativePath: file.relativePath || file.name,
    totalChunks: totalChunks(file.size),
    extension: extensionOf(file.name),
    ...(file.type ? { fileType: file.type } : {}),
  };
}
