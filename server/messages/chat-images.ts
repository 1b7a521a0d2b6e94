import { randomUUID } from 'node:crypto';
import { chatImageMaxBytes, chatImageTooLargeMessage, chatImageWrongTypeMessage, type UploadedFile } from '../../api/messages';
import { queryOne, type Queryable } from '../db/database';
import { badRequest } from '../http/api-error';

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

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

export const chatImageUrl = (name: string) => `/api/file/Image/IM/${name}`;

/**
 * Checks and stores a chat image (images only, at most 5 MB) for the uploading user. Stored in the
 * database so that any replica can serve it. Answers the upload result of reference section 4.19.
 * Avatars are stored the same way; `urlOf` gives their address.
 */
export async function saveChatImage(
  db: Queryable,
  userId: string,
  originalName: string,
  data: Uint8Array,
  urlOf: (name: string) => string = chatImageUrl,
): Promise<UploadedFile> {
  if (data.length > chatImageMaxBytes) throw badRequest(chatImageTooLargeMessage);
  const kind = sniffImage(data);
  if (!kind) throw badRequest(chatImageWrongTypeMessage);
  const name = `${today()}_${randomUUID().replace(/-/g, '')}.${kind.extension}`;
  await db.query(`insert into im_file (name, user_id, original_name, mime_type, size, data) values ($1, $2, $3, $4, $5, $6)`, [
    name,
    userId,
    originalName.slice(0, 255),
    kind.mime,
    data.length,
    data,
  ]);
  const url = urlOf(name);
  return { name, url, fileSize: data.length, fileExtension: kind.extension, thumbUrl: url };
}

export async function readChatImage(db: Queryable, name: string): Promise<{ mime: string; data: Buffer } | undefined> {
  const row = await queryOne<{ mime_type: string; data: Uint8Array }>(db, `select mime_type, data from im_file where name = $1`, [name]);
  return row ? { mime: row.mime_type, data: Buffer.from(row.data) } : undefined;
}

/** True when `userId` uploaded the image `name` (a chat message may only show one's own uploads). */
export async function ownsChatImage(db: Queryable, userId: string, name: string): Promise<boolean> {
  return Boolean(await queryOne(db, `select 1 from im_file where name = $1 and user_id = $2`, [name, userId]));
}
