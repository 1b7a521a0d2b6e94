/**
 * The main area: the page of the current address, plus (view cache on) every cached tab's page kept
 * alive behind it. A kept page is rendered inside React's <Activity mode="hidden">: hidden, its
 * effects paused, its state (form input, scroll position of its own boxes) kept for when the user
 * comes back. Each page is keyed by its full path and the tab's refresh counter, so Refresh mounts
 * it anew. Each page sees its own address (useLocation, useSearchParams), not the visible one.
 */
import { Activity, createElement, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { NavigationType, Outlet, UNSAFE_LocationContext, useLocation, type Location } from 'react-router-dom';
import { Box, Center, Spinner } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import type { PermissionEntry } from '../../api';
import { PermissionProvider } from '../../engine/permission/Can';
import { ViewProvider, type ViewInfo } from '../../engine/view/view-context';
import { NotAvailablePage } from '../../screens/common/NotAvailablePage';
import { resolveView } from '../menu/fixed-views';
import { useMenu } from '../menu/menu-store';
import { screenComponent } from '../screen-registry';
import { session } from '../session';
import { settings } from '../settings/settings-store';
import { tabs } from '../tabs/tabs-store';
import { splitFullPath, useViewTitle } from '../tabs/use-view-title';
import { ViewErrorBoundary } from './ViewErrorBoundary';

export function AppMain() {
  const location = useLocation();
  const { useCache } = useSnapshot(settings);
  const { cached, refreshKeys } = useSnapshot(tabs);
  const active = location.pathname + location.search;
  const mainRef = useRef<HTMLElement>(null);
  // Spec 000 section 2.2: scroll resets to the top on navigation (the pages scroll in this box).
  useEffect(() => {
    mainRef.current?.scrollTo?.({ top: 0 });
  }, [active]);
  const shown = useCache ? [...cached] : [];
  if (!shown.includes(active)) shown.push(active);

  return (
    <Box ref={mainRef} as="main" flex="1" minH="0" overflow="auto" bg="bg.subtle" position="relative" data-testid="app-main">
      <Outlet />
      {shown.map((fullPath) => (
        <ViewSlot key={`${fullPath}#${refreshKeys[fullPath] ?? 0}`} fullPath={fullPath} active={fullPath === active} />
      ))}
    </Box>
  );
}

function OwnLocation({ location, children }: { location: Location; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>;
}

function ViewSlot({ fullPath, active }: { fullPath: string; active: boolean }) {
  const menu = useMenu();
  const { permissionList } = useSnapshot(session);
  const titleFor = useViewTitle();
  const { pathname, search } = splitFullPath(fullPath);
  const view = resolveView(pathname, menu.routes);
  const location = useMemo<Location>(() => ({ pathname, search, hash: '', state: null, key: fullPath }), [pathname, search, fullPath]);
  const title = titleFor(fullPath);
  const info = useMemo<ViewInfo>(
    () => ({
      fullPath,
      path: pathname,
      title,
      modelId: view?.menu?.modelId,
      relationId: view?.menu?.relationId,
      isTree: view?.menu?.isTree,
      active,
    }),
    [fullPath, pathname, title, view?.menu, active],
  );
  const permissions = useMemo(
    () => ({
      permissionList: permissionList as readonly PermissionEntry[],
      modelId: view?.menu?.modelId,
      menuIdOf: (enCode: string) => menu.routes.find((route) => route.enCode === enCode)?.modelId,
    }),
    [permissionList, view?.menu, menu.routes],
  );
  if (!view) return null;
  const Screen = screenComponent(view.screen);

  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <Box data-testid="view" data-view={fullPath} minH="100%">
        <OwnLocation location={location}>
          <ViewProvider value={info}>
            <PermissionProvider value={permissions}>
              <ViewErrorBoundary active={active}>
                <Suspense
                  fallback={
                    <Center minH="30vh">
                      <Spinner />
                    </Center>
                  }
                >
                  {Screen ? createElement(Screen) : <NotAvailablePage />}
                </Suspense>
              </ViewErrorBoundary>
            </PermissionProvider>
          </ViewProvider>
        </OwnLocation>
      </Box>
    </Activity>
  );
}
