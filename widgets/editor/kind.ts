/**
 * Rich-text editor (reference 2.4: V2 Quill, V3 TinyMCE): HTML text, sanitised when it leaves the
 * editor and when it is shown. A small editor: bold, italic, underline, lists and links.
 */
import type { KindDescription } from '../../engine/registry/types';
import { numberProp } from '../../engine/registry/read-props';
import { isBlankHtml } from './blank';
import { s } from '../../engine/registry/settings';

export interface EditorOptions {
  /** Height of the editing area in px. */
  height: number;
}

export const editorKind: KindDescription<string, EditorOptions> = {
  key: 'editor',
  palette: { group: 'basic', label: '富文本', inSubTable: false, values: { placeholder: '请输入' } },
  settings: [s.number('height', '高度', { default: 300, min: 100 })],
  groupLabel: true,
  props: ['height'],
  compile({ props }) {
    return { schema: { type: 'string' }, options: { height: numberProp(props.height) ?? 200 } };
  },
  isEmpty: isBlankHtml,
};
