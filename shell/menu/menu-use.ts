/**
 * Counts each opening of a menu page for the workbench's shortcuts (`POST Dashboard/MenuUse`;
 * docs/portal.md): once per navigation to a path the menu grants, not again while the user stays on
 * it (a language change or a menu reload re-renders without opening anything). Quiet: a failed count
 * costs the user nothing.
 */
import { useEffect, useRef } from 'react';
import { createWorkbenchClient } from '../../api/portal-client';
import { useServices } from '../services';
import type { MenuRoute } from './menu-routes';

export function useMenuUseCount(pathname: string, routes: readonly MenuRoute[]): void {
  const { http } = useServices();
  const counted = useRef<string | null>(null);
  const menuId = routes.find((route) => route.path === pathname)?.id;
  const menuLoaded = routes.length > 0;
  useEffect(() => {
    if (counted.current === pathname || !menuLoaded) return;
    counted.current = pathname;
    if (menuId)
      void createWorkbenchClient(http)
        .countMenuUse(menuId)
        .catch(() => undefined);
  }, [http, pathname, menuId, menuLoaded]);
}
