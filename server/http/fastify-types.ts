import type { FormMessages } from '../../schemas/form-rules';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { RouteAccess } from './route-access';

/** Per-route options, read by the server's hooks from `request.routeOptions.config`. */
export interface RouteConfig {
  /**
   * Who may call the route (server/http/route-access.ts). Every route declares it: the server does
   * not start with a route that does not.
   */
  access: RouteAccess;
  /**
   * The menu (enCode) whose column grants filter the rows of the answer: a column the menu guards
   * and the caller is not granted is removed from every row (server/permissions/column-filter.ts).
   */
  columnGrants?: string;
  /** The spec's messages per body field and schema keyword (schemas/form-rules.ts), answered instead of the generic ones. */
  messages?: FormMessages;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
  // Declaration merging needs an interface, even one that only extends.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends Partial<RouteConfig> {}
}

export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw new Error('route needs an authenticated user but is declared public');
  return user;
}
