/**
 * The bytes every part of `npm run bench:files` measures, made the same way in Node and in the page:
 * one block of {@link blockBytes} pseudo-random bytes (xorshift32 from a seed, written little-endian),
 * repeated. A file of N MiB is the block N times, so the page builds a 1 GiB Blob without anything
 * crossing the wire, and Node writes the very same bytes to disk for `md5sum` and `curl`.
 *
 * Each seed is a different file (a different MD5): the server's instant upload (same user, same MD5)
 * must not turn a measured upload into a no-op.
 */

export const blockBytes = 1_048_576;
export const mib = 1_048_576;

/** Random bytes (a known file type's signature at the start is astronomically unlikely: checked by the merge anyway). */
export function patternBlock(seed: number): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(blockBytes);
  const view = new DataView(block.buffer);
  let state = seed >>> 0 || 0x9e3779b9;
  for (let at = 0; at < blockBytes; at += 4) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    view.setUint32(at, state, true);
  }
  return block;
}

/** Seeds of the files: the MD5 and upload file, the resume file (each a different MD5). */
export const seeds = { upload: 20_261_124, resume: 14_014_014 } as const;
