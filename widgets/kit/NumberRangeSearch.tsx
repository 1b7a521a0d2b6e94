/**
 * List search over a number range (match 3, reference 2.5), as spec 002 section 5.4's numeric range:
 * nothing when both ends are blank, otherwise [min, max]; 0 counts as a value.
 */
import { memo, useState } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from './words';

type End = number | null;

export function numberRange(min: End, max: End): [End, End] | [] {
  return min === null && max === null ? [] : [min, max];
}

function NumberRangeSearchImpl({ id, value, onChange, onBlur, disabled }: FieldWidgetProps<unknown, object>) {
  const w = useWidgetWords();
  const stored = Array.isArray(value) && value.length === 2 ? (value as [End, End]) : [null, null];
  const [text, setText] = useState<[string, string]>(() => [
    stored[0] === null ? '' : String(stored[0]),
    stored[1] === null ? '' : String(stored[1]),
  ]);
  const parse = (t: string): End => (t.trim() === '' || !Number.isFinite(Number(t)) ? null : Number(t));
  const set = (side: 0 | 1, next: string) => {
    const pair: [string, string] = side === 0 ? [next, text[1]] : [text[0], next];
    setText(pair);
    const range = numberRange(parse(pair[0]), parse(pair[1]));
    onChange(range.length === 0 ? undefined : range);
  };
  const box = (side: 0 | 1, label: string) => (
    <div className="ef-box">
      <input
        inputMode="decimal"
        aria-label={label}
        value={text[side]}
        disabled={disabled}
        onChange={(e) => set(side, e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} className="ef-range">
      {box(0, w('lowerValue'))}
      <span className="ef-range-sep">-</span>
      {box(1, w('upperValue'))}
    </div>
  );
}

export const NumberRangeSearch = memo(NumberRangeSearchImpl);
