/** Request and answer schemas of the file calls (the OpenAPI document and the fuzz test read them). */
import { uploadTypes } from '../../api/files';
import { identifierPattern, packNamePattern, storedNamePattern } from './file-names';
import { encryptionPattern } from './signed-links';

/** Types the generic upload and merge take; `IM` and `userAvatar` keep their own upload calls. */
export const storedUploadTypes = uploadTypes.filter((type) => type !== 'IM' && type !== 'userAvatar');

const text = (maxLength = 255) => ({ type: 'string', maxLength }) as const;
const count = { type: 'integer', minimum: 0, maximum: 1e15 } as const;
/** The `{type}` of reading calls: informative only, so any plain word. */
const typeWord = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const storedName = { type: 'string', pattern: storedNamePattern } as const;

export const uploaderParamsSchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: storedUploadTypes } },
} as const;

export const chunkQuerySchema = {
  type: 'object',
  required: ['chunkNumber', 'chunkSize', 'currentChunkSize', 'totalSize', 'identifier', 'fileName', 'totalChunks'],
  properties: {
    chunkNumber: count,
    chunkSize: count,
    currentChunkSize: count,
    totalSize: count,
    identifier: { type: 'string', pattern: identifierPattern },
    fileName: text(),
    relativePath: text(),
    totalChunks: count,
    extension: text(16),
    fileType: text(),
  },
} as const;

export const mergeBodySchema = {
  type: 'object',
  required: ['identifier', 'fileName', 'fileSize', 'type'],
  properties: {
    identifier: { type: 'string', pattern: identifierPattern },
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    fileSize: { type: 'integer', minimum: 1, maximum: 1e15 },
    fileType: text(),
    extension: text(16),
    type: { type: 'string', enum: storedUploadTypes },
    pathType: text(),
    isAccount: text(),
    folder: text(),
    parentId: text(),
    sortRule: text(),
    timeFormat: text(),
  },
} as const;

export const fileParamsSchema = {
  type: 'object',
  required: ['type', 'fileName'],
  properties: { type: typeWord, fileName: storedName },
} as const;

export const imageParamsSchema = {
  type: 'object',
  required: ['type', 'name'],
  properties: { type: typeWord, name: storedName },
} as const;

export const packParamsSchema = { type: 'object', required: ['type'], properties: { type: typeWord } } as const;

export const packBodySchema = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    required: ['fileId'],
    properties: { fileId: storedName, fileName: text() },
  },
} as const;

export const downloadQuerySchema = {
  type: 'object',
  required: ['encryption', 'name'],
  properties: {
    encryption: { type: 'string', pattern: encryptionPattern },
    name: { type: 'string', pattern: `(${storedNamePattern})|(${packNamePattern})` },
    disposition: { type: 'string', enum: ['attachment', 'inline'] },
  },
} as const;

export const previewQuerySchema = {
  type: 'object',
  required: ['fileName'],
  properties: { fileName: text(), fileVersionId: text(64), fileDownloadUrl: text(2048), type: text(64) },
} as const;

export const uploaderAnswerSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    url: { type: 'string' },
    fileSize: { type: 'number' },
    fileExtension: { type: 'string' },
    thumbUrl: { type: 'string' },
    fileVersionId: { type: 'string' },
  },
} as const;

export const chunkAnswerSchema = {
  type: 'object',
  properties: { merge: { type: 'boolean' }, chunkNumbers: { type: 'array', items: { type: 'integer' } }, uploaded: { type: 'boolean' } },
} as const;

export const downloadLinkSchema = { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } } } as const;

export const packAnswerSchema = {
  type: 'object',
  properties: { downloadVo: downloadLinkSchema, downloadName: { type: 'string' } },
} as const;
