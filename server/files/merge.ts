/**
 * `POST /api/file/merge`: the parts 1..N of an upload, concatenated into a new stored file while its
 * MD5 is computed and its content checked; refused (with its parts deleted) when the MD5 is not the
 * identifier, the extension is not allowed or the bytes are not what the extension says. Parts are
 * kept when some are missing, so the upload can resume.
 */
import { fileMessages, type MergeForm, type UploaderAnswer } from '../../api/files';
import { ApiError, badRequest } from '../http/api-error';
import { isAllowedExtension, isImageExtension } from './allowed-types';
import { tooLargeMessage } from './checked-stream';
import { chunkExtension } from './chunks';
import type { FileDeps } from './file-deps';
import { originalName, uploadKey } from './file-names';
import { findSameFile } from './file-records';
import { shareFile, storeFile, uploaderAnswer } from './store-file';

export const incompleteMessage = '文件分片不完整，请重新上传';

class MissingPart extends ApiError {
  constructor() {
    super(400, incompleteMessage);
  }
}

/** True when the parts are numbered 1..N without a gap and add up to `size` bytes. */
function complete(parts: Map<number, number>, size: number): boolean {
  let total = 0;
  for (let number = 1; number <= parts.size; number += 1) {
    const bytes = parts.get(number);
    if (bytes === undefined) return false;
    total += bytes;
  }
  return parts.size > 0 && total === size;
}

export async function mergeChunks(deps: FileDeps, form: MergeForm, userId: string): Promise<UploaderAnswer> {
  const key = uploadKey(form.identifier, userId);
  const extension = chunkExtension(form);
  const refuse = async (message: string): Promise<never> => {
    await deps.storage.deleteParts(key);
    throw badRequest(message);
  };
  if (!isAllowedExtension(extension)) return refuse(fileMessages.extensionRefused(extension));
  if (form.type === 'annexpic' && !isImageExtension(extension)) return refuse(fileMessages.notImage);
  if (form.fileSize > deps.maxBytes) return refuse(tooLargeMessage(deps.maxBytes));
  const name = originalName(form.fileName);

  const parts = await deps.storage.parts(key);
  if (!complete(parts, form.fileSize)) {
    const same = await findSameFile(deps.db, form.identifier, extension, userId);
    if (same && same.size === form.fileSize && (await deps.storage.exists(same.blob))) {
      await deps.storage.deleteParts(key);
      return uploaderAnswer(await shareFile(deps, same, form.type, name));
    }
    throw new MissingPart();
  }

  const { storage } = deps;
  async function* concatenated(): AsyncGenerator<Uint8Array> {
    for (let number = 1; number <= parts.size; number += 1) {
      const part = await storage.getPart(key, number);
      if (!part) throw new MissingPart();
      yield* part;
    }
  }
  try {
    const stored = await storeFile(deps, {
      source: concatenated(),
      type: form.type,
      originalName: name,
      extension,
      userId,
      md5: form.identifier,
      size: form.fileSize,
    });
    await storage.deleteParts(key);
    return uploaderAnswer(stored);
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof MissingPart)) await storage.deleteParts(key);
    throw error;
  }
}
