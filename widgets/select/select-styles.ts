/** The select's look in Chakra tokens: a control like Chakra's input and a list like its menus. */
import type { SystemStyleObject } from '@chakra-ui/react';

const select: SystemStyleObject = {
  position: 'relative',
  width: '100%',
  fontSize: 'sm',
  '& .sel-control': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '1',
    minHeight: 'var(--ef-control-h)',
    paddingInline: '3',
    paddingBlock: '1',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    cursor: 'pointer',
  },
  '&:focus-within .sel-control': { borderColor: 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' },
  '&[data-invalid] .sel-control': { borderColor: 'border.error' },
  '&[data-disabled] .sel-control': { opacity: 0.5, cursor: 'not-allowed' },
  '& .sel-value': { flex: '1 1 auto', minWidth: '2rem', outline: 'none', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .sel-input': { flex: '1 1 4rem', minWidth: '4rem', border: 'none', outline: 'none', bg: 'transparent', fontSize: 'sm' },
  '& .sel-placeholder, & .sel-input::placeholder': { color: 'fg.subtle' },
  '& .sel-tag': { display: 'inline-flex', alignItems: 'center', gap: '1', bg: 'bg.muted', borderRadius: 'sm', paddingInline: '1.5', fontSize: 'xs', lineHeight: '1.25rem' },
  '& .sel-tag button, & .sel-clear': { color: 'fg.muted', cursor: 'pointer', lineHeight: 1 },
  '& .sel-caret': { marginInlineStart: 'auto', color: 'fg.muted', fontSize: 'xs' },
  '& .sel-list': {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInline: 0,
    zIndex: 'dropdown',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    boxShadow: 'md',
    maxHeight: '16rem',
    overflowY: 'auto',
    paddingBlock: '1',
  },
  '& .sel-option': { display: 'flex', justifyContent: 'space-between', paddingInline: '3', paddingBlock: '1.5', cursor: 'pointer' },
  '& .sel-option[data-active]': { bg: 'bg.muted' },
  '& .sel-option[aria-selected=true]': { color: 'blue.600', fontWeight: 'medium' },
  '& .sel-option[aria-disabled]': { color: 'fg.subtle', cursor: 'not-allowed' },
  '& .sel-empty': { paddingInline: '3', paddingBlock: '1.5', color: 'fg.muted' },
};

/** Nested under the form root. */
export const selectStyles: SystemStyleObject = { '& .ef-select': select };
