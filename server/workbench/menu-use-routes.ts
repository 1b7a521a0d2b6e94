/**
 * The workbench's shortcuts (docs/portal.md "Most used menus"): the shell counts each opening of a menu
 * page (`POST Dashboard/MenuUse {menuId}`), and `GET Dashboard/CommonMenu` answers the caller's most
 * opened menus that they still have. Counted on the server, so they follow the user to any browser.
 * An opening of a menu the caller does not have (or that is not a page) is not counted.
 */
import type { FastifyInstance } from 'fastify';
import { COMMON_MENU_LIMIT, dashboardPath, type CommonMenu } from '../../api/portal';
import { queryOne } from '../db/database';
import { ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { granteeOf } from '../permissions/grants';

/** Menus that open a page: 2 page, 3 form, 4 dictionary, 5 report, 8 portal. */
const pageTypes = [2, 3, 4, 5, 8];

const useBody = {
  type: 'object',
  required: ['menuId'],
  additionalProperties: false,
  properties: { menuId: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;
const menuItem = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    enCode: { type: 'string' },
    fullName: { type: 'string' },
    icon: { type: 'string' },
    useCount: { type: 'integer' },
  },
} as const;
const schemaOf = (summary: string, schema: object, data: object) => ({
  tags: ['dashboard'],
  summary,
  security: bearerSecurity,
  ...schema,
  response: standardResponses(data),
});

export async function menuUseRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;

  app.post<{ Body: { menuId: string } }>(
    `${dashboardPath}/MenuUse`,
    {
      config: { access: 'signedIn' },
      schema: schemaOf('Counts an opening of the menu (id) by the caller, when they have it', { body: useBody }, { type: 'null' }),
    },
    async (request) => {
      const user = requireUser(request.user);
      const menu = await queryOne<{ en_code: string }>(db, 'select en_code from module where id = $1 and type = any($2::int[])', [
        request.body.menuId,
        pageTypes,
      ]);
      if (menu && (await ctx.access.hasMenu(granteeOf(user), menu.en_code))) {
        await db.query(
          `insert into menu_use (user_id, module_id, use_count, last_use_time) values ($1, $2, 1, $3)
           on conflict (user_id, module_id) do update set use_count = menu_use.use_count + 1, last_use_time = excluded.last_use_time`,
          [user.userId, request.body.menuId, ctx.clock()],
        );
      }
      return ok(null);
    },
  );

  app.get(
    `${dashboardPath}/CommonMenu`,
    {
      config: { access: 'signedIn' },
      schema: schemaOf(
        "The caller's most opened menus that they still have, most used first ({list})",
        {},
        {
          type: 'object',
          properties: { list: { type: 'array', items: menuItem } },
        },
      ),
    },
    async (request) => {
      const user = requireUser(request.user);
      const grantee = granteeOf(user);
      // A few more than shown: menus taken away since are left out below.
      const rows = await db.query<CommonMenu>(
        `select m.id, m.en_code as "enCode", m.full_name as "fullName", m.icon, u.use_count as "useCount"
           from menu_use u join module m on m.id = u.module_id
          where u.user_id = $1 and m.enabled_mark = 1
          order by u.use_count desc, u.last_use_time desc, m.id
          limit $2`,
        [user.userId, COMMON_MENU_LIMIT * 4],
      );
      const list: CommonMenu[] = [];
      for (const row of rows) {
        if (list.length === COMMON_MENU_LIMIT) break;
        if (await ctx.access.hasMenu(grantee, row.enCode)) list.push(row);
      }
      return ok({ list });
    },
  );
}
