import type { FastifyRequest } from 'fastify';

/**
 * Who may call a route, declared in its options (`config: { access }`):
 * - `'public'`: anyone, no token (sign-in, captcha, public configuration, health, signed links);
 * - `'signedIn'`: any valid session;
 * - `{ menu, button? }`: a session whose roles or positions are granted that menu (enCode) and, when
 *   named, that button of the menu; with `orMenusOf`, the same button of one of the menus it names for
 *   the request's target also grants the call (decided once the request is validated: the target may
 *   be in the body);
 * - `{ menusOf, button? }`: the menus are the request's target's (the menus a generated form was released
 *   to, found from its model id): a session granted one of them (and that button of it, when the target
 *   says its buttons guard it) may call; decided once the request is validated, like `orMenusOf`.
 * A route that declares nothing is refused when it is registered, so the server does not start with
 * it; the decision at request time reads only the matched route's declaration, never the URL text.
 */
export type RouteAccess = 'public' | 'signedIn' | MenuAccess | TargetMenusAccess;

export interface MenuAccess {
  menu: string;
  button?: string;
  /** Other menus that show the request's target and whose same button also grants it. */
  orMenusOf?: (request: FastifyRequest) => Promise<string[]>;
}

export interface TargetMenusAccess {
  /** The target's menus, and whether their buttons guard it (a generated form's `useBtnPermission`). */
  menusOf: (request: FastifyRequest) => Promise<TargetMenus>;
  button?: string;
}

export interface TargetMenus {
  menus: string[];
  buttonsGuarded: boolean;
}

export const publicAccess = { access: 'public' } as const satisfies { access: RouteAccess };
export const signedInAccess = { access: 'signedIn' } as const satisfies { access: RouteAccess };
export const menuAccess = (menu: string, button?: string): { access: MenuAccess } => ({ access: button ? { menu, button } : { menu } });

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'signedIn') return true;
  if (!value || typeof value !== 'object') return false;
  const { menu, button, orMenusOf, menusOf } = value as Record<string, unknown>;
  const buttonOk = button === undefined || (typeof button === 'string' && button.length > 0);
  if (menusOf !== undefined) return typeof menusOf === 'function' && menu === undefined && orMenusOf === undefined && buttonOk;
  return (
    typeof menu === 'string' &&
    menu.length > 0 &&
    buttonOk &&
    (orMenusOf === undefined || typeof orMenusOf === 'function')
  );
}

/** One declared route, as the access table lists it (tests and the OpenAPI check read it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export class UndeclaredAccessError extends Error {
  constructor(method: string, url: string) {
    super(`route ${method} ${url} does not declare its access (config.access: 'public', 'signedIn' or { menu, button })`);
  }
}
