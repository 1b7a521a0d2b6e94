/** Opening a menu entry: a page or the embedded frame by navigation, other links in a new window. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '../menu/menu-routes';
import { ui } from './ui-store';

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function useOpenMenuItem(): (item: NavItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (item: NavItem) => {
      const target = item.target;
      if (target.kind === 'group') return;
      ui.mobileSidebarOpen = false;
      if (target.kind === 'window') openInNewWindow(target.url);
      else void navigate(target.to);
    },
    [navigate],
  );
}

/** The address a menu entry's link points at (for `href`, so a middle click opens it elsewhere). */
export function menuItemHref(item: NavItem): string | undefined {
  const target = item.target;
  if (target.kind === 'window') return target.url;
  if (target.kind === 'route' || target.kind === 'frame') return target.to;
  return undefined;
}
