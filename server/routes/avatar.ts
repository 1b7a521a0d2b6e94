import type { FastifyInstance } from 'fastify';
import { chatImageParamsSchema } from '../../schemas/messages';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { fileDeps } from '../files/file-deps';
import { sendImage, uploadedImage } from '../http/image-files';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { ownsChatImage, readChatImage, saveChatImage } from '../messages/chat-images';

export const avatarUrl = (name: string) => `/api/file/Image/userAvatar/${name}`;

/**
 * The own avatar (spec 000 section 7.2 `PUT Avatar/{name}`, reference 4.19 `Uploader/userAvatar`):
 * upload an image (images only, at most 5 MB, checked by its bytes), then set it by the name the
 * upload answered. Only one's own uploads can become one's avatar.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const files = fileDeps(ctx);
  const tags = ['current user'];

  app.post(
    '/api/file/Uploader/userAvatar',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Upload an avatar image (multipart, one file, images only, at most 5 MB)',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { filename, data } = await uploadedImage(request);
      return ok(await saveChatImage(files, user.userId, filename, data, { type: 'userAvatar', urlOf: avatarUrl }), '上传成功');
    },
  );

  app.put<{ Params: { name: string } }>(
    '/api/permission/Users/Current/Avatar/:name',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Set the own avatar to an image the user uploaded',
        params: chatImageParamsSchema,
        security: bearerSecurity,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const { name } = request.params;
      if (!(await ownsChatImage(ctx.db, user.userId, name))) throw badRequest('头像图片不存在，请重新上传');
      await ctx.db.query('update users set head_icon = $2 where id = $1', [user.userId, name]);
      ctx.currentUserCache.forgetUser(user.userId);
      return ok(null, '头像修改成功');
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/file/Image/userAvatar/:name',
    {
      // An <img> cannot send the Authorization header; the names are random (122 bits) and unguessable.
      config: { access: 'public' },
      schema: { tags, summary: 'An avatar image by its name', params: chatImageParamsSchema },
    },
    async (request, reply) => {
      const image = await readChatImage(files, request.params.name);
      if (!image) throw notFound();
      return sendImage(reply, image);
    },
  );
}
