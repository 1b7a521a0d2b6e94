/** Horizontal scrolling of the tabs bar (pure): where to scroll so a tab shows, and whether arrows help. */

/** The scroll position that shows the item [left, left + width) whole, moving as little as possible. */
export function scrollToShow(scrollLeft: number, viewWidth: number, itemLeft: number, itemWidth: number, margin = 8): number {
  if (itemLeft - margin < scrollLeft) return Math.max(0, itemLeft - margin);
  if (itemLeft + itemWidth + margin > scrollLeft + viewWidth) return itemLeft + itemWidth + margin - viewWidth;
  return scrollLeft;
}

export interface ScrollEdges {
  /** More tabs to the left / right. */
  before: boolean;
  after: boolean;
}

export function scrollEdges(scrollLeft: number, viewWidth: number, contentWidth: number): ScrollEdges {
  return { before: scrollLeft > 1, after: scrollLeft + viewWidth < contentWidth - 1 };
}

/** One arrow click moves most of a view's width. */
export function arrowStep(viewWidth: number): number {
  return Math.max(80, Math.round(viewWidth * 0.8));
}
