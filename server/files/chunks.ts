/**
 * Chunked uploads (reference 4.19): chunks numbered from 1, each `chunkSize` bytes except the last,
 * held as parts per uploader until the merge. The test call answers which parts are held (resume)
 * or that the uploader already stored this file (instant upload).
 */
import { chunkSize as maxChunkSize, fileMessages, type ChunkAnswer, type ChunkQuery } from '../../api/files';
import { badRequest } from '../http/api-error';
import { isAllowedExtension } from './allowed-types';
import { emptyFileMessage, tooLargeMessage } from './checked-stream';
import type { FileDeps } from './file-deps';
import { extensionOf, uploadKey } from './file-names';
import { findSameFile } from './file-records';
import { decodeJoinState, joinArrivedParts } from './joined-upload';

export const chunkTooLargeMessage = '分片大小超过5MB';
export const chunkSizeMessage = '分片大小与声明的不一致';
export const chunkCountMessage = '分片数量与文件大小不符';
export const identifierMessage = '文件标识（MD5）格式不正确';

const integerFields = ['chunkNumber', 'chunkSize', 'currentChunkSize', 'totalSize', 'totalChunks'] as const;
const textFields = ['identifier', 'fileName', 'relativePath', 'extension', 'fileType'] as const;
const required = ['chunkNumber', 'chunkSize', 'currentChunkSize', 'totalSize', 'identifier', 'fileName', 'totalChunks'];

/** The fields of a chunk upload as sent in the multipart form (and the query), checked like the test call's query. */
export function chunkFieldsOf(fields: Record<string, unknown>): ChunkQuery {
  for (const name of required) if (fields[name] === undefined || fields[name] === '') throw badRequest(`缺少必填参数 ${name}`);
  const query: Record<string, unknown> = {};
  for (const name of integerFields) {
    const text = String(fields[name]);
    if (!/^[0-9]{1,15}$/.test(text)) throw badRequest(`参数 ${name} 格式不正确`);
    query[name] = Number(text);
  }
  for (const name of textFields) {
    const value = fields[name];
    if (value === undefined) continue;
    // eslint-disable-next-line no-control-regex
    if (typeof value !== 'string' || value.length > 255 || /[\u0000-\u001f\u007f]/.test(value)) throw badRequest(`参数 ${name} 格式不正确`);
    query[name] = value;
  }
  return query as unknown as ChunkQuery;
}

/** The extension a chunked upload declares (its `extension`, else its file name's), lower-case. */
export const chunkExtension = (query: { extension?: string; fileName: string }) =>
  (query.extension || extensionOf(query.fileName)).toLowerCase();

/** The size chunk `number` must have. */
export function expectedChunkBytes(query: Pick<ChunkQuery, 'chunkSize' | 'totalSize' | 'totalChunks'>, number: number): number {
  return number < query.totalChunks ? query.chunkSize : query.totalSize - (query.totalChunks - 1) * query.chunkSize;
}

/** Rules across the fields: sizes, the count of chunks, the number, the extension. */
export function checkChunkQuery(query: ChunkQuery, maxBytes: number): void {
  if (!/^[0-9a-f]{32}$/.test(query.identifier)) throw badRequest(identifierMessage);
  const extension = chunkExtension(query);
  if (!isAllowedExtension(extension)) throw badRequest(fileMessages.extensionRefused(extension));
  if (query.chunkSize < 1 || query.chunkSize > maxChunkSize) throw badRequest(chunkTooLargeMessage);
  if (query.totalSize < 1) throw badRequest(emptyFileMessage);
  if (query.totalSize > maxBytes) throw badRequest(tooLargeMessage(maxBytes));
  if (query.totalChunks !== Math.ceil(query.totalSize / query.chunkSize)) throw badRequest(chunkCountMessage);
  if (query.chunkNumber < 1 || query.chunkNumber > query.totalChunks)
    throw badRequest(`参数 chunkNumber 应在 1 到 ${query.totalChunks} 之间`);
  if (query.currentChunkSize !== expectedChunkBytes(query, query.chunkNumber)) throw badRequest(chunkSizeMessage);
}

/** Which chunks of this upload are held; every chunk and `uploaded` when the uploader already stored the file. */
export async function chunkState(deps: FileDeps, query: ChunkQuery, userId: string): Promise<ChunkAnswer> {
  const all = Array.from({ length: query.totalChunks }, (_, index) => index + 1);
  const same = await findSameFile(deps.db, query.identifier, chunkExtension(query), userId);
  if (same && same.size === query.totalSize && (await deps.storage.exists(same.blob)))
    return { merge: true, uploaded: true, chunkNumbers: all };
  const key = uploadKey(query.identifier, userId);
  // The sizes of the parts joined are in the joining state: a part sent again since has its own (the merge checks).
  const joined = decodeJoinState(await deps.storage.readJoinState(key)).parts;
  const parts = await deps.storage.parts(key, new Map(joined.map((part, index) => [index + 1, part.size])));
  const chunkNumbers = all.filter((number) => parts.get(number) === expectedChunkBytes(query, number));
  return { merge: chunkNumbers.length === query.totalChunks, chunkNumbers };
}

/** Passes on exactly `bytes` bytes; more (as soon as they arrive) or fewer (at the end) is refused. */
export async function* exactly(source: AsyncIterable<Uint8Array>, bytes: number, tooLarge: string): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > bytes) throw badRequest(tooLarge);
    yield chunk;
  }
  if (seen !== bytes) throw badRequest(chunkSizeMessage);
}

/**
 * Stores one chunk (replacing an earlier copy), joins the parts that now follow the joined run
 * (joined-upload.ts), and answers the state of the upload.
 */
export async function storeChunk(
  deps: FileDeps,
  query: ChunkQuery,
  userId: string,
  source: AsyncIterable<Uint8Array>,
): Promise<ChunkAnswer> {
  const expected = expectedChunkBytes(query, query.chunkNumber);
  const key = uploadKey(query.identifier, userId);
  await deps.storage.putPart(key, query.chunkNumber, exactly(source, expected, chunkSizeMessage));
  // The part is stored whatever happens here: a joining that fails is done again, and reported, by the merge.
  await joinArrivedParts(deps, key).catch(() => undefined);
  return chunkState(deps, query, userId);
}
