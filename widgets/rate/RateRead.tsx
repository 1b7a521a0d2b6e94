import type { FieldReadProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import type { RateOptions } from './kind';
import { Star, rateCaption, starFill } from './Stars';

/** The stars and, as set, the score or the text; `n / max` for screen readers. */
export function RateRead({ value, field }: FieldReadProps<number, RateOptions>) {
  const w = useWidgetWords();
  const score = typeof value === 'number' ? value : Number(value ?? 0) || 0;
  const o = field.options;
  const caption = rateCaption(score, o, w('rateTexts').split('|'));
  return (
    <span role="img" aria-label={`${score} / ${o.max}`} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
      {Array.from({ length: o.max }, (_, i) => (
        <Star key={i} fill={starFill(i + 1, score)} />
      ))}
      {caption && <span style={{ marginInlineStart: '0.5rem', fontSize: '0.875rem' }}>{caption}</span>}
    </span>
  );
}
