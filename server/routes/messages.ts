import type { FastifyInstance } from 'fastify';
import type { DeleteRecordsRequest, MessageQuery, NoticeInput, NoticeQuery } from '../../api/messages';
import {
  deleteRecordsBodySchema,
  idParamsSchema,
  messageListQuerySchema,
  noticeBodySchema,
  noticeListQuerySchema,
  readAllBodySchema,
  readAllQuerySchema,
} from '../../schemas/messages';
import { notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { deleteReceipts, listMessages, readAll, readInfo, type MessageFilters } from '../messages/message-store';
import type { Messaging } from '../messages/messaging';
import { createNotice, deleteNotice, getNotice, listNotices, releaseNotice, updateNotice } from '../messages/notices';
import { dropEmptyQueryValues } from '../http/empty-query';

const filtersOf = ({ keyword, type, isRead }: MessageFilters): MessageFilters => ({ keyword, type, isRead });

/** The message calls of spec 000 section 7.3: the user's own messages, and notice management. */
export function messageRoutes(messaging: Messaging) {
  return async (app: FastifyInstance): Promise<void> => {
    const { ctx } = app;
    const tags = ['messages'];
    const noticeTags = ['notices'];
    const idParams = idParamsSchema;

    app.get<{ Querystring: MessageQuery & { currentPage: number; pageSize: number } }>(
      '/api/message',
      {
        config: { access: 'signedIn' },
        preValidation: dropEmptyQueryValues,
        schema: {
          tags,
          summary: "The caller's messages, newest first: keyword (title), type and read filters, paged",
          security: bearerSecurity,
          querystring: messageListQuerySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        const { currentPage, pageSize } = request.query;
        return ok(await listMessages(ctx.db, requireUser(request.user).userId, filtersOf(request.query), currentPage, pageSize));
      },
    );

    app.post<{ Querystring: MessageQuery; Body: MessageQuery | null }>(
      '/api/message/Actions/ReadAll',
      {
        config: { access: 'signedIn' },
        preValidation: dropEmptyQueryValues,
        schema: {
          tags,
          summary: "Marks the caller's unread messages read; same filters as the list, in the query or the body",
          security: bearerSecurity,
          querystring: readAllQuerySchema,
          body: readAllBodySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        const filters = filtersOf({ ...request.query, ...(request.body ?? {}) });
        const count = await readAll(ctx.db, requireUser(request.user).userId, filters);
        return ok({ count }, '已全部标记为已读');
      },
    );

    app.get<{ Params: { id: string } }>(
      '/api/message/ReadInfo/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "One of the caller's messages with body, excerpt, sender, time and attachments; marks it read",
          security: bearerSecurity,
          params: idParams,
          response: standardResponses(),
        },
      },
      async (request) => {
        const info = await readInfo(ctx.db, requireUser(request.user).userId, request.params.id);
        if (!info) throw notFound();
        return ok(info);
      },
    );

    app.delete<{ Body: DeleteRecordsRequest }>(
      '/api/message/Record',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Deletes the caller's receipts of these messages (ids, or one comma-separated text)",
          security: bearerSecurity,
          body: deleteRecordsBodySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        const ids = request.body.ids
          .flatMap((id) => id.split(','))
          .map((id) => id.trim())
          .filter(Boolean);
        const count = await deleteReceipts(ctx.db, requireUser(request.user).userId, ids);
        return ok({ count }, '删除成功');
      },
    );

    // ───────────── notices (menu system.notice) ─────────────

    app.get<{ Querystring: NoticeQuery & { currentPage: number; pageSize: number } }>(
      '/api/message/Notice',
      {
        preValidation: dropEmptyQueryValues,
        config: { access: { menu: 'system.notice' } },
        schema: {
          tags: noticeTags,
          summary: 'Notices for the notice screen (drafts, released, expired), newest first',
          security: bearerSecurity,
          querystring: noticeListQuerySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        const { keyword, enabledMark, currentPage, pageSize } = request.query;
        return ok(await listNotices(ctx.db, keyword, enabledMark, currentPage, pageSize));
      },
    );

    for (const url of ['/api/message/Notice', '/api/message']) {
      app.post<{ Body: NoticeInput }>(
        url,
        {
          config: { access: { menu: 'system.notice', button: 'btn_add' } },
          schema: {
            tags: noticeTags,
            summary: 'Creates a notice draft (the body HTML is sanitised)',
            security: bearerSecurity,
            body: noticeBodySchema,
            response: standardResponses(),
          },
        },
        async (request) => ok({ id: await createNotice(ctx.db, requireUser(request.user).userId, request.body) }, '新建成功'),
      );
    }

    app.get<{ Params: { id: string } }>(
      '/api/message/:id',
      {
        config: { access: { menu: 'system.notice' } },
        schema: {
          tags: noticeTags,
          summary: 'A notice, for editing',
          security: bearerSecurity,
          params: idParams,
          response: standardResponses(),
        },
      },
      async (request) => ok(await getNotice(ctx.db, request.params.id)),
    );

    app.put<{ Params: { id: string }; Body: NoticeInput }>(
      '/api/message/:id',
      {
        config: { access: { menu: 'system.notice', button: 'btn_edit' } },
        schema: {
          tags: noticeTags,
          summary: 'Updates a notice draft (released notices do not change)',
          security: bearerSecurity,
          params: idParams,
          body: noticeBodySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        await updateNotice(ctx.db, requireUser(request.user).userId, request.params.id, request.body);
        return ok(null, '修改成功');
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/api/message/:id',
      {
        config: { access: { menu: 'system.notice', button: 'btn_remove' } },
        schema: {
          tags: noticeTags,
          summary: 'Deletes a notice and withdraws it from every receiver',
          security: bearerSecurity,
          params: idParams,
          response: standardResponses(),
        },
      },
      async (request) => {
        await deleteNotice(ctx.db, request.params.id);
        return ok(null, '删除成功');
      },
    );

    app.put<{ Params: { id: string } }>(
      '/api/message/:id/Actions/Release',
      {
        config: { access: { menu: 'system.notice', button: 'btn_release' } },
        schema: {
          tags: noticeTags,
          summary: 'Releases a draft: a receipt for each receiver (all enabled users when none are listed) and a live messagePush',
          security: bearerSecurity,
          params: idParams,
          response: standardResponses(),
        },
      },
      async (request) => {
        const user = requireUser(request.user);
        const released = await releaseNotice(ctx.db, user.userId, request.params.id);
        await messaging.pushMessage({ ...released, type: 1, senderId: user.userId });
        return ok(null, '发布成功');
      },
    );
  };
}
