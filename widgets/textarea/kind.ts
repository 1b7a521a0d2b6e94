/**
 * Multi-line text (`textarea`, reference 2.4): autosize rows, maxlength with counter. The old
 * designer stores Element's `type: 'textarea'` on it too: it says what the kind already is.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp } from '../../engine/registry/read-props';
import { s } from '../../engine/registry/settings';

export interface TextareaOptions {
  minRows: number;
  maxRows: number;
  maxlength?: number;
  showWordLimit: boolean;
}

export const textareaKind: KindDescription<string, TextareaOptions> = {
  key: 'textarea',
  palette: { group: 'basic', label: '多行输入', values: { placeholder: '请输入' } },
  settings: [
    s.json('autosize', '自适应高度', { group: 'look', aliases: ['autoSize'], default: { minRows: 4, maxRows: 4 } }),
    s.number('rows', '行数', { min: 1 }),
    s.number('maxlength', '最多输入', { group: 'rules', aliases: ['maxLength'], min: 0 }),
    s.boolean('showWordLimit', '显示字数', { oldKey: 'show-word-limit', aliases: ['showCount'] }),
    s.string('type', '类型', { group: 'advanced' }),
  ],
  props: ['autosize', 'autoSize', 'rows', 'maxlength', 'maxLength', 'showWordLimit', 'showCount', 'type'],
  searchMatch: 2,
  compile({ props }) {
    const autosize = firstPresent(props, 'autosize', 'autoSize');
    const sizes = autosize && typeof autosize === 'object' ? (autosize as Record<string, unknown>) : {};
    const rows = numberProp(props.rows);
    const minRows = numberProp(sizes.minRows) ?? rows ?? 4;
    const maxRows = Math.max(minRows, numberProp(sizes.maxRows) ?? rows ?? minRows);
    const maxlength = numberProp(firstPresent(props, 'maxlength', 'maxLength'));
    return {
      schema: { type: 'string', ...(maxlength !== undefined ? { maxLength: maxlength } : {}) },
      options: { minRows, maxRows, maxlength, showWordLimit: booleanProp(firstPresent(props, 'showWordLimit', 'showCount')) },
    };
  },
};
