import { memo, useEffect } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from '../kit/words';
import { DateField } from './DateField';
import { DateRangeInputs } from './DateRangeInputs';
import { baseOf, dateValueOf, encodeDate, floorTo, isRangeType, isStoredDate } from './date-types';
import type { DatePickerOptions, DateValue } from './kind';
import { useDateLimits, withinLimits } from './use-date-limits';

function DatePickerEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  scope,
  error,
}: FieldWidgetProps<DateValue, DatePickerOptions>) {
  const w = useWidgetWords();
  const { type, format, startLimit, endLimit, defaultCurrent, valueFormat } = field.options;
  const base = baseOf(type);
  const limits = useDateLimits(startLimit, endLimit, base, scope);
  const locked = readOnly || limits.inverted;
  const accept = (ms: number) => withinLimits(ms, limits);

  useEffect(() => {
    if (defaultCurrent && value === undefined && !disabled && !locked && !isRangeType(type))
      onChange(encodeDate(floorTo(Date.now(), base), valueFormat));
    // Once, when the field first shows empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isRangeType(type)) {
    return (
      <DateRangeInputs
        id={id}
        base={base}
        format={format}
        value={value}
        onChange={onChange}
        limits={limits}
        accept={accept}
        disabled={disabled}
        readOnly={locked}
        invalid={!!error}
        onBlur={onBlur}
      />
    );
  }
  // Text typed in the wrong format is stored as typed: validation names the problem, nothing is lost.
  const typed = value !== undefined && !isStoredDate(value, valueFormat) ? String(value) : undefined;
  return (
    <DateField
      id={id}
      base={base}
      format={format}
      value={typed === undefined ? dateValueOf(value, valueFormat) : undefined}
      rawText={typed}
      // A pick outside the span is cleared, as the original does.
      onValue={(ms) => onChange(ms !== undefined && accept(ms) ? encodeDate(ms, valueFormat) : undefined)}
      onInvalidText={(text) => onChange(text as DateValue)}
      min={limits.min}
      max={limits.max}
      disabled={disabled}
      readOnly={locked}
      invalid={!!error}
      placeholder={field.placeholder ?? w('selectPlaceholder')}
      labelledBy={labelId(id)}
      onBlur={onBlur}
    />
  );
}

/** A date typed in the field's format or picked from a calendar (two for a range), within the rule's span. */
export const DatePickerEdit = memo(DatePickerEditImpl);
