/**
 * The bytes must agree with the extension (docs/files.md): the start of the file (its first
 * {@link sniffBytes} bytes) is recognised with `file-type`, and text must not start like markup a
 * browser would run.
 */
import { fileTypeFromBuffer } from 'file-type';
import { fileMessages } from '../../api/files';
import { badRequest } from '../http/api-error';
import { expectationOf, mimeOf } from './allowed-types';

export const sniffBytes = 4100;

const markupStarts = ['<!doctype', '<html', '<head', '<body', '<script', '<svg', '<?xml', '<iframe', '<object', '<embed'];

/** True when the bytes, past a byte-order mark and white space, start like HTML, XML, SVG or script. */
export function looksLikeMarkup(head: Uint8Array): boolean {
  let text = Buffer.from(head.subarray(0, 1024)).toString('latin1');
  if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3);
  else if (text.startsWith('\xff\xfe') || text.startsWith('\xfe\xff')) {
    // UTF-16: keep the ASCII letters only.
    text = text.slice(2).replace(/\0/g, '');
  }
  const start = text.trimStart().toLowerCase();
  return markupStarts.some((tag) => start.startsWith(tag));
}

/**
 * Checks the start of a file of this extension (already on the allow-list) and answers the type to
 * record. Refuses, with the spec's message, bytes that are another known type, or not the expected
 * one, or markup.
 */
export async function checkContent(head: Uint8Array, extension: string): Promise<string> {
  const expectation = expectationOf(extension);
  if (!expectation) throw badRequest(fileMessages.extensionRefused(extension));
  const sniffed = head.length ? await fileTypeFromBuffer(head) : undefined;
  const agrees =
    expectation.kind === 'text'
      ? !sniffed && !looksLikeMarkup(head)
      : sniffed
        ? expectation.types.includes(sniffed.ext)
        : expectation.kind === 'media' && !looksLikeMarkup(head);
  if (!agrees) throw badRequest(fileMessages.contentMismatch);
  return mimeOf(extension, sniffed?.mime);
}
