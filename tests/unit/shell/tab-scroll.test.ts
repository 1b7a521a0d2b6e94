import { describe, expect, it } from 'vitest';
import { arrowStep, scrollEdges, scrollToShow } from '../../../shell/tabs/tab-scroll';

describe('tabs bar scrolling', () => {
  it('scrolls just enough to show the active tab whole, from either side', () => {
    // A 500 px strip scrolled to 0; the 15th tab sits at 1200-1280.
    expect(scrollToShow(0, 500, 1200, 80)).toBe(1200 + 80 + 8 - 500);
    // Scrolled far right; the first tab at 0 comes back.
    expect(scrollToShow(788, 500, 0, 60)).toBe(0);
    // Already visible: nothing moves.
    expect(scrollToShow(100, 500, 300, 80)).toBe(100);
  });

  it('offers the arrows only where more tabs are hidden', () => {
    expect(scrollEdges(0, 500, 500)).toEqual({ before: false, after: false });
    expect(scrollEdges(0, 500, 1300)).toEqual({ before: false, after: true });
    expect(scrollEdges(800, 500, 1300)).toEqual({ before: true, after: false });
    expect(arrowStep(500)).toBe(400);
  });
});
