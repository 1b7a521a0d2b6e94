/** The views of the datePicker kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { DatePickerOptions, DateValue } from './kind';
import { pickerStyles } from '../kit/picker-styles';
import { DatePickerEdit } from './DatePickerEdit';
import { DatePickerRead } from './DatePickerRead';
import { DateSearch } from './DateSearch';

export const datePickerViews: KindViews<DateValue, DatePickerOptions> = {
  styles: pickerStyles,
  Edit: DatePickerEdit,
  Read: DatePickerRead,
  Search: DateSearch,
};
