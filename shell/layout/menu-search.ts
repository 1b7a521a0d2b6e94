/**
 * The navbar's fuzzy menu search (spec 000 sections 2.5, 9): Fuse.js with threshold 0.4 over the
 * entries of the visible menu that open something, by title (weight 0.7) and path (0.3), as the
 * original's header search.
 */
import Fuse from 'fuse.js';
import type { NavItem } from '../menu/menu-routes';

export const MENU_SEARCH_THRESHOLD = 0.4;

export interface SearchEntry {
  item: NavItem;
  /** Translated title. */
  title: string;
  /** Titles of the directories above, joined with ' > '. */
  trail: string;
  path: string;
}

export function searchEntries(nav: readonly NavItem[], titleOf: (item: NavItem) => string): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const walk = (items: readonly NavItem[], parents: string[]) => {
    for (const item of items) {
      const title = titleOf(item);
      if (item.target.kind === 'group') walk(item.children, [...parents, title]);
      else entries.push({ item, title, trail: parents.join(' > '), path: item.path });
    }
  };
  walk(nav, []);
  return entries;
}

export function createMenuSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
    threshold: MENU_SEARCH_THRESHOLD,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    shouldSort: true,
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
