import { describe, expect, it } from 'vitest';
import { applyArrangement, checkArrangement, checkPortalLayout, settle, type PortalLayout } from '../../../schemas/portal-layout';
import { dispatchPortalLayout } from '../../../server/seed/portals';

const layout: PortalLayout = {
  cards: [
    { i: 'a', x: 0, y: 0, w: 6, h: 2, kind: 'text', title: 'A', content: '' },
    { i: 'b', x: 6, y: 0, w: 6, h: 2, kind: 'calendar', title: 'B' },
    { i: 'c', x: 0, y: 2, w: 12, h: 1, kind: 'shortcuts', title: 'C', menus: ['x.y'] },
  ],
};

describe('portal layouts', () => {
  it('accepts the seeded portal and names the first wrong card', () => {
    expect(checkPortalLayout(dispatchPortalLayout)).toBeNull();
    expect(checkPortalLayout({ cards: [{ ...layout.cards[0], w: 0 }] })).toBe('第 1 张卡片：宽度 w 应为 1 到 12 的整数');
    expect(checkPortalLayout({ cards: [layout.cards[0], { ...layout.cards[1], kind: 'list', interfaceId: 'x' }] })).toBe(
      '第 2 张卡片：缺少 columns',
    );
    expect(checkPortalLayout({ cards: [{ ...layout.cards[0], title: 'x'.repeat(51) }] })).toBe(
      '第 1 张卡片：标题 title 应为不超过 50 个字符的文字',
    );
    expect(checkPortalLayout([])).toBe('门户布局应为 {"cards": [...]}');
  });

  it('checks that an arrangement only places the portal’s own cards', () => {
    expect(checkArrangement({ cards: [{ i: 'a', x: 0, y: 5, w: 3, h: 2 }] }, layout)).toBeNull();
    expect(checkArrangement({ cards: [{ i: 'z', x: 0, y: 0, w: 3, h: 2 }] }, layout)).toBe('门户中没有卡片：z');
  });

  it('moves overlapping cards down, in the order given', () => {
    const settled = settle([
      { i: 'a', x: 0, y: 0, w: 6, h: 2 },
      { i: 'b', x: 3, y: 1, w: 6, h: 2 },
    ]);
    expect(settled).toEqual([
      { i: 'a', x: 0, y: 0, w: 6, h: 2 },
      { i: 'b', x: 3, y: 2, w: 6, h: 2 },
    ]);
  });

  it('lays the user’s places over the designer’s cards, the user’s first', () => {
    const arranged = applyArrangement(layout, {
      cards: [
        { i: 'c', x: 0, y: 0, w: 12, h: 1 },
        { i: 'gone', x: 0, y: 9, w: 1, h: 1 },
      ],
    });
    expect(arranged.cards.map(({ i, y }) => [i, y])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 1],
    ]);
    expect(arranged.cards[0]).toMatchObject({ kind: 'shortcuts', menus: ['x.y'] });
    expect(applyArrangement(layout, null)).toBe(layout);
  });
});
