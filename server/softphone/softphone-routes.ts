/**
 * The softphone's own platform calls (spec 002 section 7.9): the extension kept as the caller's
 * landline (`users/updateline`), whether another user has the same extension (`getusenum`,
 * `getUNusenum`: `success` false means the phone is shared), and the desk phone's registration check
 * and handset commands (`tth/tth/phonestate`, `tth/tth/jj`), sent by the server to the phone's address
 * inside `PHONE_NETWORKS` (server/softphone/phone-address.ts). docs/softphone.md.
 */
import type { FastifyInstance } from 'fastify';
import {
  phoneUrlBodySchema,
  phoneUrlMessages,
  shareAnswerSchema,
  unUseNumQuerySchema,
  updateLineBodySchema,
  updateLineMessages,
  useNumQuerySchema,
} from '../../schemas/softphone';
import { queryOne } from '../db/database';
import { badRequest, ok } from '../http/api-error';
import { requireUser } from '../http/fastify-types';
import { bearerSecurity, standardResponses } from '../http/route-schema';
import { menuAccess, signedInAccess } from '../http/route-access';
import { phoneNetworkList, phoneRequestOf } from './phone-address';

const tags = ['softphone'];
/** Handset commands reach phones on the network: only users of the call centre's work orders may send them. */
export const phoneControlMenu = 'subdev.appWorkorder';
export const PHONE_TIMEOUT = 3000;

/** GET the checked address; the phone's status, or null when it did not answer. */
async function askPhone(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(PHONE_TIMEOUT) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

export async function softphoneRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const networks = phoneNetworkList(ctx.config.phoneNetworks);
  const schema = (summary: string, part: object, data: object = {}) => ({
    tags,
    summary,
    security: bearerSecurity,
    ...part,
    response: standardResponses(data),
  });

  /** Whether a user other than `exceptUserId` has `num` as their landline. */
  const shared = async (num: string, exceptUserId: string) =>
    Boolean(
      await queryOne(ctx.db, `select 1 from users where landline = $1 and id <> $2 and delete_mark is null and enabled_mark <> 0 limit 1`, [
        num,
        exceptUserId,
      ]),
    );

  app.post<{ Body: { landline: string } }>(
    '/api/permission/users/updateline',
    {
      config: { ...signedInAccess, messages: updateLineMessages },
      schema: schema("Keeps the softphone's extension as the caller's landline", { body: updateLineBodySchema }, { type: 'null' }),
    },
    async (request) => {
      const user = requireUser(request.user);
      await ctx.db.query(`update users set landline = $1, last_modify_time = now() where id = $2`, [request.body.landline, user.userId]);
      return ok(null, '更新成功');
    },
  );

  app.get<{ Querystring: { num: string } }>(
    '/api/App/AppWorkorder/getusenum',
    {
      config: signedInAccess,
      schema: schema(
        'Whether the extension is free of other users: success false means the phone is shared',
        { querystring: useNumQuerySchema },
        shareAnswerSchema,
      ),
    },
    async (request) => ok({ success: !(await shared(request.query.num, requireUser(request.user).userId)) }),
  );

  app.get<{ Querystring: { num: string; userid: string } }>(
    '/api/App/AppWorkorder/getUNusenum',
    {
      config: signedInAccess,
      schema: schema(
        'Whether the extension is free of users other than userid: success false means the phone is shared',
        { querystring: unUseNumQuerySchema },
        shareAnswerSchema,
      ),
    },
    async (request) => ok({ success: !(await shared(request.query.num, request.query.userid)) }),
  );

  app.post<{ Body: { url: string } }>(
    '/api/tth/tth/phonestate',
    {
      config: { ...menuAccess(phoneControlMenu), messages: phoneUrlMessages },
      schema: schema(
        'Whether the desk phone answers at its address (registered): data true or false',
        { body: phoneUrlBodySchema },
        { type: 'boolean' },
      ),
    },
    async (request) => {
      const target = phoneRequestOf(request.body.url, 'state', networks);
      if ('error' in target) throw badRequest(target.error);
      const status = await askPhone(target.url);
      return ok(status !== null && status >= 200 && status < 300);
    },
  );

  app.post<{ Body: { url: string } }>(
    '/api/tth/tth/jj',
    {
      config: { ...menuAccess(phoneControlMenu), messages: phoneUrlMessages },
      schema: schema(
        'A handset command (pick up, hang up, headset, handset) sent to the desk phone: data true when it took it',
        { body: phoneUrlBodySchema },
        { type: 'boolean' },
      ),
    },
    async (request) => {
      const target = phoneRequestOf(request.body.url, 'command', networks);
      if ('error' in target) throw badRequest(target.error);
      const status = await askPhone(target.url);
      return ok(status !== null && status >= 200 && status < 300, status === null ? '话机无响应' : '操作成功');
    },
  );
}
