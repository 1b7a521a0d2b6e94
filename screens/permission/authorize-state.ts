/**
 * What the authorisation dialog checks, as one set of `type:id` keys, and the rules of checking: a
 * menu brings its sub-menus and items with it, and any checked menu or item its ancestors (a menu is
 * shown under its parents); unchecking a menu takes its sub-menus and items away.
 */
import type { AuthorizeGrants, AuthorizeItemType, AuthorizeNode } from '../../api/authorize-client';

export const itemKinds = ['button', 'column', 'form', 'resource'] as const;
export type ItemKind = (typeof itemKinds)[number];

export const keyOf = (type: AuthorizeItemType, id: string) => `${type}:${id}`;

/** Every key under a menu: itself, its items and those of its sub-menus. */
export function keysUnder(node: AuthorizeNode): string[] {
  return [
    keyOf('module', node.id),
    ...itemKinds.flatMap((kind) => node[kind].map((item) => keyOf(kind, item.id))),
    ...node.children.flatMap(keysUnder),
  ];
}

/** Parent menu of each menu (systems excluded), to check ancestors. */
export function parentsOf(systems: readonly AuthorizeNode[]): Map<string, string | undefined> {
  const parents = new Map<string, string | undefined>();
  const walk = (nodes: readonly AuthorizeNode[], parent: string | undefined) => {
    for (const node of nodes) {
      parents.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  for (const system of systems) walk(system.children, undefined);
  return parents;
}

export function withAncestors(checked: Set<string>, menuId: string, parents: Map<string, string | undefined>): void {
  for (let id: string | undefined = menuId; id; id = parents.get(id)) checked.add(keyOf('module', id));
}

export function toggleMenu(
  checked: ReadonlySet<string>,
  node: AuthorizeNode,
  on: boolean,
  parents: Map<string, string | undefined>,
): Set<string> {
  const next = new Set(checked);
  const keys = keysUnder(node);
  if (on) {
    keys.forEach((key) => next.add(key));
    withAncestors(next, node.id, parents);
  } else keys.forEach((key) => next.delete(key));
  return next;
}

export function toggleItem(
  checked: ReadonlySet<string>,
  kind: ItemKind,
  itemId: string,
  menuId: string,
  on: boolean,
  parents: Map<string, string | undefined>,
): Set<string> {
  const next = new Set(checked);
  if (on) {
    next.add(keyOf(kind, itemId));
    withAncestors(next, menuId, parents);
  } else next.delete(keyOf(kind, itemId));
  return next;
}

/** A menu's box: checked with everything under it, indeterminate when only part is, else not. */
export function menuState(checked: ReadonlySet<string>, node: AuthorizeNode): boolean | 'indeterminate' {
  const keys = keysUnder(node);
  const count = keys.filter((key) => checked.has(key)).length;
  if (count === 0) return false;
  return count === keys.length ? true : 'indeterminate';
}

export function checkedOf(granted: AuthorizeGrants): Set<string> {
  return new Set((['module', ...itemKinds] as const).flatMap((type) => granted[type].map((id) => keyOf(type, id))));
}

/** The grants to save: the checked menus and items, and the systems holding a checked menu. */
export function grantsOf(checked: ReadonlySet<string>, systems: readonly AuthorizeNode[]): AuthorizeGrants {
  const idsOf = (type: AuthorizeItemType) =>
    [...checked].filter((key) => key.startsWith(`${type}:`)).map((key) => key.slice(type.length + 1));
  return {
    system: systems
      .filter((system) => system.children.some((menu) => keysUnder(menu).some((key) => checked.has(key))))
      .map((system) => system.id),
    module: idsOf('module'),
    button: idsOf('button'),
    column: idsOf('column'),
    form: idsOf('form'),
    resource: idsOf('resource'),
  };
}

/** The menus whose name or an item's name holds the text, with their ancestors; all when the text is empty. */
export function visibleMenus(systems: readonly AuthorizeNode[], text: string): Set<string> | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  const visible = new Set<string>();
  const walk = (node: AuthorizeNode, path: string[]): void => {
    const own = [node.fullName, ...itemKinds.flatMap((kind) => node[kind].map((item) => item.fullName))];
    if (own.some((name) => name.toLowerCase().includes(wanted))) [...path, node.id].forEach((id) => visible.add(id));
    node.children.forEach((child) => walk(child, [...path, node.id]));
  };
  for (const system of systems) system.children.forEach((menu) => walk(menu, []));
  return visible;
}

/** The checks that still name a menu or an item of a reloaded tree (a data rule deleted meanwhile drops out). */
export function keptChecks(checked: ReadonlySet<string>, systems: readonly AuthorizeNode[]): Set<string> {
  const known = new Set(systems.flatMap((system) => system.children.flatMap(keysUnder)));
  return new Set([...checked].filter((key) => known.has(key)));
}
