/** The stored value of the upload kinds as a list of files: items without a `fileId` are left out, the rest kept as stored. */
import type { FileValue, ImageValue, UploaderAnswer } from '../../../api/files';

export function storedFiles(value: unknown): FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FileValue => !!item && typeof item === 'object' && typeof (item as FileValue).fileId === 'string' && (item as FileValue).fileId !== '',
  );
}

/** How long the kinds' messages show (spec 002 section 8): files 1 s, images 1.5 s. */
export const FILE_NOTICE_MS = 1000;
export const IMAGE_NOTICE_MS = 1500;

/** The stored item of a file the merge (or simple upload) answered, as JNPF stores it. */
export function fileValueOf(original: { name: string; size: number }, answer: UploaderAnswer): FileValue {
  const value: FileValue = { name: original.name, fileId: answer.name, url: answer.url, fileSize: answer.fileSize ?? original.size };
  if (answer.fileExtension) value.fileExtension = answer.fileExtension;
  if (answer.fileVersionId) value.fileVersionId = answer.fileVersionId;
  return value;
}

/** The stored item of an uploaded image: `{name, fileId, url}`. */
export function imageValueOf(original: { name: string }, answer: UploaderAnswer): ImageValue {
  return { name: original.name, fileId: answer.name, url: answer.url };
}
