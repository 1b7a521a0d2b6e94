/**
 * How the portal grid moves cards when they are rearranged: the cards keep their reading order and
 * each goes to the first free place of the 12-column grid, row by row (so a card moved earlier takes
 * the place of the one it passed, and the others close up behind it). Pure.
 */
import { inReadingOrder, PORTAL_COLUMNS, type CardPlace } from '../../schemas/portal-layout';

const overlaps = (a: CardPlace, b: CardPlace) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The cards, in the order given, each at the first free place scanning rows from the top. */
export function flowPack<T extends CardPlace>(cards: readonly T[]): T[] {
  const placed: T[] = [];
  for (const card of cards) {
    const w = Math.min(card.w, PORTAL_COLUMNS);
    let spot: T | undefined;
    for (let y = 0; !spot; y += 1) {
      for (let x = 0; x + w <= PORTAL_COLUMNS && !spot; x += 1) {
        const candidate = { ...card, x, y, w };
        if (!placed.some((other) => overlaps(other, candidate))) spot = candidate;
      }
    }
    placed.push(spot);
  }
  return placed;
}

/** Card `from` moved to where card `to` is in reading order, the grid packed again. */
export function moveCard<T extends CardPlace>(cards: readonly T[], from: string, to: string): T[] {
  const ordered = inReadingOrder(cards);
  const fromIndex = ordered.findIndex((card) => card.i === from);
  const toIndex = ordered.findIndex((card) => card.i === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...cards];
  const [moved] = ordered.splice(fromIndex, 1);
  ordered.splice(toIndex, 0, moved!);
  return flowPack(ordered);
}

/** Card `i` given a new size, the grid packed again in reading order. */
export function resizeCard<T extends CardPlace>(cards: readonly T[], i: string, size: { w: number; h: number }): T[] {
  return flowPack(inReadingOrder(cards).map((card) => (card.i === i ? { ...card, ...size } : card)));
}

/** The widths a card may take (columns of 12) and the heights (rows). */
export const cardWidths = [3, 4, 6, 8, 12] as const;
export const cardHeights = [1, 2, 3, 4, 5, 6] as const;
