import { memo } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import type { TimePickerOptions } from './kind';
import { TimeRangeInputs } from './TimeRangeInputs';
import { FULL_DAY } from './time-text';

const WHOLE_DAY = { min: FULL_DAY[0], max: FULL_DAY[1] };

/** List search (match 3): a range of times. */
function TimeSearchImpl({ id, value, onChange, onBlur, disabled, field }: FieldWidgetProps<unknown, TimePickerOptions>) {
  return (
    <TimeRangeInputs
      id={id}
      value={value}
      onChange={onChange}
      withSeconds={field.options.withSeconds}
      limits={WHOLE_DAY}
      disabled={disabled}
      readOnly={false}
      invalid={false}
      onBlur={onBlur}
    />
  );
}

export const TimeSearch = memo(TimeSearchImpl);
