/** Two date fields 'start 至 end' in the display format; the pair is stored in order once both are picked. */
import { labelId } from '../../engine/renderer/FieldShell';
import { useRangeDraft } from '../kit/range-draft';
import { useWidgetWords, type WidgetWord } from '../kit/words';
import { DateField } from './DateField';
import { DEFAULT_FORMATS, dateValueOf, encodeDate, type DateBase } from './date-types';
import type { DateLimits } from './use-date-limits';

const ENDS: Record<DateBase, [WidgetWord, WidgetWord]> = {
  date: ['startDate', 'endDate'],
  datetime: ['startTime', 'endTime'],
  month: ['startMonth', 'endMonth'],
  year: ['startYear', 'endYear'],
};

export interface DateRangeInputsProps {
  id: string;
  base: DateBase;
  /** Display format (engine/format tokens); the type's default when absent. */
  format?: string;
  value: unknown;
  /** Store text in this format instead of epoch milliseconds. */
  valueFormat?: string;
  onChange: (value: [number | string, number | string] | undefined) => void;
  limits: DateLimits;
  accept: (ms: number) => boolean;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  onBlur?: () => void;
}

export function DateRangeInputs({
  id,
  base,
  format,
  value,
  valueFormat,
  onChange,
  limits,
  accept,
  disabled,
  readOnly,
  invalid,
  onBlur,
}: DateRangeInputsProps) {
  const w = useWidgetWords();
  const store = (pair: [number, number] | undefined) =>
    onChange(pair && [encodeDate(pair[0], valueFormat), encodeDate(pair[1], valueFormat)]);
  const [[start, end], set] = useRangeDraft<number>(
    value,
    store,
    (v) => dateValueOf(v, valueFormat),
    (a, b) => a - b,
  );
  const [startWord, endWord] = ENDS[base];
  const pick = (side: 0 | 1) => (ms: number | undefined) => set(side, ms !== undefined && accept(ms) ? ms : undefined);
  const common = { base, format: format ?? DEFAULT_FORMATS[base], disabled, readOnly, invalid, onBlur };
  return (
    <div id={id} role="group" aria-labelledby={labelId(id)} className="ef-range">
      <DateField
        {...common}
        value={start}
        onValue={pick(0)}
        min={limits.min}
        max={end ?? limits.max}
        label={w(startWord)}
        placeholder={w(startWord)}
      />
      <span className="ef-range-sep">{w('rangeSeparator')}</span>
      <DateField
        {...common}
        value={end}
        onValue={pick(1)}
        min={start ?? limits.min}
        max={limits.max}
        label={w(endWord)}
        placeholder={w(endWord)}
      />
    </div>
  );
}
