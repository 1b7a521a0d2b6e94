/**
 * The boxed-control look shared by input, number, textarea and select: plain elements with class
 * names, styled once per form in Chakra tokens (like Chakra's outline input). Heights follow the
 * form's size through `--ef-control-h`. Addons are `ef-addon ef-addon-before` / `ef-addon ef-addon-after`.
 */
import type { SystemStyleObject } from '@chakra-ui/react';

export const controlStyles: SystemStyleObject = {
  '& .ef-box': {
    display: 'flex',
    alignItems: 'stretch',
    width: '100%',
    minHeight: 'var(--ef-control-h)',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    fontSize: 'sm',
    color: 'fg',
    overflow: 'hidden',
    transition: 'border-color 0.15s, box-shadow 0.15s',
  },
  '& .ef-box:focus-within': { borderColor: 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' },
  '& .ef-box[data-invalid]': { borderColor: 'border.error' },
  '& .ef-box[data-invalid]:focus-within': { boxShadow: '0 0 0 1px var(--chakra-colors-border-error)' },
  '& .ef-box[data-disabled]': { bg: 'bg.muted', cursor: 'not-allowed', color: 'fg.muted' },
  '& .ef-box > input, & .ef-box > textarea': {
    flex: '1 1 auto',
    minWidth: 0,
    border: 'none',
    outline: 'none',
    bg: 'transparent',
    paddingInline: '3',
    font: 'inherit',
    color: 'inherit',
  },
  '& .ef-box > textarea': { paddingBlock: '1.5', resize: 'vertical', lineHeight: '1.5rem' },
  '& .ef-box > input:disabled, & .ef-box > textarea:disabled': { cursor: 'not-allowed' },
  '& .ef-box ::placeholder': { color: 'fg.subtle' },
  '& .ef-addon': { display: 'flex', alignItems: 'center', paddingInline: '3', bg: 'bg.muted', color: 'fg.muted', whiteSpace: 'nowrap' },
  // Classes rather than :first-child, which Emotion reports as unsafe for server rendering.
  '& .ef-addon-before': { borderInlineEndWidth: '1px', borderColor: 'border' },
  '& .ef-addon-after': { borderInlineStartWidth: '1px', borderColor: 'border' },
  '& .ef-adorn': {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    paddingInlineEnd: '2',
    color: 'fg.muted',
    fontSize: 'xs',
    whiteSpace: 'nowrap',
  },
  '& .ef-icon-btn': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    borderRadius: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    lineHeight: 1,
    _hover: { color: 'fg', bg: 'bg.muted' },
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  },
};
