/**
 * Checks a file while it streams into the storage: its size (never more than allowed), its MD5 and
 * its content (the first bytes, before anything past them is passed on). A failure is thrown from
 * inside the stream, so the storage, which commits only a stream that ended well, keeps nothing.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../http/api-error';
import { checkContent, sniffBytes } from './content-check';

export interface StreamCheck {
  extension: string;
  maxBytes: number;
  /** The MD5 the bytes must have (a merge: the identifier). */
  md5?: string;
  /** The exact size the bytes must have (a merge: the form's fileSize). */
  size?: number;
}

/** What the stream turned out to be, filled in once it ended. */
export interface CheckedFile {
  size: number;
  md5: string;
  mime: string;
}

export const tooLargeMessage = (maxBytes: number) => `文件大小超过${Math.floor(maxBytes / 1_048_576)}MB`;
export const md5MismatchMessage = '文件校验失败（MD5 不一致），请重新上传';
export const sizeMismatchMessage = '文件大小与声明的不一致，请重新上传';
export const emptyFileMessage = '文件内容为空，请重新选择';

export function checkedStream(
  source: AsyncIterable<Uint8Array>,
  check: StreamCheck,
): { stream: AsyncGenerator<Uint8Array>; result: CheckedFile } {
  const result: CheckedFile = { size: 0, md5: '', mime: '' };
  async function* run(): AsyncGenerator<Uint8Array> {
    const hash = createHash('md5');
    let head: Buffer[] = [];
    let headBytes = 0;
    let sniffed = false;
    for await (const chunk of source) {
      result.size += chunk.length;
      if (result.size > check.maxBytes) throw badRequest(tooLargeMessage(check.maxBytes));
      if (check.size !== undefined && result.size > check.size) throw badRequest(sizeMismatchMessage);
      hash.update(chunk);
      if (sniffed) {
        yield chunk;
        continue;
      }
      head.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      headBytes += chunk.length;
      if (headBytes >= sniffBytes) {
        const start = Buffer.concat(head);
        result.mime = await checkContent(start.subarray(0, sniffBytes), check.extension);
        sniffed = true;
        head = [];
        yield start;
      }
    }
    if (!sniffed) {
      const start = Buffer.concat(head);
      result.mime = await checkContent(start, check.extension);
      if (start.length) yield start;
    }
    if (result.size === 0) throw badRequest(emptyFileMessage);
    if (check.size !== undefined && result.size !== check.size) throw badRequest(sizeMismatchMessage);
    result.md5 = hash.digest('hex');
    if (check.md5 !== undefined && result.md5 !== check.md5) throw badRequest(md5MismatchMessage);
  }
  return { stream: run(), result };
}
