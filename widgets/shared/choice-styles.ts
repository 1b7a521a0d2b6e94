/** Looks of radio and checkbox groups: plain inputs (cheap to mount by the hundred) in Chakra tokens. */
import type { SystemStyleObject } from '@chakra-ui/react';

const group: SystemStyleObject = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '4',
  rowGap: '1',
  minHeight: 'var(--ef-control-h)',
  fontSize: 'sm',
  '&[data-direction=vertical]': { flexDirection: 'column', alignItems: 'flex-start' },
  '& label': { display: 'inline-flex', alignItems: 'center', gap: '1.5', cursor: 'pointer' },
  '& label[data-disabled]': { cursor: 'not-allowed', color: 'fg.muted' },
  '& input': { accentColor: 'var(--chakra-colors-blue-500)', width: '0.9rem', height: '0.9rem', margin: 0 },
  '&[data-border] label': { borderWidth: '1px', borderColor: 'border', borderRadius: 'sm', paddingInline: '2.5', height: 'var(--ef-control-h)' },
  '&[data-border] label[data-checked]': { borderColor: 'blue.500', color: 'blue.600' },
  // optionType 'button': a row of joined buttons, the radio itself hidden.
  '&[data-button]': { columnGap: 0 },
  '&[data-button] label': { borderWidth: '1px', borderColor: 'border', paddingInline: '3', height: 'var(--ef-control-h)', marginInlineStart: '-1px' },
  '&[data-button] label:first-of-type': { borderStartRadius: 'sm', marginInlineStart: 0 },
  '&[data-button] label:last-of-type': { borderEndRadius: 'sm' },
  '&[data-button] label[data-checked]': { bg: 'blue.500', color: 'white', borderColor: 'blue.500', position: 'relative' },
  '&[data-button] input': { position: 'absolute', opacity: 0, width: '1px', height: '1px', pointerEvents: 'none' },
  '& .ef-choices-empty': { color: 'fg.muted' },
  '& label:has(input:focus-visible)': { outline: '2px solid var(--chakra-colors-blue-300)', outlineOffset: '1px' },
};

/** Nested under the form root: groups carry the `ef-choices` class. */
export const choiceStyles: SystemStyleObject = { '& .ef-choices': group };
