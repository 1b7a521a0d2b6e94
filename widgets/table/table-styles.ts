/**
 * The sub-table's look. Rows are CSS grid rows (ARIA table roles), not <table> rows: a table
 * re-lays out every row when one cell changes, and table rows cannot be contained. Grid rows with
 * `content-visibility: auto` let the browser skip the layout and paint of rows off screen, so typing
 * in a 500-row sub-table costs about what typing in a short one does. Rows stay in the DOM, so
 * validation and focusing the first error reach every row.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

const table: SystemStyleObject = {
  width: '100%',
  overflowX: 'auto',
  fontSize: 'sm',
  '& .st-title': { fontSize: 'md', fontWeight: 'semibold', marginBottom: '2' },
  '& .st-grid': { borderTopWidth: '1px', borderInlineStartWidth: '1px', borderColor: 'border', minWidth: 'var(--st-min)' },
  '& .st-row': { display: 'grid', gridTemplateColumns: 'var(--st-cols)' },
  '& .st-body .st-row': { contentVisibility: 'auto', containIntrinsicSize: 'auto 2.75rem' },
  // A row in use is fully visible, so a cell's drop-down is not clipped by the row's paint containment.
  '& .st-body .st-row:hover, & .st-body .st-row:focus-within': { contentVisibility: 'visible' },
  '& .st-row > *': {
    borderBottomWidth: '1px',
    borderInlineEndWidth: '1px',
    borderColor: 'border',
    paddingInline: '2',
    paddingBlock: '1',
    minWidth: 0,
  },
  '& .st-head > *': {
    bg: 'bg.muted',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    lineHeight: '2rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .st-index': { textAlign: 'center', color: 'fg.muted', lineHeight: '2rem' },
  '& .st-required': { color: 'fg.error', marginInlineEnd: '0.5' },
  '& .st-cell-error': { color: 'fg.error', fontSize: 'xs', lineHeight: '1.25rem' },
  '& .st-actions': { textAlign: 'center' },
  '& .st-summary > *': { bg: 'bg.subtle', fontWeight: 'medium', lineHeight: '2rem' },
  '& .st-empty': { gridColumn: '1 / -1', textAlign: 'center', color: 'fg.muted', lineHeight: '2.5rem' },
  '& .st-read': { lineHeight: '2rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .st-add': {
    marginTop: '1',
    paddingInline: '2',
    lineHeight: '1.75rem',
    color: 'blue.600',
    fontSize: 'xs',
    borderRadius: 'sm',
    cursor: 'pointer',
    _hover: { bg: 'blue.50' },
  },
  '& .st-remove': { color: 'red.600', lineHeight: '2rem', cursor: 'pointer' },
};

/** Nested under the form root (the kind's `styles`). */
export const tableStyles: SystemStyleObject = { '& .ef-subtable': table };

/** Grid columns: the index, each column (its columnWidth, else at least 10rem), the actions. */
export function gridColumns(widths: readonly (number | undefined)[], actions: boolean): { '--st-cols': string; '--st-min': string } {
  const columns = widths.map((w) => (w ? `${w}px` : 'minmax(10rem, 1fr)'));
  const min = 3.5 + widths.reduce<number>((sum, w) => sum + (w ? w / 16 : 10), 0) + (actions ? 4 : 0);
  return { '--st-cols': ['3.5rem', ...columns, ...(actions ? ['4rem'] : [])].join(' '), '--st-min': `${min}rem` };
}
