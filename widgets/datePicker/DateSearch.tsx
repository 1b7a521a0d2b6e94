import { memo } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { DateRangeInputs } from './DateRangeInputs';
import { baseOf } from './date-types';
import type { DatePickerOptions } from './kind';

const OPEN = { inverted: false } as const;

/** List search (match 3, reference 2.5): a range of the field's own type, without the form's limits. */
function DateSearchImpl({ id, value, onChange, onBlur, disabled, field }: FieldWidgetProps<unknown, DatePickerOptions>) {
  return (
    <DateRangeInputs
      id={id}
      base={baseOf(field.options.type)}
      format={field.options.format}
      value={value}
      onChange={onChange}
      limits={OPEN}
      accept={() => true}
      disabled={disabled}
      readOnly={false}
      invalid={false}
      onBlur={onBlur}
    />
  );
}

export const DateSearch = memo(DateSearchImpl);
