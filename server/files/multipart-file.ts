/** The one file part of a multipart request, read as a stream with its size limit enforced as it arrives. */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/api-error';

export async function multipartFile(request: FastifyRequest, fileSize: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件');
  const file = await request.file({ limits: { fileSize, fields: 30 } });
  if (!file) throw badRequest('缺少上传的文件');
  return file;
}

/** The bytes of the part; refused with `tooLarge` once the part went past the limit (the parser cut it there). */
export async function* limitedBytes(file: MultipartFile, tooLarge: string): AsyncGenerator<Uint8Array> {
  const chunks = (file.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let ended = false;
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch {
        // The request ended inside the part (a cut connection, a malformed body): the client's doing.
        ended = true;
        throw badRequest(interruptedMessage);
      }
      if (next.done) break;
      yield next.value;
    }
    ended = true;
  } finally {
    // Given up before the end (a refused chunk): the part's stream is closed, not left paused.
    if (!ended) await chunks.return?.();
  }
  if (file.file.truncated) throw badRequest(tooLarge);
}

export const interruptedMessage = '上传的数据不完整，请重新上传';

/** The text fields sent before the file part (a repeated field: its first value). */
export function fieldValues(file: MultipartFile): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, entry] of Object.entries(file.fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  return values;
}
