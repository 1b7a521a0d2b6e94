import type { FieldReadProps } from '../../engine/registry/types';
import type { TextareaOptions } from './kind';

/** The text with its line breaks (the read cell keeps white space). */
export function TextareaRead({ value }: FieldReadProps<string, TextareaOptions>) {
  if (value === undefined || value === null || value === '') return null;
  return <>{String(value)}</>;
}
