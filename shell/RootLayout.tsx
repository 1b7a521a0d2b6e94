/**
 * The root route's element: the page title (spec 000 section 2.4: from the route's metadata; a page
 * under the main layout is titled like its tab), scroll reset, and the matched page.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { Center, Spinner, Text } from '@chakra-ui/react';
import { useMenu } from './menu/menu-store';
import { useServices } from './services';
import { titleOf } from './tabs/use-view-title';

export interface RouteHandle {
  /** i18n key of the page title. */
  title?: string;
}

export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const menu = useMenu();
  const { config } = useServices();
  const key = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const appTitle = config.title || t('app.title');
  const pageTitle = key?.title ? t(key.title) : titleOf(pathname + search, menu, t);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
  }, [pageTitle, appTitle, i18n.language]);
}

export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <Center minH="100vh" gap="3">
      <Spinner size="md" />
      <Text>{t('app.loading')}</Text>
    </Center>
  );
}

/** A navigation failure (a loader error or a chunk that failed to load) replaces the route with /404. */
export function RouteErrorFallback() {
  const location = useLocation();
  if (location.pathname === '/404') return <Text p="6">Has Error</Text>;
  return <Navigate to="/404" replace />;
}
