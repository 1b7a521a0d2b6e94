/** The views of the textarea kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TextareaOptions } from './kind';
import { TextareaEdit } from './TextareaEdit';
import { TextareaRead } from './TextareaRead';
import { controlStyles } from '../shared/control-styles';

export const textareaViews: KindViews<string, TextareaOptions> = {
  Edit: TextareaEdit,
  Read: TextareaRead,
  styles: {
    ...controlStyles,
    '& .ef-textarea': { position: 'relative' },
    '& .ef-textarea-count': {
      position: 'absolute',
      insetInlineEnd: '2',
      bottom: '1',
      fontSize: 'xs',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
  },
};
