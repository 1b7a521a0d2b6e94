/** Stores checked bytes under a new server-made name and records them in `file`. */
import type { UploaderAnswer } from '../../api/files';
import { checkedStream } from './checked-stream';
import type { FileDeps } from './file-deps';
import { newStoredName } from './file-names';
import { insertFile, type FileRecord } from './file-records';
import { isImageMime } from './allowed-types';

export interface NewFile {
  source: AsyncIterable<Uint8Array>;
  type: string;
  originalName: string;
  /** Already on the allow-list. */
  extension: string;
  userId: string;
  /** A merge: the MD5 and size the bytes must have. */
  md5?: string;
  size?: number;
}

export async function storeFile(deps: FileDeps, file: NewFile): Promise<FileRecord> {
  const now = deps.clock();
  const name = newStoredName(file.extension, now);
  const { stream, result } = checkedStream(file.source, {
    extension: file.extension,
    maxBytes: deps.maxBytes,
    ...(file.md5 === undefined ? {} : { md5: file.md5 }),
    ...(file.size === undefined ? {} : { size: file.size }),
  });
  await deps.storage.put(name, stream);
  return recordStoredFile(deps, { ...file, name, mime: result.mime, size: result.size, md5: result.md5 }, now);
}

/** What the storage holds under a new stored name (checked already), to be recorded in `file`. */
export interface StoredBytes {
  name: string;
  type: string;
  originalName: string;
  extension: string;
  userId: string;
  mime: string;
  size: number;
  md5: string;
}

/** Records stored bytes in `file`; when that fails, the bytes are deleted (nothing half-written stays). */
export async function recordStoredFile(deps: FileDeps, stored: StoredBytes, now = deps.clock()): Promise<FileRecord> {
  const record: FileRecord = {
    name: stored.name,
    blob: stored.name,
    type: stored.type,
    originalName: stored.originalName,
    extension: stored.extension,
    mime: stored.mime,
    size: stored.size,
    md5: stored.md5,
    userId: stored.userId,
    createdAt: now,
  };
  try {
    await insertFile(deps.db, record);
  } catch (error) {
    await deps.storage.delete(stored.name).catch(() => undefined);
    throw error;
  }
  return record;
}

/** A record under a new name sharing the bytes of one the same user stored (instant upload). */
export async function shareFile(deps: FileDeps, same: FileRecord, type: string, originalName: string): Promise<FileRecord> {
  const now = deps.clock();
  const record: FileRecord = { ...same, name: newStoredName(same.extension, now), type, originalName, createdAt: now };
  await insertFile(deps.db, record);
  return record;
}

/** Images are shown at `/api/file/Image/{type}/{name}`; other files by the download call. */
export function fileAddress(type: string, file: Pick<FileRecord, 'name' | 'mime'>): string {
  return isImageMime(file.mime) ? `/api/file/Image/${type}/${file.name}` : `/api/file/Download/${type}/${file.name}`;
}

export function uploaderAnswer(file: FileRecord): UploaderAnswer {
  const url = fileAddress(file.type, file);
  return {
    name: file.name,
    url,
    fileSize: file.size,
    fileExtension: file.extension,
    thumbUrl: isImageMime(file.mime) ? url : '',
    fileVersionId: '',
  };
}
