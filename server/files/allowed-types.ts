/**
 * Which extensions may be stored, what their bytes must look like, and how each may be shown.
 * The allow-list is the spec's file type categories (api/files.ts) plus three archive formats.
 */
import { fileTypeCategories } from '../../api/files';

export const allowedExtensions: ReadonlySet<string> = new Set([...Object.values(fileTypeCategories).flat(), 'zip', 'rar', '7z']);

export const isAllowedExtension = (extension: string) => allowedExtensions.has(extension);

const imageExtensions: ReadonlySet<string> = new Set(fileTypeCategories.image);
/** The extensions an image upload (`annexpic`) may have. */
export const isImageExtension = (extension: string) => imageExtensions.has(extension);

const zipFamily = [
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'docm',
  'xlsm',
  'pptm',
  'dotx',
  'xltx',
  'potx',
  'dotm',
  'xltm',
  'potm',
  'ppsx',
  'ppsm',
  'vsdx',
  'epub',
  'odt',
  'ods',
  'odp',
  'odg',
  'ott',
  'ots',
  'otp',
  'otg',
  'jar',
  'apk',
  'xpi',
  '3mf',
];
const isoMedia = ['mp4', 'm4v', 'mov', '3gp', '3g2', 'f4v', 'm4a', 'm4b', 'm4p'];

/**
 * What `file-type` may call the bytes of a file with this extension. `text`: no known binary type,
 * and no markup at the start. `media`: the listed types, or bytes `file-type` does not recognise
 * (streams without a header at their start), never markup. Others must be recognised as listed.
 */
export type Expectation = { kind: 'exact' | 'media'; types: readonly string[] } | { kind: 'text' };

const exact = (...types: string[]): Expectation => ({ kind: 'exact', types });
const media = (...types: string[]): Expectation => ({ kind: 'media', types });
const text: Expectation = { kind: 'text' };

const expectations: Record<string, Expectation> = {
  gif: exact('gif'),
  jpg: exact('jpg'),
  jpeg: exact('jpg'),
  png: exact('png', 'apng'),
  bmp: exact('bmp'),
  webp: exact('webp'),
  mp4: media(...isoMedia),
  m3u8: text,
  rmvb: media('rm'),
  avi: media('avi'),
  swf: exact('swf'),
  '3gp': media(...isoMedia),
  mkv: media('mkv', 'webm'),
  flv: media('flv'),
  mp3: media('mp3', 'mp2', 'mp1'),
  wav: media('wav'),
  wma: media('asf'),
  ogg: media('ogg', 'oga', 'ogv', 'opus', 'spx', 'ogm', 'ogx'),
  aac: media('aac', 'm4a', 'mp4'),
  flac: media('flac'),
  doc: exact('cfb'),
  xls: exact('cfb'),
  ppt: exact('cfb'),
  docx: exact(...zipFamily),
  xlsx: exact(...zipFamily),
  pptx: exact(...zipFamily),
  pages: exact(...zipFamily),
  numbers: exact(...zipFamily),
  keynote: exact(...zipFamily),
  epub: exact(...zipFamily),
  pdf: exact('pdf'),
  txt: text,
  csv: text,
  zip: exact(...zipFamily),
  rar: exact('rar'),
  '7z': exact('7z'),
};

export function expectationOf(extension: string): Expectation | undefined {
  return allowedExtensions.has(extension) ? expectations[extension] : undefined;
}

const mimeByExtension: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  m3u8: 'application/vnd.apple.mpegurl',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The recorded type: the sniffed one, except for containers whose extension says more. */
export function mimeOf(extension: string, sniffed: string | undefined): string {
  return mimeByExtension[extension] ?? sniffed ?? 'application/octet-stream';
}

/** Raster images: shown by `/api/file/Image/...` and previewed inline. SVG is never one of them. */
const imageMimes = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp']);
export const isImageMime = (mime: string) => imageMimes.has(mime);

/** The Content-Type of an inline preview, or undefined when the file is not shown inline. */
export function inlineTypeOf(file: { mime: string; extension: string }): string | undefined {
  if (isImageMime(file.mime)) return file.mime;
  if (file.mime === 'application/pdf') return 'application/pdf';
  if (file.extension === 'txt' && file.mime === 'text/plain') return 'text/plain; charset=utf-8';
  return undefined;
}
