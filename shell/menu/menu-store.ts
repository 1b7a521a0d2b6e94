/**
 * The routes and navigation of the signed-in user's visible menu, derived from the session store:
 * rebuilt when the menu (sign-in, system switch) or the token (links carry it) changes, and gone with
 * the session. The router does not hold menu routes: the guard and the main layout look paths up
 * here (see docs/decisions.md, "Shell").
 */
import { useSnapshot } from 'valtio';
import { snapshot } from 'valtio/vanilla';
import type { MenuNode } from '../../api';
import { session } from '../session';
import { defaultDataVHost, type LinkContext } from './external-links';
import { resolveView, type ResolvedView } from './fixed-views';
import { menuLinksTo } from './link-grants';
import { buildMenu, type BuiltMenu } from './menu-routes';

function linkContext(token: string | null): LinkContext {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return { token: token ?? '', dataV: defaultDataVHost(origin), origin };
}

let memo: { menu: readonly MenuNode[]; token: string | null; built: BuiltMenu } | null = null;

function built(menu: readonly MenuNode[], token: string | null): BuiltMenu {
  if (memo && memo.menu === menu && memo.token === token) return memo.built;
  memo = { menu, token, built: buildMenu(menu, linkContext(token)) };
  return memo.built;
}

// A snapshot is deeply read-only; building the menu only reads it.
const asMenu = (menu: unknown) => menu as readonly MenuNode[];

/** The current menu, outside React (the guard). */
export function currentMenu(): BuiltMenu {
  const snap = snapshot(session);
  return built(asMenu(snap.menuList), snap.token);
}

export function useMenu(): BuiltMenu {
  const snap = useSnapshot(session);
  return built(asMenu(snap.menuList), snap.token);
}

/** True when the current menu links (type 6 or 7) to this path of the site, e.g. a data-visualization view. */
export function currentMenuLinksTo(pathname: string): boolean {
  return menuLinksTo(currentMenu().nav, pathname, typeof location === 'undefined' ? '' : location.origin);
}

/** The view of a path under the main layout for the current menu; null when neither menu nor fixed. */
export function currentView(pathname: string): ResolvedView | null {
  return resolveView(pathname, currentMenu().routes);
}
