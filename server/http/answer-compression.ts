import type { FastifyCompressOptions } from '@fastify/compress';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Compression of the calls' answers on the fly (@fastify/compress), registered in the scope of the
 * `/api` and `/config` routes only (server/app.ts; docs/serving.md):
 *
 * - for a client that asks for it with `Accept-Encoding`, answers of at least 1 KB of a compressible
 *   type (JSON, text...; not images), brotli (at quality 4, the plugin's default, for speed) when
 *   accepted, else gzip; a client sending no `Accept-Encoding` gets the answer as it is;
 * - an answer that already carries a `Content-Encoding` (the cached, pre-gzipped `CurrentUser`) is
 *   left alone, and so are partial answers (206); WebSocket upgrades never reach it (the socket takes
 *   the connection over);
 * - the front end's files are outside that scope: they are compressed once, at build
 *   (server/http/front-end-files.ts).
 *
 * Request bodies are not decompressed: a body sent with a `Content-Encoding` is read as before.
 */
export const answerCompression: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: compressionThresholdBytes,
};
