/**
 * Whether the menu links to a page of this site that is not a route of its own: the data-visualization
 * views at `/DataV/view/{moduleId}` that type-6 menus open (and type-7 links may embed). Pure.
 */
import { navLeaves, type NavItem } from './menu-routes';

function pathOnSite(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

export function menuLinksTo(nav: readonly NavItem[], pathname: string, origin: string): boolean {
  return navLeaves(nav).some((item) => {
    const target = item.target;
    return (target.kind === 'window' || target.kind === 'frame') && pathOnSite(target.url, origin) === pathname;
  });
}
