/**
 * The checks before a file is uploaded (spec 002 sections 5.2 and 5.3): the count against `limit`
 * (0: any number), the size against `fileSize` in `sizeUnit` (0: any size), and the type against
 * `accept`: a list of extensions (`.pdf`), MIME types (`application/pdf`), MIME categories (`image/*`)
 * or the designer's words (image, video, audio, excel, word, pdf, txt, document); empty takes every type.
 */
import { fileTypeCategories, sizeUnits, type SizeUnit } from '../../../api/files';
import { extensionOf } from './chunk-plan';

export interface CheckedFile {
  name: string;
  type: string;
  size: number;
}

const wordExtensions: Record<string, readonly string[]> = {
  ...fileTypeCategories,
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
};

/** MIME categories of the designer's words. */
const wordMime: Record<string, string> = { image: 'image/', video: 'video/', audio: 'audio/' };

function acceptsToken(file: CheckedFile, token: string): boolean {
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  if (token.startsWith('.')) return extension === token.slice(1);
  if (token.endsWith('/*')) {
    const category = token.slice(0, -2);
    return mime.startsWith(`${category}/`) || (wordExtensions[category]?.includes(extension) ?? false);
  }
  if (token.includes('/')) return mime === token;
  const known = wordExtensions[token];
  if (known) return known.includes(extension) || (wordMime[token] !== undefined && mime.startsWith(wordMime[token]));
  return extension === token;
}

/** Whether the file is of a type `accept` takes (by extension or MIME type). */
export function acceptsFile(file: CheckedFile, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  return tokens.length === 0 || tokens.some((token) => acceptsToken(file, token));
}

/** The file picker's `accept` attribute for `accept` (the designer's words as extensions). */
export function acceptAttribute(accept: string | undefined): string | undefined {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.length === 0) return undefined;
  return tokens
    .flatMap((token) => {
      const lower = token.toLowerCase();
      if (lower.startsWith('.') || lower.includes('/')) return [token];
      const known = wordExtensions[lower];
      return known ? [...(wordMime[lower] ? [`${wordMime[lower]}*`] : []), ...known.map((e) => `.${e}`)] : [`.${lower}`];
    })
    .join(',');
}

/** Size must be under `limit` units; `limit` 0 (or less) means any size. */
export function tooLarge(size: number, limit: number, unit: SizeUnit): boolean {
  return limit > 0 && size / sizeUnits[unit] >= limit;
}

export function isImageFile(file: CheckedFile): boolean {
  return file.type.toLowerCase().startsWith('image/') || (fileTypeCategories.image as readonly string[]).includes(extensionOf(file.name));
}

/** The byte size as people read it: 512 B, 1.5 KB, 12.3 MB. */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let at = 0;
  while (value >= 1024 && at < units.length - 1) {
    value /= 1024;
    at++;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(value >= 10 ? 1 : 2))} ${units[at]}`;
}
