/**
 * Looks of the picker kinds (date, time, colour, slider, calculate, system): the shared boxed
 * control of widgets/shared plus their own pieces, added once to the form root.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { controlStyles } from '../shared/control-styles';

export const pickerStyles: SystemStyleObject = {
  ...controlStyles,
  '& .ef-range': { display: 'flex', alignItems: 'center', gap: '2', width: '100%' },
  '& .ef-range > .ef-box': { flex: '1 1 0' },
  '& .ef-range-sep': { color: 'fg.muted', fontSize: 'sm', flexShrink: 0 },
  '& .ef-note': { fontSize: 'xs', color: 'fg.muted', lineHeight: '1.25rem' },
  '& .ef-problem': { fontSize: 'xs', color: 'fg.error', lineHeight: '1.25rem' },
  '& .ef-row': { display: 'flex', alignItems: 'center', gap: '2', minHeight: 'var(--ef-control-h)' },
};
