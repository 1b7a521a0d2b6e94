/**
 * The sign-in screen wired to the services, with or without the router. A cold visit to /login without
 * a token draws `StandaloneSignIn` (main.tsx): the sign-in page needs neither react-router nor the
 * guard, so they load once the user has signed in (./routed.tsx), which keeps the first page small
 * (docs/serving.md, "What a page loads"). Under the router, /login is ./LoginRoute.tsx.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../api';
import { LoginPage } from '../screens/login/LoginPage';
import { safeRedirectTarget } from './guard';
import { preloadScreen } from './screen-registry';
import { useServices } from './services';
import { signIn } from './session';
import { loadFullSystem } from './theme';

export function SignInScreen({ onSuccess }: { onSuccess: (result: LoginResult) => void | Promise<void> }) {
  const { oauth, config } = useServices();
  return (
    // The first focus in the form (the user starts typing) loads the router, the signed-in layout and
    // the home page, so they are ready when the sign-in answers instead of being fetched after it.
    <div style={{ display: 'contents' }} onFocus={preloadSignedInScreens}>
      <LoginPage api={oauth} onSuccess={onSuccess} title={config.title || undefined} icon={config.loginIcon} />
    </div>
  );
}

/**
 * /login (or /loginold) before the router exists: the page title as the root layout gives it, and after
 * the sign-in the `redirect` query's page becomes the address and `onSignedIn` starts the router on it.
 */
export function StandaloneSignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const { config } = useServices();
  const appTitle = config.title || t('app.title');
  const pageTitle = t('route.login');
  useEffect(() => {
    document.title = `${pageTitle} - ${appTitle}`;
  }, [pageTitle, appTitle, i18n.language]);

  const onSuccess = async (result: LoginResult) => {
    signIn(result);
    const target = safeRedirectTarget(new URLSearchParams(window.location.search).get('redirect'));
    window.history.replaceState(null, '', target);
    await onSignedIn();
  };
  return <SignInScreen onSuccess={onSuccess} />;
}

let preloaded = false;

function preloadSignedInScreens(): void {
  if (preloaded) return;
  preloaded = true;
  void import('./routed').catch(() => undefined);
  void import('./layout/MainLayout').catch(() => undefined);
  void loadFullSystem().catch(() => undefined);
  preloadScreen('home');
}
