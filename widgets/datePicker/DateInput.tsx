/** One native date/datetime/month input, or a 4-digit year box, in epoch milliseconds. */
import { useState } from 'react';
import { fromNative, nativeInputType, toNative, type DateBase } from './date-types';

export interface DateInputProps {
  id?: string;
  base: DateBase;
  value: number | undefined;
  onValue: (ms: number | undefined) => void;
  min?: number;
  max?: number;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  placeholder?: string;
  label?: string;
  labelledBy?: string;
  onBlur?: () => void;
}

export function DateInput({
  id,
  base,
  value,
  onValue,
  min,
  max,
  disabled,
  readOnly,
  invalid,
  placeholder,
  label,
  labelledBy,
  onBlur,
}: DateInputProps) {
  // A year is typed digit by digit: the text is kept until it is four digits.
  const [yearDraft, setYearDraft] = useState<string | null>(null);
  const text = base === 'year' && yearDraft !== null ? yearDraft : toNative(value, base);
  return (
    <div className="ef-box" data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <input
        id={id}
        type={nativeInputType(base)}
        step={base === 'datetime' ? 1 : undefined}
        inputMode={base === 'year' ? 'numeric' : undefined}
        value={text}
        min={min === undefined ? undefined : toNative(min, base)}
        max={max === undefined ? undefined : toNative(max, base)}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const next = e.target.value;
          if (base === 'year') {
            setYearDraft(/^\d{4}$/.test(next) || next === '' ? null : next);
            if (next !== '' && !/^\d{4}$/.test(next)) return;
          }
          onValue(next === '' ? undefined : fromNative(next, base));
        }}
        onBlur={() => {
          setYearDraft(null);
          onBlur?.();
        }}
      />
    </div>
  );
}
