import type { FieldReadProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import { dateText } from './date-types';
import type { DatePickerOptions, DateValue } from './kind';

/** The date in the field's display format; a range as 'start 至 end'. */
export function DatePickerRead({ value, field }: FieldReadProps<DateValue, DatePickerOptions>) {
  const w = useWidgetWords();
  const { format, valueFormat } = field.options;
  if (Array.isArray(value)) {
    if ((value as unknown[]).length < 2) return null;
    return <>{`${dateText(value[0], format, valueFormat)} ${w('rangeSeparator')} ${dateText(value[1], format, valueFormat)}`}</>;
  }
  const text = dateText(value, format, valueFormat);
  return text ? <>{text}</> : null;
}
