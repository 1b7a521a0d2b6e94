/**
 * Reading files: a signed link to download one (`Download/{type}/{fileName}`) and the link itself
 * (`Download?encryption=…&name=…`), images by name, the zip of several (`PackDownload`) and the
 * inline preview address (`Uploader/Preview`). Names are checked against the stored-name pattern and
 * looked up in `file`; nothing a client sends becomes a path.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PackDownloadItem, PreviewQuery } from '../../api/files';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { sendImage } from '../http/image-files';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { inlineTypeOf, isImageMime } from './allowed-types';
import type { FileDeps } from './file-deps';
import { isStoredName, storedNamePattern } from './file-names';
import { findFile, type FileRecord } from './file-records';
import { findPack, packStream, preparePack } from './pack-download';
import {
  downloadLinkSchema,
  downloadQuerySchema,
  fileParamsSchema,
  imageParamsSchema,
  packAnswerSchema,
  packBodySchema,
  packParamsSchema,
  previewQuerySchema,
} from './schemas';
import type { Disposition } from './signed-links';

const tags = ['files'];
export const missingFileMessage = '文件不存在';
export const expiredLinkMessage = '下载链接无效或已过期，请重新下载';

/** `attachment` or `inline` with an ASCII fallback name and the real one (RFC 6266 / 5987). */
export function dispositionHeader(disposition: Disposition, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Headers of every file answer: never cached, never sniffed, never run as a page. */
function fileHeaders(reply: FastifyReply, disposition: Disposition, fileName: string, policy = "default-src 'none'; sandbox") {
  return reply
    .header('content-disposition', dispositionHeader(disposition, fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', policy);
}

const fileAddressPattern = new RegExp(
  `^(?:/api/file/(?:Download|Image)/[A-Za-z0-9_-]{1,64}/)?(${storedNamePattern.slice(1, -1)})(?:[?#].*)?$`,
);

/** The stored name a preview asks for: `fileName`, else the one in `fileDownloadUrl` (a file or image address). */
function previewName(query: PreviewQuery): string | undefined {
  if (isStoredName(query.fileName)) return query.fileName;
  return fileAddressPattern.exec(query.fileDownloadUrl ?? '')?.[1];
}

export function downloadRoutes(app: FastifyInstance, deps: FileDeps): void {
  const { db, storage, links } = deps;

  /** The bytes to send; none for HEAD (Fastify would read a stream to its end only to drop it). */
  const contentOf = async (request: FastifyRequest, file: FileRecord): Promise<Readable | Buffer> => {
    if (request.method === 'HEAD') {
      if (!(await storage.exists(file.blob))) throw notFound(missingFileMessage);
      return Buffer.alloc(0);
    }
    const stream = await storage.get(file.blob);
    if (!stream) throw notFound(missingFileMessage);
    return stream;
  };

  app.get<{ Params: { type: string; fileName: string } }>(
    '/api/file/Download/:type/:fileName',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A short-lived signed link to download a stored file',
        params: fileParamsSchema,
        security: bearerSecurity,
        response: standardResponses(downloadLinkSchema),
      },
    },
    async (request) => {
      const file = await findFile(db, request.params.fileName);
      if (!file) throw notFound(missingFileMessage);
      return ok({ name: file.originalName, url: await links.link(file.name, 'attachment', deps.clock()) });
    },
  );

  app.get<{ Querystring: { encryption: string; name: string; disposition?: Disposition } }>(
    '/api/file/Download',
    {
      // Opened by the browser without the Authorization header: the signature is the permission.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Downloads by a signed link (valid for 5 minutes): a stored file, or a pack built as it is sent',
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { encryption, name } = request.query;
      const disposition = request.query.disposition ?? 'attachment';
      const now = deps.clock();
      if (!(await links.verify(name, disposition, encryption, now))) throw notFound(expiredLinkMessage);
      if (!isStoredName(name)) {
        const pack = disposition === 'attachment' ? await findPack(db, name, now) : undefined;
        if (!pack) throw notFound(expiredLinkMessage);
        const zip = request.method === 'HEAD' ? Buffer.alloc(0) : packStream(storage, pack.entries);
        return fileHeaders(reply, 'attachment', pack.name).type('application/zip').send(zip);
      }
      const file = await findFile(db, name);
      if (!file) throw notFound(missingFileMessage);
      if (disposition === 'inline') {
        const type = inlineTypeOf(file);
        if (!type) throw notFound(missingFileMessage);
        const policy = type === 'application/pdf' ? "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'" : undefined;
        const stream = await contentOf(request, file);
        return fileHeaders(reply, 'inline', file.originalName, policy).type(type).header('content-length', file.size).send(stream);
      }
      const stream = await contentOf(request, file);
      return fileHeaders(reply, 'attachment', file.originalName)
        .type('application/octet-stream')
        .header('content-length', file.size)
        .send(stream);
    },
  );

  app.get<{ Params: { type: string; name: string } }>(
    '/api/file/Image/:type/:name',
    {
      // An <img> cannot send the Authorization header; the names are random (128 bits) and unguessable.
      config: { access: 'public' },
      schema: { tags, summary: 'A stored image by its name', params: imageParamsSchema },
    },
    async (request, reply) => {
      const file = await findFile(db, request.params.name);
      if (!file || !isImageMime(file.mime)) throw notFound(missingFileMessage);
      return sendImage(reply.header('content-length', file.size), { mime: file.mime, data: await contentOf(request, file) });
    },
  );

  app.post<{ Params: { type: string }; Body: PackDownloadItem[] }>(
    '/api/file/PackDownload/:type',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'A signed link to a zip of the files named (built while it is downloaded)',
        params: packParamsSchema,
        body: packBodySchema,
        security: bearerSecurity,
        response: standardResponses(packAnswerSchema),
      },
    },
    async (request) => ok(await preparePack(deps, request.body, requireUser(request.user).userId)),
  );

  app.get<{ Querystring: PreviewQuery }>(
    '/api/file/Uploader/Preview',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The address showing a file inline (images, PDF, plain text), or '' when it cannot be previewed",
        querystring: previewQuerySchema,
        security: bearerSecurity,
        response: standardResponses({ type: 'string' }),
      },
    },
    async (request) => {
      const name = previewName(request.query);
      if (!name) throw badRequest('文件名不正确');
      const file = await findFile(db, name);
      if (!file || !inlineTypeOf(file) || !(await storage.exists(file.blob))) return ok('');
      return ok(await links.link(file.name, 'inline', deps.clock()));
    },
  );
}
