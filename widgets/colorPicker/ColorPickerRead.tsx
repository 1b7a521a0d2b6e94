import type { FieldReadProps } from '../../engine/registry/types';
import type { ColorPickerOptions } from './kind';

export function ColorSwatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '1rem',
        height: '1rem',
        borderRadius: 2,
        border: '1px solid rgba(0,0,0,0.15)',
        background: color,
        verticalAlign: 'middle',
      }}
    />
  );
}

/** The colour as a swatch and its text. */
export function ColorPickerRead({ value }: FieldReadProps<string, ColorPickerOptions>) {
  if (typeof value !== 'string' || value === '') return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <ColorSwatch color={value} />
      {value}
    </span>
  );
}
