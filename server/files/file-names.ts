/**
 * The names a file goes by. Only the server makes stored names, and every name that reaches the
 * storage is checked against a strict pattern first: a client's text never becomes a path.
 */
import { createHash, randomUUID } from 'node:crypto';

/** `yyyyMMdd_<32 hex>.<ext>`: the stored name (the value's `fileId`). */
export const storedNamePattern = '^[0-9]{8}_[0-9a-f]{32}\\.[a-z0-9]{1,10}$';
/** MD5 of a whole file, lower-case hex: the chunk `identifier`. */
export const identifierPattern = '^[0-9a-f]{32}$';
/** A pack download waiting to be built: `pack_<32 hex>.zip`. */
export const packNamePattern = '^pack_[0-9a-f]{32}\\.zip$';
/** The chunk parts of one user's upload of one file: `<identifier>-<16 hex of the user>`. */
export const uploadKeyPattern = '^[0-9a-f]{32}-[0-9a-f]{16}$';

const storedName = new RegExp(storedNamePattern);
const uploadKeyRegExp = new RegExp(uploadKeyPattern);

export const isStoredName = (name: string) => storedName.test(name);
export const isUploadKey = (key: string) => uploadKeyRegExp.test(key);

/** A new stored name for a file of this (already checked) extension, dated by `now`. */
export function newStoredName(extension: string, now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const name = `${day}_${randomUUID().replace(/-/g, '')}.${extension}`;
  if (!isStoredName(name)) throw new Error(`not a stored name: ${name}`);
  return name;
}

/** Parts are kept per uploader, so one user neither sees nor consumes another's parts. */
export function uploadKey(identifier: string, userId: string): string {
  return `${identifier}-${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const base = originalName(fileName);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/**
 * The name a user gave, kept for display and as the download's name: its last path segment, without
 * control characters, at most 255 characters.
 */
export function originalName(fileName: string): string {
  const base = withoutControlCharacters(fileName).split(/[\\/]/).pop() ?? '';
  const trimmed = base.trim().slice(-255);
  return trimmed === '' || /^\.+$/.test(trimmed) ? 'file' : trimmed;
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/g;
const withoutControlCharacters = (text: string) => text.replace(controlCharacters, '');
