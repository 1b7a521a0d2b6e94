import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { granteeOf } from '../permissions/grants';
import { forbidden } from './api-error';
import './fastify-types';

/**
 * Authenticates every `/api` call (600 expired, 601 kicked, 602 invalid) unless the route says
 * `auth: false`, then checks the menu and button the route names.
 */
export function registerAccessHook(app: FastifyInstance): void {
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || access.auth === false || !request.routeOptions.url) return;
    const { ctx } = app;
    const sysConfig = await ctx.sysConfig.get();
    const check = await ctx.sessions.check(request.headers.authorization, sysConfig.tokenTimeout);
    if (!check.ok) {
      return reply.status(401).send({ code: check.code, msg: check.msg, data: null });
    }
    request.user = check.user;
    const grantee = granteeOf(check.user);
    if (access.button && access.menu) {
      if (!(await ctx.access.hasButton(grantee, access.menu, access.button))) throw forbidden();
    } else if (access.menu) {
      if (!(await ctx.access.hasMenu(grantee, access.menu))) throw forbidden();
    }
  });
}

