/** The views of the timePicker kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TimePickerOptions } from './kind';
import { pickerStyles } from '../kit/picker-styles';
import { TimePickerEdit } from './TimePickerEdit';
import { TimePickerRead } from './TimePickerRead';
import { TimeSearch } from './TimeSearch';

export const timePickerViews: KindViews<string | [string, string], TimePickerOptions> = {
  styles: pickerStyles,
  Edit: TimePickerEdit,
  Read: TimePickerRead,
  Search: TimeSearch,
};
