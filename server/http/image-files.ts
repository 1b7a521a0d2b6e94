/** Image uploads and downloads shared by the chat-image and avatar calls. */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chatImageTooLargeMessage } from '../../api/messages';
import { badRequest } from './api-error';

/** The one file of a multipart upload, with the 5 MB limit answered as the spec's message. */
export async function uploadedImage(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传图片');
  const file = await request.file();
  if (!file) throw badRequest('缺少上传的图片');
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(chatImageTooLargeMessage);
    throw error;
  }
}

/**
 * Sends a stored image. Its name never changes its bytes, so it is cached for good; the headers keep
 * a browser from reading it as anything but the sniffed image type.
 */
export function sendImage(reply: FastifyReply, image: { mime: string; data: Buffer | Readable }): FastifyReply {
  return reply
    .type(image.mime)
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(image.data);
}
