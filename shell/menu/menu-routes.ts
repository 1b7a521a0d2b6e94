/**
 * The server menu turned into routes and navigation items (spec 000 section 2.3, reference 1.5).
 * Pure: the same menu and link context always give the same result.
 *
 * | type | route | navigation |
 * |---|---|---|
 * | 0 system, 1 directory | none (1 has path '/' + enCode as its key) | a group of its children |
 * | 2 page | '/' + urlAddress without the query; screen = that urlAddress | the urlAddress, query kept |
 * | 3, 4, 5, 8 | '/' + urlAddress; one generic screen per kind; moduleId, isTree from propertyJson | the path |
 * | 6 visualisation | none | `${dataV}/view/{moduleId}?token=…` |
 * | 7 external link | none | placeholders substituted; `_self` in /externalLink, else a new window |
 */
import type { MenuNode, MenuProperty } from '../../api';
import { dataVUrl, externalLinkUrl, frameRoutePath, type LinkContext } from './external-links';

/** The registry key of the generic screen of each dynamic kind. */
export const dynamicScreens = {
  3: 'basic/dynamicModel',
  4: 'basic/dynamicDictionary',
  5: 'basic/dynamicDataReport',
  8: 'basic/dynamicPortal',
} as const;

type DynamicType = keyof typeof dynamicScreens;

function isDynamicType(type: number): type is DynamicType {
  return type in dynamicScreens;
}

/** A page the menu grants. */
export interface MenuRoute {
  /** The menu item's id, which is also the `modelId` of its permissions. */
  id: string;
  path: string;
  /** enCode with dots replaced by dashes (the original's route name; also the i18n key of the title). */
  name: string;
  enCode: string;
  fullName: string;
  icon: string;
  type: number;
  /** The screen registry key: the urlAddress for a page, `basic/dynamicModel` … for the dynamic kinds. */
  screen: string;
  /** Unique per menu item, so each dynamic screen instance is cached on its own. */
  cacheName: string;
  modelId: string;
  /** `propertyJson.moduleId` of the dynamic kinds. */
  relationId?: string;
  isTree?: 0 | 1;
}

export type MenuTarget =
  | { kind: 'group' }
  | { kind: 'route'; to: string }
  /** Type 6/7 with `_self`: the embedded-frame route. */
  | { kind: 'frame'; to: string; url: string }
  | { kind: 'window'; url: string };

export interface NavItem {
  id: string;
  name: string;
  enCode: string;
  fullName: string;
  icon: string;
  type: number;
  /** The route path (directories: '/' + enCode, used as their key). */
  path: string;
  target: MenuTarget;
  children: NavItem[];
}

export interface BuiltMenu {
  routes: MenuRoute[];
  nav: NavItem[];
}

export function routeName(enCode: string): string {
  return enCode.replaceAll('.', '-');
}

/** '/' + the address without its query, hash or surrounding slashes. */
export function pathOf(urlAddress: string | null | undefined): string {
  const bare = (urlAddress ?? '').split(/[?#]/)[0] ?? '';
  return '/' + bare.replace(/^\/+|\/+$/g, '');
}

export function parseProperty(propertyJson: string | null | undefined): MenuProperty {
  if (!propertyJson) return {};
  try {
    const value: unknown = JSON.parse(propertyJson);
    return value && typeof value === 'object' ? (value as MenuProperty) : {};
  } catch {
    return {};
  }
}

function linkTarget(node: MenuNode, url: string): MenuTarget {
  if (node.linkTarget === '_self') return { kind: 'frame', to: frameRoutePath(url), url };
  return { kind: 'window', url };
}

export function buildMenu(menu: readonly MenuNode[], ctx: LinkContext): BuiltMenu {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();

  const addRoute = (route: MenuRoute) => {
    if (route.path === '/' || seen.has(route.path)) return; // no address: nothing to route to
    seen.add(route.path);
    routes.push(route);
  };

  const visit = (nodes: readonly MenuNode[]): NavItem[] => {
    const items: NavItem[] = [];
    for (const node of nodes) {
      const children = node.children ?? [];
      if (node.type === 0) {
        items.push(...visit(children));
        continue;
      }
      const name = routeName(node.enCode ?? '');
      const base = { id: node.id, name, enCode: node.enCode, fullName: node.fullName, icon: node.icon, type: node.type };
      const routeBase = { ...base, modelId: node.id };
      if (node.type === 1) {
        items.push({ ...base, path: '/' + node.enCode, target: { kind: 'group' }, children: visit(children) });
        continue;
      }
      if (node.type === 2) {
        const path = pathOf(node.urlAddress);
        addRoute({ ...routeBase, path, screen: path.slice(1), cacheName: name });
        const address = node.urlAddress ?? '';
        const query = address.includes('?') ? address.slice(address.indexOf('?')) : '';
        items.push({ ...base, path, target: { kind: 'route', to: path + query }, children: [] });
        continue;
      }
      if (isDynamicType(node.type)) {
        const path = pathOf(node.urlAddress);
        const property = parseProperty(node.propertyJson);
        const screen = dynamicScreens[node.type];
        addRoute({
          ...routeBase,
          path,
          screen,
          cacheName: `${screen.slice(screen.indexOf('/') + 1)}-${name}`,
          relationId: property.moduleId ?? '',
          isTree: property.isTree === 1 ? 1 : 0,
        });
        items.push({ ...base, path, target: { kind: 'route', to: path }, children: [] });
        continue;
      }
      if (node.type === 6) {
        const url = dataVUrl(parseProperty(node.propertyJson).moduleId ?? '', ctx);
        items.push({ ...base, path: '/' + node.enCode, target: linkTarget(node, url), children: [] });
        continue;
      }
      if (node.type === 7) {
        const url = externalLinkUrl(node.urlAddress ?? '', ctx);
        items.push({ ...base, path: '/' + node.enCode, target: linkTarget(node, url), children: [] });
      }
      // Types 9 and above (flow, new report, …) are not handled by the original's web client either.
    }
    return items;
  };

  const nav = visit(menu);
  return { routes, nav };
}

/** Every item that opens something (pages and links), depth first: what the menu search looks through. */
export function navLeaves(nav: readonly NavItem[]): NavItem[] {
  return nav.flatMap((item) => (item.target.kind === 'group' ? navLeaves(item.children) : [item]));
}

/** The chain of items from the top to the one whose route is `pathname` (empty when none). */
export function navTrail(nav: readonly NavItem[], matches: (item: NavItem) => boolean): NavItem[] {
  for (const item of nav) {
    if (item.target.kind !== 'group' && matches(item)) return [item];
    const below = navTrail(item.children, matches);
    if (below.length) return [item, ...below];
  }
  return [];
}
