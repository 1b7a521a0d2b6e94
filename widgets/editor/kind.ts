/**
 * Rich-text editor (reference 2.4: V2 Quill, V3 TinyMCE): HTML text, sanitised when it leaves the
 * editor and when it is shown. A small editor: bold, italic, underline, lists and links.
 */
import type { KindDescription } from '../../engine/registry/types';
import { numberProp } from '../../engine/registry/read-props';
import { isBlankHtml } from './blank';

export interface EditorOptions {
  /** Height of the editing area in px. */
  height: number;
}

export const editorKind: KindDescription<string, EditorOptions> = {
  key: 'editor',
  groupLabel: true,
  props: ['height'],
  compile({ props }) {
    return { schema: { type: 'string' }, options: { height: numberProp(props.height) ?? 200 } };
  },
  isEmpty: isBlankHtml,
};
