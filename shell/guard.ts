/**
 * The route guard of spec 000 section 2.4 (reference section 1.5), as far as the routes exist yet.
 * `decideGuard` is the pure part; `createGuardLoader` is the root route's loader, run on every
 * navigation (the root route revalidates always), so nothing protected renders before it passes.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { errorMessage, isApiEnvelope, type ApiError, type Notice } from '../api';
import { loadCurrentUser, resetSession, session, type LoadUserDeps } from './session';

/** Reachable without a token. */
export const publicPaths: readonly string[] = ['/login', '/loginold', '/auth-redirect', '/sso', '/formShortLink', '/lockScreen'];
/** With a token, these pass straight through without loading the user. */
const passThroughPaths: readonly string[] = ['/sso', '/formShortLink'];
const loginPaths: readonly string[] = ['/login', '/loginold'];

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

export interface GuardState {
  token: string | null;
  locked: boolean;
  menuLoaded: boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadUser' };

export function decideGuard(pathname: string, search: string, state: GuardState): GuardDecision {
  if (!state.token) {
    if (isPublicPath(pathname)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirectPath(pathname + search) };
  }
  if (state.locked && pathname !== '/lockScreen' && pathname !== '/login') return { kind: 'redirect', to: '/lockScreen' };
  if (loginPaths.includes(pathname)) return { kind: 'redirect', to: '/' };
  if (passThroughPaths.includes(pathname)) return { kind: 'allow' };
  if (!state.menuLoaded) return { kind: 'loadUser' };
  return { kind: 'allow' };
}

export interface GuardDeps extends LoadUserDeps {
  notify: (notice: Notice) => void;
  /** The fallback message of a failed restore ('Has Error'). */
  fallbackMessage: () => string;
}

export function createGuardLoader(deps: GuardDeps) {
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const decision = decideGuard(url.pathname, url.search, session);
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
    }
    return null;
  };
}
