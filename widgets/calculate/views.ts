/** The views of the calculate kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { CalculateOptions } from './kind';
import { NumberRangeSearch } from '../kit/NumberRangeSearch';
import { pickerStyles } from '../kit/picker-styles';
import { CalculateEdit } from './CalculateEdit';
import { CalculateRead, CalculateStatic } from './CalculateRead';

export const calculateViews: KindViews<number, CalculateOptions> = {
  styles: pickerStyles,
  Edit: CalculateEdit,
  Read: CalculateRead,
  Static: CalculateStatic,
  Search: NumberRangeSearch,
};
