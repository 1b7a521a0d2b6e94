/** Uploads: simple (`Uploader/{type}`), chunked (`chunk` test and upload) and the merge (reference 4.19). */
import type { FastifyInstance } from 'fastify';
import { chunkSize, fileMessages, type ChunkQuery, type MergeForm } from '../../api/files';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { isAllowedExtension, isImageExtension } from './allowed-types';
import { tooLargeMessage } from './checked-stream';
import { checkChunkQuery, chunkFieldsOf, chunkState, chunkTooLargeMessage, storeChunk } from './chunks';
import type { FileDeps } from './file-deps';
import { extensionOf, originalName } from './file-names';
import { mergeChunks } from './merge';
import { fieldValues, limitedBytes, multipartFile } from './multipart-file';
import { chunkAnswerSchema, chunkQuerySchema, mergeBodySchema, uploaderAnswerSchema, uploaderParamsSchema } from './schemas';
import { storeFile, uploaderAnswer } from './store-file';

const tags = ['files'];

export function uploadRoutes(app: FastifyInstance, deps: FileDeps): void {
  app.post<{ Params: { type: string } }>(
    '/api/file/Uploader/:type',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Upload a file (multipart `file`, fields pathType, sortRule, timeFormat, folder first); checked by its bytes',
        consumes: ['multipart/form-data'],
        params: uploaderParamsSchema,
        security: bearerSecurity,
        response: standardResponses(uploaderAnswerSchema),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { type } = request.params;
      const file = await multipartFile(request, deps.maxBytes);
      const extension = extensionOf(file.filename);
      if (!isAllowedExtension(extension))
        throw badRequest(extension ? fileMessages.extensionRefused(extension) : '文件没有扩展名，不能上传');
      if (type === 'annexpic' && !isImageExtension(extension)) throw badRequest(fileMessages.notImage);
      const stored = await storeFile(deps, {
        source: limitedBytes(file, tooLargeMessage(deps.maxBytes)),
        type,
        originalName: originalName(file.filename),
        extension,
        userId: user.userId,
      });
      return ok(uploaderAnswer(stored), '上传成功');
    },
  );

  app.get<{ Querystring: ChunkQuery }>(
    '/api/file/chunk',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Which chunks of an upload the server holds (resume), or that the file is stored already (instant upload)',
        querystring: chunkQuerySchema,
        security: bearerSecurity,
        response: standardResponses(chunkAnswerSchema),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      checkChunkQuery(request.query, deps.maxBytes);
      return ok(await chunkState(deps, request.query, user.userId));
    },
  );

  app.post(
    '/api/file/chunk',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Upload one chunk (multipart: the chunk test fields, then `file`; at most 5 MiB)',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: standardResponses(chunkAnswerSchema),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const file = await multipartFile(request, chunkSize);
      const query = chunkFieldsOf({ ...(request.query as Record<string, unknown>), ...fieldValues(file) });
      checkChunkQuery(query, deps.maxBytes);
      return ok(await storeChunk(deps, query, user.userId, limitedBytes(file, chunkTooLargeMessage)), '上传成功');
    },
  );

  app.post<{ Body: MergeForm }>(
    '/api/file/merge',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Merge the chunks of an upload into a stored file (form-urlencoded); checks the MD5, the extension and the content',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: mergeBodySchema,
        security: bearerSecurity,
        response: standardResponses(uploaderAnswerSchema),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      return ok(await mergeChunks(deps, request.body, user.userId), '上传成功');
    },
  );
}
