import { describe, expect, it } from 'vitest';
import { flowPack, moveCard, resizeCard } from '../../../../screens/portal/grid-packing';

const cards = [
  { i: 'a', x: 0, y: 0, w: 6, h: 2 },
  { i: 'b', x: 6, y: 0, w: 6, h: 2 },
  { i: 'c', x: 0, y: 2, w: 8, h: 4 },
  { i: 'd', x: 8, y: 2, w: 4, h: 4 },
];

describe('portal grid packing', () => {
  it('places each card at the first free place, row by row', () => {
    expect(flowPack([cards[2]!, cards[0]!, cards[3]!])).toEqual([
      { i: 'c', x: 0, y: 0, w: 8, h: 4 },
      { i: 'a', x: 0, y: 4, w: 6, h: 2 },
      { i: 'd', x: 8, y: 0, w: 4, h: 4 },
    ]);
  });

  it('moves a card to where another is, the others closing up', () => {
    expect(moveCard(cards, 'd', 'c')).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 2 },
      { i: 'b', x: 6, y: 0, w: 6, h: 2 },
      { i: 'd', x: 0, y: 2, w: 4, h: 4 },
      { i: 'c', x: 4, y: 2, w: 8, h: 4 },
    ]);
    expect(moveCard(cards, 'a', 'a')).toEqual(cards);
  });

  it('gives a card a new size and packs the grid again', () => {
    expect(resizeCard(cards, 'a', { w: 12, h: 1 })).toEqual([
      { i: 'a', x: 0, y: 0, w: 12, h: 1 },
      { i: 'b', x: 0, y: 1, w: 6, h: 2 },
      { i: 'c', x: 0, y: 3, w: 8, h: 4 },
      // The first place d fits: beside b, clear of c below it.
      { i: 'd', x: 8, y: 1, w: 4, h: 4 },
    ]);
  });
});
