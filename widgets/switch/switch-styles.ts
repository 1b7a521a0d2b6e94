import type { SystemStyleObject } from '@chakra-ui/react';

/** A button with the switch role, drawn by CSS (track and thumb). */
export const switchStyles: SystemStyleObject = {
  '& .ef-switch-field': { display: 'inline-flex', alignItems: 'center', gap: '2', minHeight: 'var(--ef-control-h)' },
  '& .ef-switch': {
    position: 'relative',
    flexShrink: 0,
    width: '2.5rem',
    height: '1.25rem',
    borderRadius: 'full',
    bg: 'var(--switch-off, var(--chakra-colors-gray-300))',
    transition: 'background 0.15s',
    cursor: 'pointer',
    outline: 'none',
    _focusVisible: { boxShadow: '0 0 0 2px var(--chakra-colors-blue-300)' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _after: {
      content: '""',
      position: 'absolute',
      insetInlineStart: '2px',
      top: '2px',
      width: '1rem',
      height: '1rem',
      borderRadius: 'full',
      bg: 'white',
      transition: 'transform 0.15s',
    },
  },
  '& .ef-switch[data-state=checked]': { bg: 'var(--switch-on, var(--chakra-colors-blue-500))' },
  '& .ef-switch[data-state=checked]::after': { transform: 'translateX(1.25rem)' },
  '& .ef-switch-text': { fontSize: 'sm', color: 'fg.muted' },
  '& .ef-switch-text[data-on]': { color: 'fg' },
};
