/**
 * Which component shows which page. Keys are the urlAddress of a type-2 menu item
 * (`permission/user`), a fixed path without its slash (`subdev/appWorkorder/Form`), or the generic
 * screen of a dynamic kind (`basic/dynamicModel`, see ./menu/menu-routes.ts). A page whose key is
 * not registered shows the "not available yet" page. Later issues add one line each here (or call
 * `registerScreen` before the app starts); every screen is its own lazily loaded chunk.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RESOURCE_SCREEN_KEYS } from '../schemas/pages/resource-screen-keys';
import { WORK_ORDER_LIST_SCREENS } from '../api/workorder';

export type ScreenLoader = () => Promise<ComponentType>;

/** A screen's chunk failed to load: the navigation is replaced with /404 (spec 000 section 2.2). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
}

const loaders = new Map<string, ScreenLoader>([
  ['home', () => import('./routes/HomeRoute').then((m) => m.HomeRoute)],
  ['dashboard', () => import('./routes/DashboardRoute').then((m) => m.DashboardRoute)],
  ['basic/dynamicPortal', () => import('./routes/PortalRoute').then((m) => m.PortalRoute)],
  ['basic/dynamicDataReport', () => import('./routes/DataReportRoute').then((m) => m.DataReportRoute)],
  ['externalLink', () => import('../screens/basic/ExternalLinkPage').then((m) => m.ExternalLinkPage)],
  ['profile', () => import('./routes/ProfileRoute').then((m) => m.ProfileRoute)],
  ['messageRecord', () => import('./routes/MessageRecordRoute').then((m) => m.MessageRecordRoute)],
  ['systemData/dictionary', () => import('./routes/DictionaryRoutes').then((m) => m.DictionaryRoute)],
  ['basic/dynamicDictionary', () => import('./routes/DictionaryRoutes').then((m) => m.DictionaryMenuRoute)],
  ['basic/dynamicModel', () => import('./routes/OnlineModelRoute').then((m) => m.OnlineModelRoute)],
  ['system/onlineUser', () => import('./routes/OnlineUsersRoute').then((m) => m.OnlineUsersRoute)],
  ['system/sysConfig', () => import('./routes/SysConfigRoute').then((m) => m.SysConfigRoute)],
  ['system/notice', () => import('./routes/NoticeRoute').then((m) => m.NoticeRoute)],
  ['msgCenter/msgMonitor', () => import('./routes/MessageMonitorRoute').then((m) => m.MessageMonitorRoute)],
  ['extend/schedule', () => import('./routes/ScheduleRoute').then((m) => m.ScheduleRoute)],
  ['onlineDev/webDesign', () => import('./routes/VisualDevRoute').then((m) => m.VisualDevRoute)],
  ['system/printDev', () => import('./routes/PrintDevRoute').then((m) => m.PrintDevRoute)],
  ['subdev/appWorkorder/Form', () => import('./routes/WorkOrderRoutes').then((m) => m.WorkOrderFormRoute)],
  ['report/gdwgdtj', () => import('./routes/WorkOrderRoutes').then((m) => m.WorkOrderReportRoute)],
  ['report/gdwgdtj/indexsub', () => import('./routes/WorkOrderRoutes').then((m) => m.WorkOrderReportDaysRoute)],
  ['report/gdwgdtj/indexdata', () => import('./routes/WorkOrderRoutes').then((m) => m.WorkOrderReportOrdersRoute)],
  ['subdev/onlineconsultant', () => import('./routes/WorkOrderRoutes').then((m) => m.ConsultationListRoute)],
  ['subdev/onlineconsultant/Detail', () => import('./routes/WorkOrderRoutes').then((m) => m.ConsultationDetailRoute)],
]);

// Resource screens (a definition plus a page schema): one generic route serves them all. Only their
// addresses are known here; the definitions load with the route, not with the sign-in page.
for (const key of RESOURCE_SCREEN_KEYS) {
  loaders.set(key, () => import('./routes/ResourceRoute').then((m) => m.resourceRouteOf(key)));
}

// The work-order lists (docs/work-orders.md): one route per menu address, each its view of work orders.
for (const [key, view] of Object.entries(WORK_ORDER_LIST_SCREENS)) {
  loaders.set(key, () => import('./routes/WorkOrderRoutes').then((m) => m.workOrderListRoute(view)));
}

export function registerScreen(key: string, loader: ScreenLoader): void {
  loaders.set(key, loader);
  components.delete(key);
}

/** Starts loading a screen's chunk ahead of its first visit (a failure is left to the visit). */
export function preloadScreen(key: string): void {
  void loaders
    .get(key)?.()
    .catch(() => undefined);
}

export function isScreenRegistered(key: string): boolean {
  return loaders.has(key);
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazy component of `key` (one per key, so React keeps it across renders); null when not registered. */
export function screenComponent(key: string): LazyExoticComponent<ComponentType> | null {
  const cached = components.get(key);
  if (cached) return cached;
  const loader = loaders.get(key);
  if (!loader) return null;
  const component = lazy(async () => {
    try {
      return { default: await loader() };
    } catch (error) {
      components.delete(key); // a later visit tries again
      throw new ScreenLoadError(`screen ${key} failed to load`, { cause: error });
    }
  });
  components.set(key, component);
  return component;
}
