/**
 * The route guard of spec 000 section 2.4 (reference section 1.5). `decideGuard` is the pure part;
 * `createGuardLoader` is the root route's loader, run on every navigation (the root route revalidates
 * always), so nothing protected renders before it passes. A path that is neither a shell route, a
 * fixed page nor granted by the user's menu is refused like an unknown one: /404 (docs/decisions.md).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { errorMessage, isApiEnvelope, type ApiError, type Notice } from '../api';
import { dataViewId } from '../screens/dataview/data-views';
import { currentMenuLinksTo, currentView } from './menu/menu-store';
import { loadCurrentUser, replaceToken, resetSession, session, type LoadUserDeps } from './session';

/** Reachable without a token (spec 000 section 2.4; /lockScreen and /redirect need one). */
export const publicPaths: readonly string[] = ['/login', '/loginold', '/auth-redirect', '/sso', '/formShortLink'];
/** Routes of the shell itself, outside the menu. */
const shellPaths: readonly string[] = ['/', '/404', '/lockScreen', '/redirect'];
/** With a token, these pass straight through without loading the user. */
const passThroughPaths: readonly string[] = ['/sso', '/formShortLink'];
const loginPaths: readonly string[] = ['/login', '/loginold'];

/** The sign-in page's addresses. */
export function isLoginPath(pathname: string): boolean {
  return loginPaths.includes(pathname);
}

export function isPublicPath(pathname: string): boolean {
  return publicPaths.includes(pathname);
}

/** `/login?redirect=<path with query>`. */
export function loginRedirectPath(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** The `redirect` query value, if it is a path of this site; otherwise '/'. */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (loginPaths.some((p) => value === p || value.startsWith(`${p}?`))) return '/';
  return value;
}

/** A path the shell itself serves, whatever the menu: public routes, '/', /404, /lockScreen, /redirect/…. */
export function isShellPath(pathname: string): boolean {
  return isPublicPath(pathname) || shellPaths.includes(pathname) || pathname.startsWith('/redirect/');
}

export interface GuardState {
  token: string | null;
  locked: boolean;
  menuLoaded: boolean;
  /** True when the user's menu grants `pathname` or it is a fixed page of the main layout. */
  hasView?: (pathname: string) => boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadUser' }
  /** `/workFlowDetail?token=` with a token other than the stored one: use that one. */
  | { kind: 'replaceToken'; token: string };

export const NOT_FOUND_PATH = '/404';
const WORKFLOW_DETAIL_PATH = '/workFlowDetail';

export function decideGuard(pathname: string, search: string, state: GuardState): GuardDecision {
  if (!state.token) {
    if (isPublicPath(pathname)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirectPath(pathname + search) };
  }
  if (state.locked && pathname !== '/lockScreen' && pathname !== '/login') return { kind: 'redirect', to: '/lockScreen' };
  if (loginPaths.includes(pathname)) return { kind: 'redirect', to: '/' };
  if (passThroughPaths.includes(pathname)) return { kind: 'allow' };
  if (pathname === WORKFLOW_DETAIL_PATH) {
    const token = new URLSearchParams(search).get('token');
    if (token && token !== state.token) return { kind: 'replaceToken', token };
  }
  if (!state.menuLoaded) return { kind: 'loadUser' };
  if (!isShellPath(pathname) && !(state.hasView?.(pathname) ?? true)) return { kind: 'redirect', to: NOT_FOUND_PATH };
  return { kind: 'allow' };
}

export interface GuardDeps extends LoadUserDeps {
  notify: (notice: Notice) => void;
  /** The fallback message of a failed restore ('Has Error'). */
  fallbackMessage: () => string;
}

/**
 * A redirect for a loader to throw, as react-router's `redirect` makes it (302 with a Location): written
 * here so that the sign-in page, which imports this file, does not load react-router (main.tsx).
 */
function redirect(to: string): Response {
  return new Response(null, { status: 302, headers: { Location: to } });
}

export function createGuardLoader(deps: GuardDeps) {
  const state = (): GuardState => ({
    token: session.token,
    locked: session.locked,
    menuLoaded: session.menuLoaded,
    // A data-visualization view is reachable when the menu links to it (docs/decisions.md, "Shell").
    hasView: (pathname) => currentView(pathname) !== null || (dataViewId(pathname) !== null && currentMenuLinksTo(pathname)),
  });
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    let decision = decideGuard(url.pathname, url.search, state());
    if (decision.kind === 'replaceToken') {
      replaceToken(decision.token);
      decision = decideGuard(url.pathname, url.search, state());
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'loadUser') {
      try {
        await loadCurrentUser(deps);
      } catch (error) {
        resetSession();
        // The request client already showed the message of a failed call.
        const alreadyShown = isApiEnvelope(error) || (error as Partial<ApiError> | null)?.notified === true;
        if (!alreadyShown) {
          deps.notify({ type: 'error', message: errorMessage(error, deps.fallbackMessage()), duration: 1500 });
        }
        throw redirect(loginRedirectPath(url.pathname + url.search));
      }
      const after = decideGuard(url.pathname, url.search, state());
      if (after.kind === 'redirect') throw redirect(after.to);
    }
    return null;
  };
}
