/**
 * `POST /api/file/PackDownload/{type}`: the files named are checked and remembered under a pack id
 * for the life of a signed link; following the link builds the zip while it is sent, one entry
 * after the other (never a whole file, let alone the whole zip, in memory).
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { displayFileName, type PackDownloadAnswer, type PackDownloadItem } from '../../api/files';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import type { FileDeps } from './file-deps';
import { originalName } from './file-names';
import { findFiles } from './file-records';
import { linkLifetimeMs } from './signed-links';
import type { FileStorage } from './storage';

export interface PackEntry {
  /** The storage name of the bytes. */
  blob: string;
  /** The name inside the zip. */
  entry: string;
  extension: string;
}

export const packName = (id: string) => `pack_${id}.zip`;
const packIdOf = (name: string) => /^pack_([0-9a-f]{32})\.zip$/.exec(name)?.[1];

/** Distinct entry names: a second `a.txt` becomes `a (1).txt`. */
export function distinctNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let count = 1; used.has(candidate.toLowerCase()); count += 1) candidate = `${stem} (${count})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

const stamp = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

export async function preparePack(deps: FileDeps, items: PackDownloadItem[], userId: string): Promise<PackDownloadAnswer> {
  if (!items.length) throw badRequest('未发现文件');
  const records = new Map(
    (
      await findFiles(
        deps.db,
        items.map((item) => item.fileId),
      )
    ).map((file) => [file.name, file]),
  );
  const files = items.map((item) => {
    const file = records.get(item.fileId);
    if (!file) throw badRequest(`文件不存在：${displayFileName(originalName(item.fileName))}`);
    return file;
  });
  const names = distinctNames(files.map((file) => displayFileName(originalName(file.originalName)) || 'file'));
  const entries: PackEntry[] = files.map((file, index) => ({ blob: file.blob, entry: names[index]!, extension: file.extension }));
  const now = deps.clock();
  const id = randomBytes(16).toString('hex');
  const downloadName = `附件打包下载_${stamp(now)}.zip`;
  await deps.db.query(`insert into file_pack (id, name, entries, user_id, expires_at) values ($1, $2, $3, $4, $5)`, [
    id,
    downloadName,
    JSON.stringify(entries),
    userId,
    new Date(now.getTime() + linkLifetimeMs),
  ]);
  return { downloadVo: { name: downloadName, url: await deps.links.link(packName(id), 'attachment', now) }, downloadName };
}

/** A pack whose link has not expired. */
export async function findPack(db: Queryable, name: string, now: Date): Promise<{ name: string; entries: PackEntry[] } | undefined> {
  const id = packIdOf(name);
  if (!id) return undefined;
  const row = await queryOne<{ name: string; entries: PackEntry[] | string }>(
    db,
    'select name, entries from file_pack where id = $1 and expires_at >= $2',
    [id, now],
  );
  if (!row) return undefined;
  return { name: row.name, entries: typeof row.entries === 'string' ? (JSON.parse(row.entries) as PackEntry[]) : row.entries };
}

/** Formats that are compressed already: stored as they are rather than deflated again. */
const compressed = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp4',
  'rmvb',
  'avi',
  'swf',
  '3gp',
  'mkv',
  'flv',
  'mp3',
  'wma',
  'ogg',
  'aac',
  'flac',
  'docx',
  'xlsx',
  'pptx',
  'pages',
  'numbers',
  'keynote',
  'epub',
  'zip',
  'rar',
  '7z',
]);

/**
 * The zip of the entries, built as it is read: the next entry is opened only once the previous one
 * is written. A missing file or a failed read ends the stream with an error (the client sees a
 * broken download, never a complete-looking zip without the file).
 */
export function packStream(storage: FileStorage, entries: PackEntry[]): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const closed = new AbortController();
  archive.once('close', () => closed.abort());
  let current: Readable | undefined;
  const fill = async () => {
    for (const entry of entries) {
      current = await storage.get(entry.blob);
      if (!current) throw new Error(`stored file ${entry.blob} is missing`);
      const written = once(archive, 'entry', { signal: closed.signal });
      archive.append(current, { name: entry.entry, store: compressed.has(entry.extension) });
      await written;
    }
    current = undefined;
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    current?.destroy();
    if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}
