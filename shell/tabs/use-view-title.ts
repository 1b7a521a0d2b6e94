/** Titles of views in the current language (tabs, the page title): menu item, fixed page, or pattern. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveView } from '../menu/fixed-views';
import { useMenu } from '../menu/menu-store';
import type { BuiltMenu } from '../menu/menu-routes';
import { menuTitle, viewTitle, type Translate } from '../menu/view-title';

export function splitFullPath(fullPath: string): { pathname: string; search: string } {
  const at = fullPath.indexOf('?');
  return at < 0 ? { pathname: fullPath, search: '' } : { pathname: fullPath.slice(0, at), search: fullPath.slice(at) };
}

/** The title of `fullPath` for `menu` in the language of `t`; '' when no view is there. */
export function titleOf(fullPath: string, menu: BuiltMenu, t: Translate): string {
  const { pathname, search } = splitFullPath(fullPath);
  const view = resolveView(pathname, menu.routes);
  if (!view) return '';
  const frameTitle = (href: string) => {
    const stack = [...menu.nav];
    while (stack.length) {
      const item = stack.pop();
      if (!item) break;
      stack.push(...item.children);
      if (item.target.kind === 'frame' && new URLSearchParams(item.target.to.split('?')[1] ?? '').get('href') === href) return menuTitle(item, t);
    }
    return undefined;
  };
  return viewTitle(view, search, t, frameTitle);
}

export function useViewTitle(): (fullPath: string) => string {
  // react-i18next gives a new `t` when the language changes, so the titles follow it.
  const { t } = useTranslation();
  const menu = useMenu();
  return useCallback((fullPath: string) => titleOf(fullPath, menu, t), [menu, t]);
}
