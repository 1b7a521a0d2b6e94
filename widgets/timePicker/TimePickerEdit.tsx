import { memo, useEffect } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { labelId } from '../../engine/renderer/FieldShell';
import { useWidgetWords } from '../kit/words';
import type { TimePickerOptions } from './kind';
import { TimeInput } from './TimeInput';
import { TimeRangeInputs } from './TimeRangeInputs';
import { normaliseTime, storedTime, timeOfDay } from './time-text';
import { useTimeLimits } from './use-time-limits';

type TimeValue = string | [string, string];

function TimePickerEditImpl({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readOnly,
  field,
  scope,
  error,
}: FieldWidgetProps<TimeValue, TimePickerOptions>) {
  const w = useWidgetWords();
  const { isRange, withSeconds, selectable, startLimit, endLimit, defaultCurrent } = field.options;
  const limits = useTimeLimits(selectable, startLimit, endLimit, scope);
  const locked = readOnly || limits.inverted;

  useEffect(() => {
    if (defaultCurrent && value === undefined && !disabled && !locked && !isRange) onChange(storedTime(timeOfDay(Date.now()), withSeconds));
    // Once, when the field first shows empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (isRange) {
    return (
      <TimeRangeInputs
        id={id}
        value={value}
        onChange={onChange}
        withSeconds={withSeconds}
        limits={limits}
        disabled={disabled}
        readOnly={locked}
        invalid={!!error}
        onBlur={onBlur}
      />
    );
  }
  return (
    <TimeInput
      id={id}
      value={normaliseTime(value)}
      // A time outside the span is cleared, as the date picker does.
      onValue={(t) => onChange(t !== undefined && t >= limits.min && t <= limits.max ? storedTime(t, withSeconds) : undefined)}
      withSeconds={withSeconds}
      disabled={disabled}
      readOnly={locked}
      invalid={!!error}
      placeholder={field.placeholder ?? w('selectPlaceholder')}
      labelledBy={labelId(id)}
      onBlur={onBlur}
    />
  );
}

/** A time typed as HH:mm:ss (two for a range) within the selectable span. */
export const TimePickerEdit = memo(TimePickerEditImpl);
