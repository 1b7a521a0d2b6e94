import type { FieldReadProps } from '../../engine/registry/types';
import type { InputOptions } from './kind';

/** The text as stored; a password field shows a mask instead of the secret. */
export function InputRead({ value, field }: FieldReadProps<string, InputOptions>) {
  if (value === undefined || value === null || value === '') return null;
  return <>{field.options.showPassword ? '******' : String(value)}</>;
}
