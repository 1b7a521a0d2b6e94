/**
 * Entry point: read /config/config.json, then start the app. A cold visit to the sign-in page (no token)
 * draws it without the router; the router (react-router, the guard, the routes: ./routed.tsx) loads
 * after the sign-in, or at once for any other page (docs/serving.md, "What a page loads").
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './App';
import { bootstrap, guardDeps } from './bootstrap';
import { loadClientConfig } from './config';
import { isLoginPath } from './guard';
import { session } from './session';
import { installErrorLog } from './settings/error-log';
import { StandaloneSignIn } from './SignInScreen';

// Spec 000 section 8: global error logging only in production.
if (import.meta.env.PROD) installErrorLog();

async function start() {
  const config = await loadClientConfig();
  const { services, attachRouter } = bootstrap(config);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing in index.html');
  const root = createRoot(container);
  // The same providers in both renders: the router's page replaces the sign-in page under them.
  const startRouter = async () => {
    const { createAppRouter, RoutedApp } = await import('./routed');
    const router = createAppRouter(guardDeps(services));
    attachRouter(router);
    root.render(
      <StrictMode>
        <AppProviders services={services}>
          <RoutedApp router={router} />
        </AppProviders>
      </StrictMode>,
    );
  };
  if (!session.token && isLoginPath(window.location.pathname)) {
    root.render(
      <StrictMode>
        <AppProviders services={services}>
          <StandaloneSignIn onSignedIn={startRouter} />
        </AppProviders>
      </StrictMode>,
    );
  } else {
    await startRouter();
  }
}

void start();
