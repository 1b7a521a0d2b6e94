/**
 * `POST /api/file/merge`: the parts 1..N of an upload become a new stored file. They were joined while
 * they arrived (joined-upload.ts: MD5 state, first bytes, and in a folder the joined file), so the merge
 * joins only what is left, checks the MD5 against the identifier and the first bytes against the
 * extension, and renames the joined bytes into place. Refused (with its parts deleted) when the MD5 is
 * not the identifier, the extension is not allowed or the bytes are not what the extension says; parts
 * are kept when some are missing, so the upload can resume.
 */
import { fileMessages, type MergeForm, type UploaderAnswer } from '../../api/files';
import { ApiError, badRequest } from '../http/api-error';
import { isAllowedExtension, isImageExtension } from './allowed-types';
import { md5MismatchMessage, tooLargeMessage } from './checked-stream';
import { chunkExtension } from './chunks';
import { checkContent } from './content-check';
import type { FileDeps } from './file-deps';
import { newStoredName, originalName, uploadKey } from './file-names';
import { findSameFile } from './file-records';
import { joinAllParts, joinedMd5 } from './joined-upload';
import { recordStoredFile, shareFile, uploaderAnswer } from './store-file';
import { withUploadLock } from './upload-lock';

export const incompleteMessage = '文件分片不完整，请重新上传';

class MissingPart extends ApiError {
  constructor() {
    super(400, incompleteMessage);
  }
}

/**
 * The joined bytes could not be committed (a part sent again between the check and the rename, or a
 * joined file short after a crash): joined again from the first part, a few times at most.
 */
const commitAttempts = 3;

type Joined =
  { outcome: 'incomplete' } | { outcome: 'mismatch' } | { outcome: 'stored'; name: string; mime: string; size: number; md5: string };

/** Under the upload's lock: joins what is left, checks, and renames the joined bytes to a new stored name. */
async function commitUpload(deps: FileDeps, key: string, form: MergeForm, extension: string): Promise<Joined> {
  for (let attempt = 1; ; attempt += 1) {
    const state = await joinAllParts(deps.storage, key, attempt > 1);
    if (state.parts.length === 0 || state.bytes !== form.fileSize) return { outcome: 'incomplete' };
    const md5 = await joinedMd5(state);
    if (md5 !== form.identifier) return { outcome: 'mismatch' };
    const mime = await checkContent(state.head, extension);
    const name = newStoredName(extension, deps.clock());
    if (await deps.storage.commitJoined(key, name, state.parts, state.bytes))
      return { outcome: 'stored', name, mime, size: state.bytes, md5 };
    if (attempt >= commitAttempts) throw new Error(`the parts of ${key} kept changing during the merge`);
  }
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

  let joined: Joined;
  try {
    joined = (await withUploadLock(deps, key, 'wait', () => commitUpload(deps, key, form, extension)))!;
  } catch (error) {
    if (error instanceof ApiError) await deps.storage.deleteParts(key);
    throw error;
  }
  if (joined.outcome === 'mismatch') return refuse(md5MismatchMessage);
  if (joined.outcome === 'incomplete') {
    const same = await findSameFile(deps.db, form.identifier, extension, userId);
    if (same && same.size === form.fileSize && (await deps.storage.exists(same.blob))) {
      await deps.storage.deleteParts(key);
      return uploaderAnswer(await shareFile(deps, same, form.type, name));
    }
    throw new MissingPart();
  }
  const stored = await recordStoredFile(deps, {
    name: joined.name,
    type: form.type,
    originalName: name,
    extension,
    userId,
    mime: joined.mime,
    size: joined.size,
    md5: joined.md5,
  });
  await deps.storage.deleteParts(key);
  return uploaderAnswer(stored);
}
