/** The default read rendering: the value as text (arrays joined with commas). */
import type { FieldReadProps } from '../registry/types';

export function TextRead({ value }: FieldReadProps) {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return <>{value.map(String).join(', ')}</>;
  if (typeof value === 'object') return <>{JSON.stringify(value)}</>;
  return <>{String(value)}</>;
}
