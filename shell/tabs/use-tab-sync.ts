/** Adds the pinned pages once and the current page on every navigation to the tabs bar. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fixedViews, resolveView } from '../menu/fixed-views';
import { useMenu } from '../menu/menu-store';
import { useMenuUseCount } from '../menu/menu-use';
import { openTab } from './tabs-store';
import { useViewTitle } from './use-view-title';

export function useTabSync(): void {
  const { pathname, search } = useLocation();
  const menu = useMenu();
  const titleFor = useViewTitle();
  useMenuUseCount(pathname, menu.routes);

  useEffect(() => {
    for (const view of fixedViews.filter((v) => v.affix)) {
      openTab({ fullPath: view.path, path: view.path, title: titleFor(view.path), affix: true, noCache: view.noCache ?? false });
    }
    const view = resolveView(pathname, menu.routes);
    if (!view) return;
    const fullPath = pathname + search;
    openTab({ fullPath, path: pathname, title: titleFor(fullPath), affix: view.affix, noCache: view.noCache, icon: view.menu?.icon });
  }, [pathname, search, menu, titleFor]);
}
