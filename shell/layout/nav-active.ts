/** Which menu entry the current address belongs to. */
import { pathOf, type NavItem } from '../menu/menu-routes';

export function isActiveItem(item: NavItem, pathname: string, search: string): boolean {
  const target = item.target;
  if (target.kind === 'route') return pathOf(target.to) === pathname;
  if (target.kind === 'frame') return target.to === pathname + search;
  return false;
}
