/**
 * The print log (`POST /api/system/printLog/save`, spec 001 section 7 and spec 002 section 7.7;
 * reference 5.6 base_print_log): every print of the preview writes what was printed (the template's
 * name), how many records and which template, with who and when. Any signed-in user prints, so any
 * signed-in user writes; the template must exist. The template managers read the log
 * (`GET /api/system/printLog`, newest first, one template or all).
 */
import type { FastifyInstance } from 'fastify';
import { printDevMessages as text, printLogPath, type PrintLogBody } from '../../api/print-dev';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { likePattern } from '../db/like-pattern';
import { pageOf } from '../db/paging';
import { badRequest, ok } from '../http/api-error';
import { dropEmptyQueryValues } from '../http/empty-query';
import { requireUser } from '../http/fastify-types';
import { resourceRouteOptions } from '../resources/route-options';

const saveBody = {
  type: 'object',
  required: ['printTitle', 'printNum', 'printId'],
  additionalProperties: false,
  properties: {
    printTitle: { type: 'string', minLength: 1, maxLength: 200 },
    printNum: { type: 'integer', minimum: 1, maximum: 100000 },
    printId: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    printId: { type: 'string', maxLength: 40 },
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100000, default: 20 },
  },
} as const;

const logRow = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    printId: { type: 'string' },
    printTitle: { type: 'string' },
    printNum: { type: 'integer' },
    userName: { type: 'string' },
    creatorTime: { type: 'number' },
  },
} as const;

type LogQuery = { printId?: string; keyword?: string; currentPage: number; pageSize: number };

export async function printLogRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const owner = { tag: 'printLog', menu: definition.menu };

  app.post<{ Body: PrintLogBody }>(
    `${printLogPath}/save`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'Logs a print: the template (printId), its title and the number of records printed',
      {
        body: saveBody,
      },
      {},
    ),
    async (request) => {
      const { printId, printTitle, printNum } = request.body;
      if (!(await queryOne(db, 'select 1 from print_template where id = $1', [printId]))) throw badRequest(text.notFound);
      await db.query(
        `insert into print_log (id, print_id, print_title, print_num, creator_user_id, creator_time) values ($1, $2, $3, $4, $5, $6)`,
        [newId(), printId, printTitle, printNum, requireUser(request.user).userId, app.ctx.clock()],
      );
      return ok(null, text.logged);
    },
  );

  app.get<{ Querystring: LogQuery }>(
    printLogPath,
    {
      preValidation: dropEmptyQueryValues,
      ...resourceRouteOptions(
        owner,
        { menu: definition.menu },
        'The print log, newest first, one page (printId: one template; keyword: the title or who printed)',
        { querystring: listQuery },
        {
          type: 'object',
          properties: { list: { type: 'array', items: logRow }, pagination: { type: 'object', additionalProperties: true } },
        },
      ),
    },
    async (request) => {
      const { printId, keyword, currentPage, pageSize } = request.query;
      const params: unknown[] = [];
      const where: string[] = [];
      if (printId) {
        params.push(printId);
        where.push(`l.print_id = $${params.length}`);
      }
      const pattern = likePattern(keyword);
      if (pattern) {
        params.push(pattern);
        where.push(`(l.print_title ilike $${params.length} or u.real_name ilike $${params.length} or u.account ilike $${params.length})`);
      }
      const page = await pageOf(
        db,
        {
          select: `select l.id, l.print_id as "printId", l.print_title as "printTitle", l.print_num as "printNum",
                          case when u.id is null then '' else u.real_name || '/' || u.account end as "userName",
                          (extract(epoch from l.creator_time) * 1000)::float8 as "creatorTime"`,
          from: `from print_log l left join users u on u.id = l.creator_user_id ${where.length ? `where ${where.join(' and ')}` : ''}`,
          params,
          orderBy: 'order by l.creator_time desc, l.id desc',
        },
        { currentPage, pageSize },
      );
      return ok(page);
    },
  );
}
