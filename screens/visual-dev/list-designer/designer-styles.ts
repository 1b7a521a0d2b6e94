/**
 * The look of the list designer's rows, given once to its root as nested class selectors: a list of
 * hundreds of columns then draws plain elements, not a styled component per cell (as the engine's forms
 * do, engine/README.md "performance").
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const COLUMN_GRID = '24px minmax(90px, 1.2fr) minmax(90px, 1fr) 44px 84px 84px 80px 28px';
export const SEARCH_GRID = '24px minmax(90px, 1.2fr) minmax(90px, 1fr) 100px 56px 28px';

const control: SystemStyleObject = {
  h: '7',
  px: '1.5',
  fontSize: 'xs',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'sm',
  bg: 'bg',
  minW: 0,
  w: '100%',
  _disabled: { opacity: 0.5 },
};

export const designerStyles: SystemStyleObject = {
  '& .ld-row': {
    display: 'grid',
    gap: '2',
    alignItems: 'center',
    fontSize: 'xs',
    borderWidth: '1px',
    borderRadius: 'md',
    px: '1',
    py: '1',
    bg: 'bg',
  },
  '& .ld-columns .ld-row': { gridTemplateColumns: COLUMN_GRID },
  '& .ld-search .ld-row': { gridTemplateColumns: SEARCH_GRID },
  '& .ld-head': { display: 'grid', gap: '2', px: '1', fontSize: 'xs', color: 'fg.muted', bg: 'transparent', borderWidth: 0, py: 0 },
  '& li[data-dragging] > .ld-row': { bg: 'bg.muted', boxShadow: 'sm' },
  '& .ld-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .ld-muted': { color: 'fg.muted' },
  '& .ld-check': { justifySelf: 'center' },
  '& .ld-control': control,
  '& .ld-remove': { color: 'fg.muted', fontSize: 'md', lineHeight: '1', cursor: 'pointer', _hover: { color: 'fg.error' } },
  '& .ld-handle': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '5',
    h: '6',
    color: 'fg.muted',
    cursor: 'grab',
    touchAction: 'none',
    borderRadius: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
  },
  '& .ld-candidate': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '2',
    py: '1.5',
    fontSize: 'sm',
    cursor: 'pointer',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    _hover: { bg: 'bg.muted' },
  },
};

/** The same control look for the settings panel's own (few) controls. */
export const smallControl = control;
