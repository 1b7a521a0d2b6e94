/**
 * How many first-level entries fit in the top menu (spec 000 section 2.5): one per 116 px of width;
 * when they do not all fit, the last slot becomes 'More ...' holding the rest.
 */
export const TOP_MENU_SLOT = 116;

export function splitTopMenu<T>(items: readonly T[], width: number): { visible: T[]; more: T[] } {
  const slots = Math.max(1, Math.floor(width / TOP_MENU_SLOT));
  if (items.length <= slots) return { visible: [...items], more: [] };
  return { visible: items.slice(0, slots - 1), more: items.slice(slots - 1) };
}
