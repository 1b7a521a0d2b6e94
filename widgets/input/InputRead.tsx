import type { FieldReadProps } from '../../engine/registry/types';
import type { InputOptions } from './kind';
import { maskText } from './mask';

/** The text as stored; a password field shows a mask instead of the secret, a masked field its mask. */
export function InputRead({ value, field }: FieldReadProps<string, InputOptions>) {
  if (value === undefined || value === null || value === '') return null;
  const { showPassword, mask } = field.options;
  return <>{showPassword ? '******' : mask ? maskText(String(value), mask) : String(value)}</>;
}
