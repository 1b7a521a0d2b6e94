import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { granteeOf } from '../permissions/grants';
import { forbidden } from './api-error';
import './fastify-types';
import { isRouteAccess, UndeclaredAccessError, type DeclaredRoute, type RouteAccess } from './route-access';

/**
 * Deny by default: every route declares its access in its options (server/http/route-access.ts).
 * Routes are collected as they are registered; a route whose declaration is missing when the server
 * becomes ready stops the start (routes added by plugins get theirs from `declareAccessOf`). At
 * request time the decision reads only the matched route's declaration: a target in absolute form,
 * doubled slashes or encoded dots either match a route, and then its declaration applies, or match
 * none, and then the not-found handler answers (server/http/not-found.ts).
 */
export function registerAccessHook(app: FastifyInstance): void {
  const registered: RouteOptions[] = [];
  app.decorateRequest('user', undefined);
  app.decorateRequest('grantDeferred', false);
  app.decorate('declaredRoutes', (): DeclaredRoute[] =>
    registered.map((route) => ({ method: String(route.method), url: route.url, access: route.config?.access as RouteAccess })),
  );
  app.addHook('onRoute', (route) => void registered.push(route));
  app.addHook('onReady', async () => {
    const undeclared = registered.find((route) => !isRouteAccess(route.config?.access));
    if (undeclared) throw new UndeclaredAccessError(String(undeclared.method), undeclared.url);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.is404) return; // no route matched: the not-found handler answers without data
    const access = request.routeOptions.config.access;
    if (!isRouteAccess(access)) throw forbidden();
    if (access === 'public') return;
    const { ctx } = app;
    const sysConfig = await ctx.sysConfig.get();
    const check = await ctx.sessions.check(request.headers.authorization, sysConfig.tokenTimeout);
    if (!check.ok) return reply.status(401).send({ code: check.code, msg: check.msg, data: null });
    request.user = check.user;
    if (access === 'signedIn') return;
    if ('menusOf' in access) {
      request.grantDeferred = true;
      return;
    }
    if (await granted(app, request, access.menu, access.button)) return;
    if (!access.orMenusOf) throw forbidden();
    request.grantDeferred = true;
  });

  // Routes whose (other) granting menus depend on the target: decided once the body is validated.
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.grantDeferred) return;
    const access = request.routeOptions.config.access as Exclude<RouteAccess, 'public' | 'signedIn'>;
    if ('menusOf' in access) {
      const { menus, buttonsGuarded } = await access.menusOf(request);
      for (const menu of menus) if (await granted(app, request, menu, buttonsGuarded ? access.button : undefined)) return;
      throw forbidden();
    }
    for (const menu of await access.orMenusOf!(request)) if (await granted(app, request, menu, access.button)) return;
    throw forbidden();
  });
}

async function granted(app: FastifyInstance, request: FastifyRequest, menu: string, button: string | undefined): Promise<boolean> {
  const grantee = granteeOf(request.user!);
  return button ? app.ctx.access.hasButton(grantee, menu, button) : app.ctx.access.hasMenu(grantee, menu);
}

/** Gives every route a plugin registers in `scope` this access (plugins cannot declare it themselves). */
export function declareAccessOf(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    if (!isRouteAccess(route.config?.access)) route.config = { ...route.config, access };
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The route's static grant failed or its menus are its target's: `orMenusOf` / `menusOf` decides before the handler. */
    grantDeferred: boolean;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access. */
    declaredRoutes(): DeclaredRoute[];
  }
}
