/** The views of the editor kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { EditorOptions } from './kind';
import { EditorEdit } from './EditorEdit';
import { EditorRead } from './EditorRead';
import { controlStyles } from '../shared/control-styles';

export const editorViews: KindViews<string, EditorOptions> = {
  styles: {
    ...controlStyles,
    '& .ef-editor': { borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', bg: 'bg', fontSize: 'sm' },
    '& .ef-editor[data-invalid]': { borderColor: 'border.error' },
    '& .ef-editor[data-disabled]': { bg: 'bg.muted', color: 'fg.muted' },
    '& .ef-editor:focus-within': { borderColor: 'blue.500' },
    '& .ef-editor-bar': { display: 'flex', alignItems: 'center', gap: '1', padding: '1', borderBottomWidth: '1px', borderColor: 'border' },
    '& .ef-editor-bar .ef-icon-btn': { minWidth: '1.75rem', height: '1.75rem', fontWeight: 'semibold' },
    '& .ef-editor-link': { display: 'inline-flex', alignItems: 'center', gap: '1', '--ef-control-h': '1.75rem' },
    '& .ef-editor-link .ef-box': { width: '12rem' },
    '& .ef-editor-ok': { paddingInline: '2', lineHeight: '1.75rem', borderRadius: 'sm', bg: 'blue.500', color: 'white', fontSize: 'xs' },
    '& .ef-editor-area': { paddingInline: '3', paddingBlock: '2', outline: 'none' },
    '& .rich-text ol': { paddingInlineStart: '1.5rem', listStyle: 'decimal' },
    '& .rich-text ul': { paddingInlineStart: '1.5rem', listStyle: 'disc' },
    '& .rich-text a': { color: 'blue.600', textDecoration: 'underline' },
  },
  Edit: EditorEdit,
  Read: EditorRead,
};
