/**
 * The sub-table's look. Rows are CSS grid rows (ARIA table roles), not <table> rows: a table
 * re-lays out every row when one cell changes. An editable table above `WINDOW_ABOVE` rows
 * (windowing.ts) draws only the rows in view, positioned in a body as high as all rows inside a scroll
 * box with a sticky head and totals: a keystroke styles, lays out and paints a screenful of rows, not
 * 500 (per-row `content-visibility` boxes, tried first, made every key a long task of compositing).
 * Validation and scroll-to-error work on the store, not the DOM, so they reach every row. Smaller
 * tables draw every row without containment. The read-only table draws every row (and prints them),
 * each row a `content-visibility: auto` box so a long one mounts fast.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

const table: SystemStyleObject = {
  width: '100%',
  overflowX: 'auto',
  fontSize: 'sm',
  '& .st-title': { fontSize: 'md', fontWeight: 'semibold', marginBottom: '2' },
  '& .st-grid': { borderTopWidth: '1px', borderInlineStartWidth: '1px', borderColor: 'border', minWidth: 'var(--st-min)' },
  '& .st-row': { display: 'grid', gridTemplateColumns: 'var(--st-cols)' },
  '& .st-body[data-read] > .st-row': { contentVisibility: 'auto', containIntrinsicSize: 'auto 2.75rem' },
  '& .st-scroll': { overflow: 'auto', position: 'relative', borderBottomWidth: '1px', borderColor: 'border' },
  '& .st-scroll .st-head-group': { position: 'sticky', top: 0, zIndex: 2 },
  '& .st-scroll .st-summary-group': { position: 'sticky', bottom: 0, zIndex: 2 },
  '& .st-body[data-windowed]': { position: 'relative' },
  '& .st-body[data-windowed] > .st-row': { position: 'absolute', top: 0, insetInlineStart: 0, width: '100%' },
  // A drop-down opened in a row is drawn over the rows below it (rows are positioned, later ones on top).
  '& .st-body[data-windowed] > .st-row:focus-within': { zIndex: 1 },
  '& .st-errors': {
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    marginTop: '1',
    color: 'fg.error',
    fontSize: 'xs',
    lineHeight: '1.5rem',
  },
  '& .st-goto': { color: 'blue.600', textDecoration: 'underline', cursor: 'pointer' },
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
