/** List search of the time-stamp system kinds (createTime, modifyTime): a date range (reference 2.5). */
import { memo } from 'react';
import type { FieldWidgetProps } from '../../engine/registry/types';
import { DateRangeInputs } from '../datePicker/DateRangeInputs';

const OPEN = { inverted: false } as const;

function DateRangeSearchImpl({ id, value, onChange, onBlur, disabled }: FieldWidgetProps<unknown, object>) {
  return (
    <DateRangeInputs
      id={id}
      base="date"
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

export const DateRangeSearch = memo(DateRangeSearchImpl);
