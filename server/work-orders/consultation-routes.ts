/**
 * 在线咨询 (menu subdev.onlineconsultant): the list, a consultation with its notes (the Detail page's tab
 * xtnotes), a new one, a note, and `POST /api/App/OnlineServer/saveonlineqs {id}` (spec 002 section
 * 7.9): the caller signs it and its work order is made, once (the consultation's row is locked and the
 * work order's `consultation_id` is unique); result 1 opens that work order, else `msg` says who has it.
 */
import type { FastifyInstance } from 'fastify';
import {
  consultationMenu,
  consultationPath,
  consultationTexts,
  onlineServerSignPath,
  type ConsultationInfo,
  type ConsultationInput,
  type ConsultationListItem,
  type ConsultationStatus,
  type SignAnswer,
} from '../../api/workorder';
import {
  claimBodySchema,
  claimMessages,
  consultationBodySchema,
  consultationListQuerySchema,
  consultationMessages,
  consultationNoteBodySchema,
  noteMessages,
  workOrderIdParamsSchema,
} from '../../schemas/workorder';
import { queryOne, type Queryable } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';
import { notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { orderFromConsultation } from './work-order-store';

const tags = ['online consultations'];

interface ConsultationRow {
  id: string;
  customer_name: string;
  mobile_phone: string;
  title: string;
  content: string;
  status: ConsultationStatus;
  sign_user: string | null;
  work_order_id: string | null;
  work_order_number: string | null;
  creator_time: Date;
}

const select = `select c.id, c.customer_name, c.mobile_phone, c.title, c.content, c.status,
    (select u.real_name || '/' || u.account from users u where u.id = c.sign_user_id) as sign_user,
    c.work_order_id, (select w.number from work_order w where w.id = c.work_order_id) as work_order_number, c.creator_time`;

const toItem = (row: ConsultationRow): ConsultationListItem => ({
  id: row.id,
  customerName: row.customer_name,
  mobilePhone: row.mobile_phone,
  title: row.title,
  content: row.content,
  status: row.status,
  signUser: row.sign_user ?? '',
  workOrderId: row.work_order_id ?? '',
  workOrderNumber: row.work_order_number ?? '',
  creatorTime: row.creator_time.getTime(),
});

async function infoOf(db: Queryable, id: string): Promise<ConsultationInfo | undefined> {
  const row = await queryOne<ConsultationRow>(db, `${select} from online_consultation c where c.id = $1`, [id]);
  if (!row) return undefined;
  const notes = await db.query<{ id: string; content: string; user_name: string | null; creator_time: Date }>(
    `select n.id, n.content, (select u.real_name || '/' || u.account from users u where u.id = n.user_id) as user_name, n.creator_time
       from online_consultation_note n where n.consultation_id = $1 order by n.creator_time, n.id`,
    [id],
  );
  return {
    ...toItem(row),
    notes: notes.map((note) => ({
      id: note.id,
      content: note.content,
      userName: note.user_name ?? '',
      creatorTime: note.creator_time.getTime(),
    })),
  };
}

export async function consultationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const menu = { access: { menu: consultationMenu } };

  app.get<{ Querystring: { keyword?: string; status?: ConsultationStatus; currentPage: number; pageSize: number } }>(
    consultationPath,
    {
      config: menu,
      schema: {
        tags,
        summary: 'The consultations, newest first',
        security: bearerSecurity,
        querystring: consultationListQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const { keyword, status, currentPage, pageSize } = request.query;
      const params: unknown[] = [likePattern(keyword), status ?? null];
      const page = await pageOf<ConsultationRow>(
        ctx.db,
        {
          select,
          from: `from online_consultation c
                 where ($1::text is null or c.title ilike $1 or c.customer_name ilike $1 or c.mobile_phone ilike $1 or c.content ilike $1)
                   and ($2::smallint is null or c.status = $2)`,
          params,
          orderBy: 'order by c.creator_time desc, c.id desc',
        },
        { currentPage, pageSize },
      );
      return ok({ ...page, list: page.list.map(toItem) });
    },
  );

  app.post<{ Body: ConsultationInput }>(
    consultationPath,
    {
      config: { access: { menu: consultationMenu, button: 'btn_add' }, messages: consultationMessages },
      schema: {
        tags,
        summary: 'A consultation of the web or app channel',
        security: bearerSecurity,
        body: consultationBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const id = newId();
      const body = request.body;
      await ctx.db.query(
        `insert into online_consultation (id, customer_name, mobile_phone, title, content, creator_user_id, creator_time) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          body.customerName ?? '',
          body.mobilePhone ?? '',
          body.title,
          body.content ?? '',
          requireUser(request.user).userId,
          ctx.clock(),
        ],
      );
      return ok({ id }, consultationTexts.created);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${consultationPath}/:id`,
    {
      config: menu,
      schema: {
        tags,
        summary: 'A consultation with its notes and work order',
        security: bearerSecurity,
        params: workOrderIdParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const info = await infoOf(ctx.db, request.params.id);
      if (!info) throw notFound(consultationTexts.notFound);
      return ok(info);
    },
  );

  app.post<{ Params: { id: string }; Body: { content: string } }>(
    `${consultationPath}/:id/Note`,
    {
      config: { ...menu, messages: { content: noteMessages.content! } },
      schema: {
        tags,
        summary: 'A note on a consultation (tab xtnotes)',
        security: bearerSecurity,
        params: workOrderIdParamsSchema,
        body: consultationNoteBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const found = await queryOne(ctx.db, 'select 1 from online_consultation where id = $1', [request.params.id]);
      if (!found) throw notFound(consultationTexts.notFound);
      await ctx.db.query(
        `insert into online_consultation_note (id, consultation_id, content, user_id, creator_time) values ($1, $2, $3, $4, $5)`,
        [newId(), request.params.id, request.body.content, requireUser(request.user).userId, ctx.clock()],
      );
      return ok(null, consultationTexts.noted);
    },
  );

  app.post<{ Body: { id: string } }>(
    onlineServerSignPath,
    {
      config: { access: { menu: consultationMenu, button: 'btn_sign' }, messages: claimMessages },
      schema: {
        tags,
        summary: 'Signs a consultation (签收): its work order is made once; result 1 with the work order (oid), else 0 and who has it',
        security: bearerSecurity,
        body: claimBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const user = requireUser(request.user);
      const answer = await ctx.db.transaction(async (tx): Promise<SignAnswer> => {
        const row = await queryOne<{
          id: string;
          customer_name: string;
          mobile_phone: string;
          title: string;
          content: string;
          status: number;
          sign_user_id: string | null;
          sign_user: string | null;
          work_order_id: string | null;
        }>(
          tx,
          `select c.id, c.customer_name, c.mobile_phone, c.title, c.content, c.status, c.sign_user_id, c.work_order_id,
                  (select u.real_name from users u where u.id = c.sign_user_id) as sign_user
             from online_consultation c where c.id = $1 for update`,
          [request.body.id],
        );
        if (!row) return { result: 0, msg: consultationTexts.notFound };
        if (row.status === 1) {
          if (row.sign_user_id !== user.userId) return { result: 0, msg: consultationTexts.signedBy(row.sign_user ?? '') };
          const number = await queryOne<{ number: string }>(tx, 'select number from work_order where id = $1', [row.work_order_id]);
          return { result: 1, msg: consultationTexts.signed, oid: row.work_order_id ?? '', inbid: number?.number ?? '' };
        }
        const order = await orderFromConsultation(
          tx,
          { id: row.id, customerName: row.customer_name, mobilePhone: row.mobile_phone, title: row.title, content: row.content },
          user.userId,
          ctx.clock(),
        );
        await tx.query(`update online_consultation set status = 1, sign_user_id = $2, sign_time = $3, work_order_id = $4 where id = $1`, [
          row.id,
          user.userId,
          ctx.clock(),
          order.id,
        ]);
        return { result: 1, msg: consultationTexts.signed, oid: order.id, inbid: order.number };
      });
      return ok(answer, answer.msg);
    },
  );
}
