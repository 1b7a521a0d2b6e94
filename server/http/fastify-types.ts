import type { FormMessages } from '../../schemas/form-rules';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';

/**
 * Per-route options: `auth: false` for the few public calls; `menu` and `button` name the menu
 * (enCode) and button code a call needs, checked on the server before the handler runs.
 */
export interface RouteAccess {
  auth?: boolean;
  menu?: string;
  button?: string;
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
  interface FastifyContextConfig extends RouteAccess {}
}

export function requireUser(user: SessionUser | undefined): SessionUser {
  if (!user) throw new Error('route needs an authenticated user but has auth: false');
  return user;
}
