/** Star row of the rate kind: filled by the value (halves too), in Element's gold. */
import type { ReactNode } from 'react';

export const STAR_ON = '#F7BA2A';
export const STAR_OFF = '#C6D1DE';

export function starFill(index: number, value: number): number {
  return Math.max(0, Math.min(1, value - (index - 1)));
}

export function Star({ fill, children }: { fill: number; children?: ReactNode }) {
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: '1.25rem', fontSize: '1.25rem', lineHeight: '2rem', color: STAR_OFF }}>
      <span aria-hidden="true">★</span>
      <span aria-hidden="true" style={{ position: 'absolute', insetInlineStart: 0, top: 0, width: `${fill * 100}%`, overflow: 'hidden', color: STAR_ON }}>
        ★
      </span>
      {children}
    </span>
  );
}

/** The text after the stars: the score (template with {value}) or the star's text. */
export function rateCaption(value: number, o: { showScore: boolean; showText: boolean; scoreTemplate?: string; texts: string[] }, defaults: string[]): string {
  if (o.showScore) return (o.scoreTemplate ?? '{value}').replace('{value}', String(value));
  if (o.showText && value > 0) {
    const texts = o.texts.length > 0 ? o.texts : defaults;
    return texts[Math.ceil(value) - 1] ?? '';
  }
  return '';
}
