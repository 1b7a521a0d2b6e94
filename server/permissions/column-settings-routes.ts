/**
 * Column settings (spec 001 "Column setting"): which columns of a menu's list a user shows and in what
 * order, kept per user and menu as the JSON text the list screen writes (`fieldList`). Only a user who
 * may open the menu may read or keep its settings; they change nothing of what the server answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryOne } from '../db/database';
import { forbidden, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { granteeOf } from './grants';

export const columnSettingMessages = { saved: '保存成功' };

export async function columnSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const tags = ['authorize'];
  /** The menu by id, once the caller may open it. */
  const assertMenu = async (request: FastifyRequest, moduleId: string) => {
    const module = await queryOne<{ enCode: string }>(ctx.db, 'select en_code as "enCode" from module where id = $1', [moduleId]);
    if (!module || !(await ctx.access.hasMenu(granteeOf(requireUser(request.user)), module.enCode))) throw forbidden();
  };
  const moduleIdSchema = { type: 'string', minLength: 1, maxLength: 40 } as const;

  app.get<{ Params: { moduleId: string } }>(
    '/api/permission/Authority/GetColumnsByModuleId/:moduleId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The caller's column settings of a menu's list: {moduleId, fieldList} ('' when none are kept)",
        security: bearerSecurity,
        params: { type: 'object', required: ['moduleId'], properties: { moduleId: moduleIdSchema } },
        response: standardResponses({ type: 'object', properties: { moduleId: { type: 'string' }, fieldList: { type: 'string' } } }),
      },
    },
    async (request) => {
      const { moduleId } = request.params;
      await assertMenu(request, moduleId);
      const row = await queryOne<{ fieldList: string }>(
        ctx.db,
        'select field_list as "fieldList" from columns_purview where module_id = $1 and user_id = $2',
        [moduleId, requireUser(request.user).userId],
      );
      return ok({ moduleId, fieldList: row?.fieldList ?? '' });
    },
  );

  // Spec 001 names PUT; POST, which this server answered first, stays for the clients that use it.
  for (const method of ['put', 'post'] as const)
    app[method]<{ Body: { moduleId: string; fieldList: string } }>(
      '/api/permission/Authority/SetColumnsByModuleId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Keeps the caller's column settings of a menu's list",
          security: bearerSecurity,
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['moduleId', 'fieldList'],
            properties: { moduleId: moduleIdSchema, fieldList: { type: 'string', maxLength: 100000 } },
          },
          response: standardResponses({ type: 'null' }),
        },
      },
      async (request) => {
        const { moduleId, fieldList } = request.body;
        await assertMenu(request, moduleId);
        await ctx.db.query(
          `insert into columns_purview (module_id, user_id, field_list) values ($1, $2, $3)
         on conflict (module_id, user_id) do update set field_list = excluded.field_list, last_modify_time = now()`,
          [moduleId, requireUser(request.user).userId, fieldList],
        );
        return ok(null, columnSettingMessages.saved);
      },
    );
}
