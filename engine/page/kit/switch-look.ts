/**
 * How every switch looks (page cells, drawers, filters, form switches): a 36×18 track, grey when off,
 * the accent colour when on (`--switch-on` / `--switch-off` override them, as form switches with their
 * own colours do), a white thumb. Keyed on `data-state` so a plain `<button role="switch">` uses it.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { KIT_PALETTE } from './palette';

export const switchTrackStyles: SystemStyleObject = {
  position: 'relative',
  flexShrink: 0,
  width: '2.25rem',
  height: '1.125rem',
  padding: 0,
  border: 0,
  borderRadius: 'full',
  bg: 'var(--switch-off, var(--chakra-colors-gray-300))',
  cursor: 'pointer',
  transition: 'background 0.15s',
  outline: 'none',
  _focusVisible: { boxShadow: `0 0 0 2px var(--chakra-colors-${KIT_PALETTE}-300)` },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _after: {
    content: '""',
    position: 'absolute',
    insetInlineStart: '2px',
    top: '2px',
    width: '0.875rem',
    height: '0.875rem',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'xs',
    transition: 'transform 0.15s',
  },
  '&[data-state=checked]': { bg: `var(--switch-on, var(--chakra-colors-${KIT_PALETTE}-500))` },
  '&[data-state=checked]::after': { transform: 'translateX(1.125rem)' },
};
