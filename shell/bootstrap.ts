/** Wires config, request client, session and the router's navigation together (used by main.tsx and the tests). */
import type { ClientConfig, SessionEndEvent } from '../api';
import { clearLookups } from '../engine/lookups/lookup-cache';
import { isPublicPath, loginRedirectPath, type GuardDeps } from './guard';
import { i18n } from './i18n';
import { createServices, type AppServices } from './services';
import { onSessionReset, resetSession, session } from './session';
import { settings } from './settings/settings-store';
import { applyThemeColor } from './settings/theme-colors';
import { notify } from './toaster';

export interface Navigator {
  readonly state: { location: { pathname: string; search: string } };
  navigate(to: string, opts?: { replace?: boolean }): Promise<void> | void;
}

/**
 * What a session-ending answer (600/601/602) does: reset the session and go to the sign-in page with
 * the current path as `redirect`. Ignored when the failing call carried a token other than the
 * current one (a newer sign-in must survive an old call's failure).
 */
export function createSessionEndHandler(getNavigator: () => Navigator | null) {
  return (event: SessionEndEvent) => {
    if (event.token && session.token && event.token !== session.token) return;
    resetSession();
    const nav = getNavigator();
    if (!nav) return;
    const { pathname, search } = nav.state.location;
    if (isPublicPath(pathname)) return;
    void nav.navigate(loginRedirectPath(pathname + search), { replace: true });
  };
}

export function guardDeps(services: AppServices): GuardDeps {
  return {
    currentUser: () => services.oauth.currentUser(),
    t: (key) => i18n.t(key),
    notify: services.notify,
    fallbackMessage: () => i18n.t('guard.hasError'),
  };
}

/**
 * The services, and `attachRouter` for the router once it exists (main.tsx creates it after a cold
 * sign-in page: until then a session-ending answer only resets the session).
 */
export function bootstrap(config: ClientConfig) {
  applyThemeColor(settings.themeClass);
  onSessionReset(clearLookups);
  let router: Navigator | null = null;
  const services = createServices({ config, notify, onSessionEnd: createSessionEndHandler(() => router) });
  const attachRouter = (created: Navigator) => {
    router = created;
  };
  return { services, attachRouter };
}
