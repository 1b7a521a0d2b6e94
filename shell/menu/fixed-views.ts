/**
 * The fixed pages under the main layout (spec 000 section 2.2) and how a path finds its view: a page
 * the menu grants first, then a fixed page. The screen key of a fixed page is its path without the
 * leading slash, the same key a type-2 menu item with that urlAddress uses.
 */
import type { MenuRoute } from './menu-routes';
import { EXTERNAL_LINK_PATH } from './external-links';

export interface FixedView {
  path: string;
  /** i18n key of the title. */
  titleKey: string;
  /** Pinned tab: cannot be closed, survives close-others and close-all. */
  affix?: boolean;
  /** Not kept alive when the user leaves it. */
  noCache?: boolean;
}

export const HOME_PATH = '/home';
export const WORK_ORDER_FORM_PATH = '/subdev/appWorkorder/Form';

export const fixedViews: readonly FixedView[] = [
  { path: HOME_PATH, titleKey: 'route.home', affix: true },
  { path: '/dashboard', titleKey: 'route.dashboard' },
  { path: '/messageRecord', titleKey: 'route.messageRecord' },
  { path: '/previewModel', titleKey: 'route.previewModel', noCache: true },
  { path: '/profile', titleKey: 'route.profile' },
  { path: '/emailDetail', titleKey: 'route.emailDetail' },
  { path: '/workFlowDetail', titleKey: 'route.workFlowDetail' },
  { path: '/workFlow/entrust', titleKey: 'route.entrust' },
  { path: WORK_ORDER_FORM_PATH, titleKey: 'route.workOrderForm' },
  { path: '/subdev/appWorkorder', titleKey: 'route.workOrders' },
  { path: '/subdev/appWorkorder/indexclz', titleKey: 'route.workOrdersPending' },
  { path: '/subdev/appWorkorder/indexbj', titleKey: 'route.workOrdersClosed' },
  { path: '/subdev/onlineconsultant/Detail', titleKey: 'route.consultationDetail' },
  { path: '/report/gdwgdtj', titleKey: 'route.workOrdersByUnit' },
  { path: '/report/gdwgdtj/indexsub', titleKey: 'route.reportDetail' },
  { path: '/report/gdwgdtj/indexdata', titleKey: 'route.reportDataDetail' },
  { path: EXTERNAL_LINK_PATH, titleKey: 'route.externalLink' },
];

/** What a path under the main layout shows. */
export interface ResolvedView {
  path: string;
  /** Screen registry key. */
  screen: string;
  /** The menu item, when the menu grants this path. */
  menu?: MenuRoute;
  /** The fixed page, when it is one. */
  fixed?: FixedView;
  affix: boolean;
  noCache: boolean;
}

export function resolveView(pathname: string, menuRoutes: readonly MenuRoute[]): ResolvedView | null {
  const fixed = fixedViews.find((view) => view.path === pathname);
  const menu = menuRoutes.find((route) => route.path === pathname);
  if (menu) return { path: pathname, screen: menu.screen, menu, fixed, affix: fixed?.affix ?? false, noCache: fixed?.noCache ?? false };
  if (fixed) return { path: pathname, screen: pathname.slice(1), fixed, affix: fixed.affix ?? false, noCache: fixed.noCache ?? false };
  return null;
}
