import type { FastifyInstance } from 'fastify';
import { fileDeps } from '../files/file-deps';
import type { PageQuery } from '../../api/envelope';
import { chatImageParamsSchema, idParamsSchema, imUserQuerySchema } from '../../schemas/messages';
import { notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { sendImage, uploadedImage } from '../http/image-files';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { readChatImage, saveChatImage } from '../messages/chat-images';
import { conversations, deleteChatRecords, hideConversation, imUsers } from '../messages/chat-store';

/** Chat side calls (spec 000 sections 7.3 and 7.4; reference section 1.7). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const files = fileDeps(ctx);
  const tags = ['chat'];

  app.get(
    '/api/message/imreply',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The caller's recent conversations, latest first, with unread counts and the latest message",
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request) => ok({ list: await conversations(ctx.db, requireUser(request.user).userId) }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/message/imreply/deleteChatRecord/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Deletes the caller's copy of the chat records with user {id}; the other party keeps theirs",
        security: bearerSecurity,
        params: idParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      await deleteChatRecords(ctx.db, requireUser(request.user).userId, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/message/imreply/relocation/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Removes the conversation with user {id} from the caller's list until a new message arrives",
        security: bearerSecurity,
        params: idParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      await hideConversation(ctx.db, requireUser(request.user).userId, request.params.id);
      return ok(null, '移除成功');
    },
  );

  app.get<{ Querystring: PageQuery & { currentPage: number; pageSize: number } }>(
    '/api/permission/Users/ImUser',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Chat contacts: every enabled user but the caller, paged, keyword on name and account',
        security: bearerSecurity,
        querystring: imUserQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const { keyword, currentPage, pageSize } = request.query;
      return ok(await imUsers(ctx.db, requireUser(request.user).userId, keyword, currentPage, pageSize));
    },
  );

  app.post(
    '/api/file/Uploader/IM',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['chat'],
        summary: 'Upload a chat image (multipart, one file, images only, at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { filename, data } = await uploadedImage(request);
      return ok(await saveChatImage(files, user.userId, filename, data), '上传成功');
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/file/Image/IM/:name',
    {
      // An <img> cannot send the Authorization header; the names are random (122 bits) and unguessable.
      config: { access: 'public' },
      schema: { tags, summary: 'A chat image by the name its upload answered', params: chatImageParamsSchema },
    },
    async (request, reply) => {
      const image = await readChatImage(files, request.params.name);
      if (!image) throw notFound();
      return sendImage(reply, image);
    },
  );
}
