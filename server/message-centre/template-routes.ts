/**
 * The message-template calls beyond the standard ones (spec 001 section 7 "Message templates"): copy
 * (`POST MessageTemplateConfig/copy/{id}`, button btn_copy) and the categories' types
 * (`GET MessageDataType/getTypeList/{id}`, for every signed-in user: dialogs of other menus read them).
 */
import type { FastifyInstance } from 'fastify';
import { messageCentreMessages as text, messageDataTypePath, messageDataTypes } from '../../api/message-centre';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { idParams, resourceRouteOptions } from '../resources/route-options';

/** A copy's name or code: the original shortened to leave room, then the suffix; at most 50 characters. */
export const withSuffix = (value: string, suffix: string) => [...value].slice(0, 50 - suffix.length).join('') + suffix;

const typeListParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,2}(,[0-9]{1,2}){0,9}$' } },
} as const;

const typeListAnswer = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'string' }, type: { type: 'string' }, fullName: { type: 'string' }, enCode: { type: 'string' } },
  },
} as const;

export async function messageTemplateRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const owner = { tag: definition.name, menu: definition.menu };

  app.post<{ Params: { id: string } }>(
    `${definition.path}/copy/:id`,
    resourceRouteOptions(
      owner,
      { menu: definition.menu, button: 'btn_copy' },
      'Copies the template, disabled, with a new name and code (button btn_copy)',
      { params: idParams },
      { type: 'object', properties: { id: { type: 'string' } } },
    ),
    async (request) => {
      const original = await queryOne<{ fullName: string; enCode: string }>(
        db,
        'select full_name as "fullName", en_code as "enCode" from message_template where id = $1',
        [request.params.id],
      );
      if (!original) throw notFound(text.templateNotFound);
      const id = newId();
      const suffix = id.slice(-5);
      await db.query(
        `insert into message_template (id, full_name, en_code, message_type, message_source, title, content, template_parameters,
                                       description, sort_code, enabled_mark, creator_user_id)
         select $1, $2, $3, message_type, message_source, title, content, template_parameters, description, sort_code, 0, $4
           from message_template where id = $5`,
        [
          id,
          withSuffix(original.fullName, `.副本${suffix}`),
          withSuffix(original.enCode, `_${suffix}`),
          requireUser(request.user).userId,
          request.params.id,
        ],
      );
      return ok({ id }, text.templateCopied);
    },
  );

  app.get<{ Params: { id: string } }>(
    `${messageDataTypePath}/:id`,
    resourceRouteOptions(
      owner,
      'signedIn',
      'The types of one or more categories (comma-separated): 1 channels, 2 SMS vendors, 3 webhook kinds, 4 message sources',
      { params: typeListParams },
      typeListAnswer,
    ),
    async (request) => {
      const list = request.params.id.split(',').flatMap((type) => messageDataTypes[type] ?? []);
      if (!list.length) throw badRequest(text.typeListEmpty);
      return ok(list);
    },
  );
}
