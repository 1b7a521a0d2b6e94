/**
 * 日程安排 (menu extend.schedule; spec 001 section 7 "Schedules", spec 002 section 7.6, reference 4.17):
 * the occurrences of a range, one occurrence for editing and for the read view, create, update and
 * delete with their scopes. A schedule is seen by its creator and its participants only; only its
 * creator changes or deletes it. The read view (`detail`) is open to any signed-in user who sees the
 * schedule: a participant opens it from a reminder message without the menu.
 */
import type { FastifyInstance } from 'fastify';
import {
  PLATFORM_UTC_OFFSET_MS,
  scheduleDetailPath,
  scheduleMenu,
  schedulePath,
  type ScheduleInput,
  type ScheduleScope,
} from '../../api/schedule';
import {
  scheduleBodySchema,
  scheduleDeleteParamsSchema,
  scheduleDeleteQuerySchema,
  scheduleDetailQuerySchema,
  scheduleIdParamsSchema,
  scheduleListQuerySchema,
  scheduleMaxRangeDays,
  scheduleMessages,
  scheduleScopeMessage,
  scheduleUpdateParamsSchema,
} from '../../schemas/schedule';
import { badRequest, forbidden, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { scheduleValuesOf } from './schedule-input';
import {
  createSchedule,
  deleteOccurrence,
  detailOf,
  findOccurrence,
  infoOf,
  listOccurrences,
  scheduleTexts,
  updateOccurrence,
  type Occurrence,
} from './schedule-store';

const tags = ['schedules'];

export const scheduleRangeTexts = {
  order: '结束时间应晚于开始时间',
  tooLong: `查询范围不能超过${scheduleMaxRangeDays}天`,
} as const;

/** A list bound: milliseconds, or `yyyy-MM-dd[ HH:mm[:ss]]` on the platform's wall clock. */
export function boundOf(text: string): number {
  if (/^[0-9]+$/.test(text)) return Number(text);
  const [date = '', time = '00:00'] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes, seconds = 0] = time.split(':').map(Number);
  const ms = Date.UTC(year!, month! - 1, day!, hours!, minutes!, seconds) - PLATFORM_UTC_OFFSET_MS;
  // Date.UTC rolls 2026-02-30 over to March: only real dates pass.
  const check = new Date(ms + PLATFORM_UTC_OFFSET_MS);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day || hours! > 23 || minutes! > 59 || seconds > 59) {
    throw badRequest(`时间 ${text} 不是有效的日期时间`);
  }
  return ms;
}

const scopeOf = (value: number): ScheduleScope => value as ScheduleScope;

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const now = () => ctx.clock().getTime();

  /** The occurrence the caller may change: seen, and created by them. */
  const ownOccurrence = async (userId: string, id: string, missing: string, creatorOnly: string): Promise<Occurrence> => {
    const occurrence = await findOccurrence(ctx.db, userId, id);
    if (!occurrence) throw notFound(missing);
    if (occurrence.row.creator_user_id !== userId) throw forbidden(creatorOnly);
    return occurrence;
  };

  app.get<{ Querystring: { startTime: string; endTime: string } }>(
    schedulePath,
    {
      config: { access: { menu: scheduleMenu } },
      schema: {
        tags,
        summary:
          "The occurrences overlapping [startTime, endTime) of the caller's schedules (created or taking part), repeating ones expanded for that range only",
        security: bearerSecurity,
        querystring: scheduleListQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const from = boundOf(request.query.startTime);
      const to = boundOf(request.query.endTime);
      if (to <= from) throw badRequest(scheduleRangeTexts.order);
      if (to - from > scheduleMaxRangeDays * 86_400_000) throw badRequest(scheduleRangeTexts.tooLong);
      return ok({ list: await listOccurrences(ctx.db, requireUser(request.user).userId, from, to) });
    },
  );

  for (const url of [scheduleDetailPath, `${scheduleDetailPath}/`]) {
    app.get<{ Querystring: { groupId: string; id: string } }>(
      url,
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'The read view of an occurrence the caller created or takes part in: kind, urgency, creator and participants by name',
          security: bearerSecurity,
          querystring: scheduleDetailQuerySchema,
          response: standardResponses(),
        },
      },
      async (request) => {
        const occurrence = await findOccurrence(ctx.db, requireUser(request.user).userId, request.query.id);
        if (!occurrence || occurrence.row.group_id !== request.query.groupId) throw notFound(scheduleTexts.detailGone);
        return ok(await detailOf(ctx.db, occurrence));
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    `${schedulePath}/:id`,
    {
      config: { access: { menu: scheduleMenu } },
      schema: {
        tags,
        summary: 'An occurrence the caller created or takes part in, with its participant ids and files, for editing',
        security: bearerSecurity,
        params: scheduleIdParamsSchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const occurrence = await findOccurrence(ctx.db, requireUser(request.user).userId, request.params.id);
      if (!occurrence) throw notFound(scheduleTexts.notFound);
      return ok(await infoOf(ctx.db, occurrence));
    },
  );

  app.post<{ Body: ScheduleInput }>(
    schedulePath,
    {
      config: { access: { menu: scheduleMenu, button: 'btn_add' }, messages: scheduleMessages },
      schema: {
        tags,
        summary: 'Creates a schedule (repeating daily, weekly, monthly or yearly up to a last day) with its participants',
        security: bearerSecurity,
        body: scheduleBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const values = scheduleValuesOf(request.body);
      return ok(await createSchedule(ctx.db, requireUser(request.user).userId, values, now()), scheduleTexts.created);
    },
  );

  app.put<{ Params: { id: string; type: number }; Body: ScheduleInput }>(
    `${schedulePath}/:id/:type`,
    {
      config: { access: { menu: scheduleMenu, button: 'btn_edit' }, messages: scheduleMessages },
      schema: {
        tags,
        summary: "Changes an occurrence of the caller's schedule: type 1 this one alone, 2 this and later, 3 the whole series",
        security: bearerSecurity,
        params: scheduleUpdateParamsSchema,
        body: scheduleBodySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const userId = requireUser(request.user).userId;
      const values = scheduleValuesOf(request.body);
      const occurrence = await ownOccurrence(userId, request.params.id, scheduleTexts.updateMissing, scheduleTexts.creatorOnlyEdit);
      await updateOccurrence(ctx.db, userId, occurrence, scopeOf(request.params.type), values, now());
      return ok(null, scheduleTexts.updated);
    },
  );

  app.delete<{ Params: { first: string; second: string }; Querystring: { type?: number } }>(
    `${schedulePath}/:first/:second`,
    {
      config: { access: { menu: scheduleMenu, button: 'btn_remove' } },
      schema: {
        tags,
        summary:
          "Deletes an occurrence of the caller's schedule: {groupId}/{id}?type= (spec 001), or {id}/{type} (J6); type 1 this one, 2 this and later, 3 the whole series",
        security: bearerSecurity,
        params: scheduleDeleteParamsSchema,
        querystring: scheduleDeleteQuerySchema,
        response: standardResponses(),
      },
    },
    async (request) => {
      const userId = requireUser(request.user).userId;
      const { first, second } = request.params;
      // A second segment of 1, 2 or 3 is J6's scope; ids are longer.
      const j6 = /^[123]$/.test(second);
      const id = j6 ? first : second;
      const scope = j6 ? Number(second) : request.query.type;
      if (scope === undefined) throw badRequest(scheduleScopeMessage);
      const occurrence = await ownOccurrence(userId, id, scheduleTexts.deleteMissing, scheduleTexts.creatorOnlyDelete);
      if (!j6 && occurrence.row.group_id !== first) throw notFound(scheduleTexts.deleteMissing);
      await deleteOccurrence(ctx.db, occurrence, scopeOf(scope), now());
      return ok(null, scheduleTexts.removed);
    },
  );
}
