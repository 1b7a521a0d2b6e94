/** The views of the colorPicker kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { ColorPickerOptions } from './kind';
import { pickerStyles } from '../kit/picker-styles';
import { ColorPickerEdit } from './ColorPickerEdit';
import { ColorPickerRead } from './ColorPickerRead';

export const colorPickerViews: KindViews<string, ColorPickerOptions> = {
  styles: {
    ...pickerStyles,
    '& .ef-color-well': {
      width: '2.25rem',
      height: 'var(--ef-control-h)',
      padding: 0,
      border: 'none',
      bg: 'none',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    '& .ef-color-text': { maxWidth: '14rem' },
    '& .ef-swatches': { minHeight: 'auto', gap: '1', marginTop: '1', flexWrap: 'wrap' },
    '& .ef-swatches button': { lineHeight: 0 },
  },
  Edit: ColorPickerEdit,
  Read: ColorPickerRead,
};
