import type { Readable } from 'node:stream';
import { chatImageMaxBytes, chatImageTooLargeMessage, chatImageWrongTypeMessage, type UploadedFile } from '../../api/messages';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';
import { isImageMime } from '../files/allowed-types';
import type { FileDeps } from '../files/file-deps';
import { findFile } from '../files/file-records';
import { storeFile } from '../files/store-file';

interface ImageKind {
  mime: string;
  extension: string;
}

/**
 * The image kind by its first bytes, whatever the name or the declared type say. SVG is not an
 * image here: it can carry script.
 */
export function sniffImage(data: Uint8Array): ImageKind | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  const ascii = (from: number, text: string) => [...text].every((char, index) => data[from + index] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', extension: 'png' };
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { mime: 'image/gif', extension: 'gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mime: 'image/webp', extension: 'webp' };
  if (ascii(0, 'BM') && data.length > 26) return { mime: 'image/bmp', extension: 'bmp' };
  return undefined;
}

export const chatImageUrl = (name: string) => `/api/file/Image/IM/${name}`;

async function* bytesOf(data: Uint8Array): AsyncIterable<Uint8Array> {
  yield data;
}

/**
 * Checks and stores a chat image (images only, at most 5 MB) for the uploading user, on the file
 * storage every upload uses (docs/files.md), so that any replica can serve it. Answers the upload result
 * of reference section 4.19. Avatars are stored the same way under their own type; `urlOf` gives their address.
 */
export async function saveChatImage(
  files: FileDeps,
  userId: string,
  originalName: string,
  data: Uint8Array,
  { type, urlOf }: { type: 'IM' | 'userAvatar'; urlOf: (name: string) => string } = { type: 'IM', urlOf: chatImageUrl },
): Promise<UploadedFile> {
  if (data.length > chatImageMaxBytes) throw badRequest(chatImageTooLargeMessage);
  const kind = sniffImage(data);
  if (!kind) throw badRequest(chatImageWrongTypeMessage);
  const file = await storeFile(files, {
    source: bytesOf(data),
    type,
    originalName: originalName.slice(0, 255),
    extension: kind.extension,
    userId,
  });
  const url = urlOf(file.name);
  return { name: file.name, url, fileSize: file.size, fileExtension: file.extension, thumbUrl: url };
}

/** A stored image by name; images uploaded before the shared storage are still read from `im_file`. */
export async function readChatImage(files: FileDeps, name: string): Promise<{ mime: string; data: Buffer | Readable } | undefined> {
  const file = await findFile(files.db, name);
  if (file) {
    const data = isImageMime(file.mime) ? await files.storage.get(file.blob) : undefined;
    return data ? { mime: file.mime, data } : undefined;
  }
  const row = await queryOne<{ mime_type: string; data: Uint8Array }>(files.db, `select mime_type, data from im_file where name = $1`, [
    name,
  ]);
  return row ? { mime: row.mime_type, data: Buffer.from(row.data) } : undefined;
}

/** True when `userId` uploaded the image `name` (a chat message may only show one's own uploads). */
export async function ownsChatImage(db: Queryable, userId: string, name: string): Promise<boolean> {
  return Boolean(
    await queryOne(
      db,
      `select 1 from file where name = $1 and user_id = $2 and mime like 'image/%'
       union all select 1 from im_file where name = $1 and user_id = $2 limit 1`,
      [name, userId],
    ),
  );
}
