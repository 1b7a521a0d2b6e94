import type { FieldReadProps } from '../../engine/registry/types';
import { useWidgetWords } from '../kit/words';
import type { TimePickerOptions } from './kind';

/** The time as stored; a range as 'start 至 end'. */
export function TimePickerRead({ value }: FieldReadProps<string | [string, string], TimePickerOptions>) {
  const w = useWidgetWords();
  if (Array.isArray(value)) return value.length === 2 ? <>{`${String(value[0])} ${w('rangeSeparator')} ${String(value[1])}`}</> : null;
  return typeof value === 'string' && value !== '' ? <>{value}</> : null;
}
