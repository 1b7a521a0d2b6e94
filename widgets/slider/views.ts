/** The views of the slider kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { SliderOptions, SliderValue } from './kind';
import { pickerStyles } from '../kit/picker-styles';
import { SliderEdit } from './SliderEdit';
import { SliderRead } from './SliderRead';

export const sliderViews: KindViews<SliderValue, SliderOptions> = {
  styles: {
    ...pickerStyles,
    '& .ef-slider-thumb': { flex: '1 1 0', minWidth: 0, accentColor: 'var(--chakra-colors-blue-500)' },
    '& .ef-slider-value': { minWidth: '3rem', textAlign: 'end', fontSize: 'sm' },
  },
  Edit: SliderEdit,
  Read: SliderRead,
};
