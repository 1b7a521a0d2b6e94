/** Chat images before they are uploaded (spec 000 section 5): one file, images only, under 5 MB. */
import { chatImageMaxBytes } from '../../api/messages';

/** The kinds the server accepts (it reads the first bytes; SVG can carry script and is refused). */
export const CHAT_IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';
const acceptedTypes = new Set(CHAT_IMAGE_ACCEPT.split(','));

export type ImageRefusal = 'imageOnly' | 'imageTooLarge';

/** Why the file cannot be sent (an i18n key under `errors.`), or null when it can. */
export function checkChatImage(file: { type: string; size: number }): ImageRefusal | null {
  if (!acceptedTypes.has(file.type.toLowerCase())) return 'imageOnly';
  if (file.size >= chatImageMaxBytes) return 'imageTooLarge';
  return null;
}

/** The picture's own size, 0 × 0 when the browser cannot decode it (the window then shows a square). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return { width: 0, height: 0 };
    }
  }
  return { width: 0, height: 0 };
}
