import { memo, useId } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from '../kit/words';
import type { SliderOptions, SliderValue } from './kind';
import { sliderText } from './SliderRead';

function SliderEditImpl({ id, value, onChange, onBlur, disabled, readOnly, field, error }: FieldWidgetProps<SliderValue, SliderOptions>) {
  const w = useWidgetWords();
  const { min, max, step, range, showStops } = field.options;
  const stopsId = `${useId()}stops`;
  const stops = showStops && (max - min) / step <= 100 ? Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step) : [];
  const pair: [number, number] = Array.isArray(value) && value.length === 2 ? [Number(value[0]), Number(value[1])] : [min, max];
  const single = typeof value === 'number' ? value : min;
  const locked = disabled || readOnly;

  const thumb = (current: number, onValue: (n: number) => void, name?: string, controlId?: string) => (
    <input
      id={controlId}
      type="range"
      className="ef-slider-thumb"
      min={min}
      max={max}
      step={step}
      value={current}
      list={stops.length > 0 ? stopsId : undefined}
      disabled={disabled}
      aria-readonly={readOnly || undefined}
      aria-invalid={error ? true : undefined}
      aria-labelledby={name ? undefined : labelId(id)}
      aria-label={name}
      onChange={(e) => {
        if (!locked) onValue(Number(e.target.value));
      }}
      onBlur={onBlur}
    />
  );

  return (
    <div className="ef-row" id={range ? id : undefined} role={range ? 'group' : undefined} aria-labelledby={range ? labelId(id) : undefined}>
      {range ? (
        <>
          {thumb(pair[0], (n) => onChange(n <= pair[1] ? [n, pair[1]] : [pair[1], n]), w('lowerValue'))}
          {thumb(pair[1], (n) => onChange(n >= pair[0] ? [pair[0], n] : [n, pair[0]]), w('upperValue'))}
        </>
      ) : (
        thumb(single, (n) => onChange(n), undefined, id)
      )}
      {stops.length > 0 && (
        <datalist id={stopsId}>
          {stops.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <span className="ef-slider-value" data-testid="slider-value">
        {sliderText(value)}
      </span>
    </div>
  );
}

/** A range input (two with `range`), the value beside it, stops as tick marks. */
export const SliderEdit = memo(SliderEditImpl);
