/** The views of the inputNumber kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { InputNumberOptions } from './kind';
import { InputNumberEdit } from './InputNumberEdit';
import { InputNumberRead } from './InputNumberRead';
import { controlStyles } from '../shared/control-styles';

export const inputNumberViews: KindViews<number, InputNumberOptions> = {
  Edit: InputNumberEdit,
  Read: InputNumberRead,
  styles: {
    ...controlStyles,
    '& .ef-number[data-centered] > input': { textAlign: 'center' },
    '& .ef-stepper': { display: 'flex', alignItems: 'center', paddingInline: '1', bg: 'bg.subtle' },
    '& .ef-stepper-stacked': {
      flexDirection: 'column',
      justifyContent: 'center',
      paddingInline: '0.5',
      borderInlineStartWidth: '1px',
      borderColor: 'border',
    },
    '& .ef-stepper-stacked .ef-icon-btn': { height: '0.85rem', fontSize: 'xs' },
  },
};
