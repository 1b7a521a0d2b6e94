/**
 * Styles of the form's templates as one Chakra `css` object on the form root: the grid, label
 * columns, required marks and error lines are plain elements with class names, so a 1000-field form
 * does not pay for a styled component per label (Chakra tokens still give the colours and sizes).
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { formKinds } from '../compiler/form-kinds';
import type { CompiledForm } from '../compiler/types';
import type { KindRegistry } from '../registry/registry';

export function formStyles(labelWidth: number, gutter: number, controlHeight: number): SystemStyleObject {
  return {
    '--ef-label-width': `${labelWidth}px`,
    '--ef-control-h': `${controlHeight}px`,
    '--ef-gutter': `${gutter}px`,
    '& .ef-grid-row, & .ef-grid-flat': {
      display: 'grid',
      gridTemplateColumns: 'repeat(24, minmax(0, 1fr))',
      columnGap: `${gutter}px`,
      alignItems: 'start',
    },
    '& .ef-cell': { minWidth: 0 },
    // Off-screen fields skip style, layout and paint until scrolled to: a 1000-field form mounts
    // about as fast as a short one. Containment would clip drop-downs and tooltips, so a cell in
    // use (hovered or focused) is fully visible.
    '& .ef-cell[data-leaf]': { contentVisibility: 'auto', containIntrinsicSize: 'auto var(--ef-cell-h, 48px)' },
    '& .ef-cell[data-leaf]:hover, & .ef-cell[data-leaf]:focus-within': { contentVisibility: 'visible' },
    '& .ef-item': { display: 'flex', alignItems: 'flex-start', marginBottom: '4', minWidth: 0 },
    '& .ef-item[data-position="top"]': { flexDirection: 'column' },
    // A fixed-width box (Element's el-form-item__label): a long label wraps inside it, its lines
    // aligned to the form's label side; one line sits level with the control's text.
    '& .ef-label': {
      flex: '0 0 auto',
      width: 'var(--ef-label-width)',
      paddingInlineEnd: '3',
      lineHeight: '1.25rem',
      paddingBlock: 'calc((var(--ef-control-h) - 1.25rem) / 2)',
      minHeight: 'var(--ef-control-h)',
      fontSize: 'sm',
      color: 'fg',
      overflowWrap: 'anywhere',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'flex-end',
      textAlign: 'right',
      gap: '1',
    },
    '& .ef-label > label': { minWidth: 0 },
    '& .ef-item[data-position="left"] .ef-label': { justifyContent: 'flex-start', textAlign: 'left' },
    '& .ef-item[data-position="top"] .ef-label': {
      width: 'auto',
      justifyContent: 'flex-start',
      textAlign: 'left',
      lineHeight: '1.5rem',
      paddingBlock: '0',
      minHeight: 'auto',
      paddingBottom: '1',
    },
    // The mark is drawn by CSS so the label's text (its accessible name) is the label alone.
    '& .ef-label label[data-required]::before': { content: '"*"', color: 'fg.error', marginInlineEnd: '0.5' },
    '& .ef-tip': { color: 'fg.muted', cursor: 'help', fontSize: 'xs' },
    '& .ef-control': { flex: '1 1 auto', minWidth: 0 },
    '& .ef-item[data-position="top"] .ef-control': { width: '100%' },
    '& .ef-error': { color: 'fg.error', fontSize: 'xs', lineHeight: '1.25rem', minHeight: '1.25rem' },
    '& .ef-read': {
      lineHeight: 'var(--ef-control-h)',
      minHeight: 'var(--ef-control-h)',
      fontSize: 'sm',
      overflowWrap: 'anywhere',
      whiteSpace: 'pre-wrap',
    },
    '& .ef-object': {
      gridColumn: 'span 24',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      padding: '3',
      marginBottom: '4',
    },
    '& .ef-object-title': { fontWeight: 'semibold', fontSize: 'sm', marginBottom: '2' },
    '& .ef-unsupported': { color: 'fg.warning', fontSize: 'sm', lineHeight: 'var(--ef-control-h)' },
    '& .ef-hint': { display: 'block', color: 'fg.muted', fontSize: 'xs', lineHeight: '1.25rem' },
    // formStyle 'word-form' (reference 2.1): a document look, each field a bordered row.
    '&[data-form-style="word-form"] .ef-item': {
      marginBottom: '0',
      borderWidth: '1px',
      borderColor: 'border',
      marginTop: '-1px',
      marginInlineStart: '-1px',
    },
    '&[data-form-style="word-form"] .ef-label': {
      bg: 'bg.muted',
      alignSelf: 'stretch',
      borderInlineEndWidth: '1px',
      borderColor: 'border',
    },
    '&[data-form-style="word-form"] .ef-control': { padding: '1' },
  };
}

/**
 * The form's styles: the templates' and those of the kinds the form uses (sub-table columns, nested
 * fields and display kinds included). Only those: turning style objects into CSS is most of what a
 * form's first mount spends on styling, and a form uses a handful of the forty-odd kinds.
 */
export function stylesForForm(form: CompiledForm, registry: KindRegistry, base: SystemStyleObject): SystemStyleObject {
  const kinds = new Set(
    formKinds(form)
      .map((key) => registry.get(key))
      .filter((kind) => kind?.styles),
  );
  return Object.assign({}, base, ...[...kinds].map((kind) => kind!.styles));
}
