/**
 * The send-configuration calls beyond the standard ones: copy (`POST {id}/Actions/Copy`, btn_copy), the
 * parameters a test send fills (`POST getTestConfig/{id}`) and the test send (`POST testSendConfig`),
 * both under btn_test; and the e-mail channel refused while no SMTP server is configured, on create
 * and update as on the test (a clear message of what to set, docs/message-centre.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messageCentreMessages as text } from '../../api/message-centre';
import type { ResourceDefinition } from '../../schemas/resources/define';
import { queryOne } from '../db/database';
import { newId } from '../db/ids';
import { badRequest, notFound, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { idParams, resourceRouteOptions } from '../resources/route-options';
import { sendByConfigId } from './send-by-config';
import { configParameters, sendsMail } from './send-config-pairs';
import { withSuffix } from './template-routes';

const testBody = {
  type: 'object',
  required: ['id', 'toUserIds'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 40 },
    toUserIds: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 40 } },
    parameters: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['field'],
        properties: {
          field: { type: 'string', minLength: 1, maxLength: 50 },
          fieldName: { type: 'string', maxLength: 50 },
          value: { type: 'string', maxLength: 2000 },
        },
      },
    },
  },
} as const;

interface TestBody {
  id: string;
  toUserIds: string[];
  parameters?: { field: string; value?: string }[];
}

const parametersAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    parameters: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, fieldName: { type: 'string' }, value: { type: 'string' } } },
    },
  },
} as const;

const outcomesAnswer = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      channel: { type: 'integer' },
      templateId: { type: 'string' },
      messageId: { type: 'string' },
      receivers: { type: 'integer' },
      state: { type: 'integer' },
      error: { type: 'string' },
    },
  },
} as const;

export async function sendConfigRoutes(app: FastifyInstance, definition: ResourceDefinition): Promise<void> {
  const { db } = app.ctx;
  const { path, menu } = definition;
  const owner = { tag: definition.name, menu };
  const smtpConfigured = () => Boolean(app.ctx.config.smtp);

  // Create and update of this scope (the standard routes): an enabled e-mail pair needs SMTP. A hook of
  // the resource's own scope, after the body's schema passed, so the generic layer stays as it is.
  const writes = new Set([`POST ${path}`, `PUT ${path}/:id`]);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!writes.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (!smtpConfigured() && sendsMail((request.body ?? {}) as Record<string, unknown>)) throw badRequest(text.smtpNotConfigured);
  });

  app.post<{ Params: { id: string } }>(
    `${path}/:id/Actions/Copy`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_copy' },
      'Copies the configuration with its pairs, disabled, with a new name and code (button btn_copy)',
      { params: idParams },
      { type: 'object', properties: { id: { type: 'string' } } },
    ),
    async (request) => {
      const original = await queryOne<{ fullName: string; enCode: string }>(
        db,
        'select full_name as "fullName", en_code as "enCode" from message_send_config where id = $1',
        [request.params.id],
      );
      if (!original) throw notFound(text.configNotFound);
      const id = newId();
      const suffix = id.slice(-5);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into message_send_config (id, full_name, en_code, message_source, description, sort_code, enabled_mark, creator_user_id)
           select $1, $2, $3, message_source, description, sort_code, 0, $4 from message_send_config where id = $5`,
          [
            id,
            withSuffix(original.fullName, `.副本${suffix}`),
            withSuffix(original.enCode, `_${suffix}`),
            requireUser(request.user).userId,
            request.params.id,
          ],
        );
        await tx.query(
          `insert into message_send_template (id, send_config_id, template_id, channel, enabled_mark, sort_code)
           select $1 || '-' || sort_code, $1, template_id, channel, enabled_mark, sort_code from message_send_template where send_config_id = $2`,
          [id, request.params.id],
        );
      });
      return ok({ id }, text.configCopied);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${path}/getTestConfig/:id`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_test' },
      "The parameters of the configuration's enabled templates, for the test send (button btn_test)",
      { params: idParams },
      parametersAnswer,
    ),
    async (request) => {
      const found = await queryOne(db, 'select 1 from message_send_config where id = $1', [request.params.id]);
      if (!found) throw notFound(text.configNotFound);
      const parameters = await configParameters(db, request.params.id);
      return ok({
        id: request.params.id,
        parameters: parameters.map(({ field, fieldName, defaultValue }) => ({
          field,
          fieldName: fieldName ?? '',
          value: defaultValue ?? '',
        })),
      });
    },
  );

  app.post<{ Body: TestBody }>(
    `${path}/testSendConfig`,
    resourceRouteOptions(
      owner,
      { menu, button: 'btn_test' },
      'Sends through the configuration to the chosen users with the given parameters, as sendByConfig does (button btn_test)',
      { body: testBody },
      outcomesAnswer,
    ),
    async (request) => {
      const { id, toUserIds, parameters = [] } = request.body;
      const receivers = [...new Set(toUserIds.map((userId) => userId.trim()).filter(Boolean))];
      if (!receivers.length) throw badRequest(text.noReceivers);
      const mails = await queryOne(
        db,
        `select 1 from message_send_template p join message_template t on t.id = p.template_id
          where p.send_config_id = $1 and p.channel = 2 and p.enabled_mark = 1 and t.enabled_mark = 1 limit 1`,
        [id],
      );
      if (mails && !smtpConfigured()) throw badRequest(text.smtpNotConfigured);
      const params = Object.fromEntries(parameters.map(({ field, value }) => [field, value ?? '']));
      const outcomes = await sendByConfigId(app, id, receivers, params, { senderId: requireUser(request.user).userId });
      const failed = outcomes.find(({ state }) => state === 0);
      return ok(outcomes, failed ? `${text.testSent}，但部分未送达：${failed.error}` : text.testSent);
    },
  );
}
