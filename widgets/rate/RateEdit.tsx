import { memo, type KeyboardEvent } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from '../kit/words';
import type { RateOptions } from './kind';
import { Star, rateCaption, starFill } from './Stars';

const hit = { position: 'absolute', top: 0, bottom: 0, padding: 0, border: 'none', background: 'transparent', cursor: 'pointer' } as const;

function RateEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<number, RateOptions>) {
  const w = useWidgetWords();
  const o = field.options;
  const score = typeof value === 'number' ? value : 0;
  const step = o.allowHalf ? 0.5 : 1;
  const locked = disabled || readOnly;
  const pick = (next: number) => {
    if (!locked) onChange(Math.max(0, Math.min(o.max, next)));
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') pick(score + step);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') pick(score - step);
    else return;
    e.preventDefault();
  };
  const caption = rateCaption(score, o, w('rateTexts').split('|'));

  // One radio per selectable score: with half stars the left half of each star is n − 0.5.
  const radio = (n: number, style: object) => (
    <button
      type="button"
      role="radio"
      aria-checked={score === n}
      aria-label={String(n)}
      tabIndex={score === n || (score === 0 && n === step) ? 0 : -1}
      disabled={disabled}
      onClick={() => pick(n)}
      onKeyDown={keys}
      style={{ ...hit, ...style, cursor: locked ? 'default' : 'pointer' }}
    />
  );

  return (
    <span
      id={id}
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-invalid={error ? true : undefined}
      aria-disabled={disabled || undefined}
      aria-readonly={readOnly || undefined}
      onBlur={onBlur}
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', opacity: disabled ? 0.6 : 1 }}
    >
      {Array.from({ length: o.max }, (_, i) => {
        const n = i + 1;
        return (
          <Star key={n} fill={starFill(n, score)}>
            {o.allowHalf ? (
              <>
                {radio(n - 0.5, { insetInlineStart: 0, width: '50%' })}
                {radio(n, { insetInlineEnd: 0, width: '50%' })}
              </>
            ) : (
              radio(n, { inset: 0, width: '100%' })
            )}
          </Star>
        );
      })}
      {caption && <span style={{ marginInlineStart: '0.5rem', fontSize: '0.875rem' }}>{caption}</span>}
    </span>
  );
}

/** Stars to click (halves with allow-half) or move with the arrow keys. */
export const RateEdit = memo(RateEditImpl);
