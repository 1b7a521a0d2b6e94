import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyStaticOptions } from '@fastify/static';

/**
 * How the built front end (dist/) is sent (docs/serving.md). The build writes a brotli and a gzip copy
 * beside each text file (`index-abc.js.br`, `.gz`, see vite.config.ts); the server sends the copy the
 * client accepts and never compresses these files itself.
 *
 * - `assets/` holds only files whose names carry a hash of their content: a changed file gets a new
 *   name, so a browser may keep them a year without asking again.
 * - Everything else (`index.html`, the page every address answers) names the current assets: the
 *   browser keeps it but asks each time whether it changed (`no-cache`; an unchanged one is a 304).
 */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/** The encodings whose copies the build writes, in the order the server prefers them. */
const preCompressedEncodings = ['br', 'gzip'] as const;
const extensionOf = { br: '.br', gzip: '.gz' } as const;

/** `Cache-Control` of a file of the built front end, by its path on disk (a compressed copy counts as its original). */
export function cacheControlOf(publicDir: string, filePath: string): string {
  const [folder] = relative(publicDir, filePath).split(sep);
  return folder === 'assets' ? immutableCacheControl : revalidateCacheControl;
}

/**
 * Headers a hashed script or stylesheet is sent without (docs/serving.md, "Headers of hashed scripts and
 * stylesheets", says why each one): the document-only security headers the server's helmet adds to every
 * answer, and the validators and range support an immutable file never uses. A cold admin page fetches
 * some fifty of these files, and these headers were about 750 of each one's 1,060 bytes of headers.
 * `x-content-type-options: nosniff`, the cache, type, length, encoding and `vary` headers stay.
 */
export const droppedAssetHeaders = [
  // Policies of a document or a worker: a script or stylesheet runs under its document's, not its own.
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'referrer-policy',
  // Recorded from the page's own answer (index.html, fetched or revalidated on every visit).
  'strict-transport-security',
  // Public code, the same for every visitor: nothing to keep from other origins.
  'cross-origin-resource-policy',
  // The hashed name is the validator: an immutable file is never revalidated nor fetched in ranges.
  'etag',
  'last-modified',
  'accept-ranges',
] as const;

/**
 * Hashed files a browser only ever runs or applies, never shows as a page: scripts and stylesheets (not
 * SVG, HTML or anything else a browser may render as a document); a compressed copy counts as its original.
 */
export function isHashedSubresource(publicDir: string, filePath: string): boolean {
  return cacheControlOf(publicDir, filePath) === immutableCacheControl && /\.(?:m?js|css)(?:\.br|\.gz)?$/.test(filePath);
}

/** @fastify/static options for the built front end: one route per file, compressed copies chosen by `Accept-Encoding`. */
export function frontEndStaticOptions(publicDir: string): FastifyStaticOptions {
  return {
    root: publicDir,
    wildcard: false,
    preCompressed: true,
    // The copies are sent in place of their originals, never under their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlOf(publicDir, filePath));
      if (!isHashedSubresource(publicDir, filePath)) return;
      // helmet wrote its headers on the raw answer (an onRequest hook), @fastify/static its own on the reply.
      for (const name of droppedAssetHeaders) {
        reply.removeHeader(name);
        reply.raw.removeHeader(name);
      }
    },
  };
}

export interface IndexPage {
  body: Buffer;
  /** `content-encoding` of the body; undefined when it is the file as built. */
  encoding: (typeof preCompressedEncodings)[number] | undefined;
  /** A validator of this very body (weak, from its file's size and time, as @fastify/static makes them). */
  etag: string;
}

/**
 * `index.html` as the single-page app's answer to every page address: its brotli copy, else its gzip
 * copy, when the client accepts it and the build wrote it; otherwise the file itself.
 */
export async function readIndexPage(publicDir: string, acceptEncoding: string | undefined): Promise<IndexPage> {
  const indexHtml = join(publicDir, 'index.html');
  const accepted = preCompressedEncodings.filter((encoding) => acceptEncoding && negotiate(acceptEncoding, [encoding]) === encoding);
  for (const encoding of accepted) {
    const page = await readPage(indexHtml + extensionOf[encoding], encoding);
    if (page) return page;
  }
  const page = await readPage(indexHtml, undefined);
  if (!page) throw new Error(`${indexHtml} is missing`);
  return page;
}

async function readPage(path: string, encoding: IndexPage['encoding']): Promise<IndexPage | undefined> {
  try {
    const [body, stats] = await Promise.all([readFile(path), stat(path)]);
    return { body, encoding, etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether an `If-None-Match` header names this validator (weak comparison, RFC 9110 section 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
