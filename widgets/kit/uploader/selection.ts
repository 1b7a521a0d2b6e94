/**
 * Which of the chosen files a field takes (spec 002 sections 5.2 and 5.3), in order: none past the
 * limit (one message for the lot), none of a type it does not take, none too large. Each refusal has
 * its message; the files taken go on to be uploaded.
 */
import type { UploadFieldOptions } from './upload-kind';
import { acceptsFile, isImageFile, tooLarge } from './file-rules';
import type { UploadWords } from './words';

export interface Selection<F> {
  taken: F[];
  messages: string[];
}

export function selectFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  held: number,
  options: Pick<UploadFieldOptions, 'limit' | 'fileSize' | 'sizeUnit' | 'accept'>,
  images: boolean,
  u: UploadWords,
): Selection<F> {
  const taken: F[] = [];
  const messages: string[] = [];
  const say = (message: string) => {
    if (!messages.includes(message)) messages.push(message);
  };
  for (const file of files) {
    if (options.limit > 0 && held + taken.length >= options.limit) {
      say(images ? u('imageCountLimit', { limit: options.limit }) : u('countLimit', { limit: options.limit }));
      break;
    }
    if (images && !isImageFile(file)) {
      say(u('notImage'));
      continue;
    }
    if (!acceptsFile(file, options.accept)) {
      say(u('wrongType', { accept: options.accept }));
      continue;
    }
    if (tooLarge(file.size, options.fileSize, options.sizeUnit)) {
      say(u(images ? 'imageTooLarge' : 'tooLarge', { size: options.fileSize, unit: options.sizeUnit }));
      continue;
    }
    taken.push(file);
  }
  return { taken, messages };
}
