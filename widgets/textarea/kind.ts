/**
 * Multi-line text (`textarea`, reference 2.4): autosize rows, maxlength with counter. The old
 * designer stores Element's `type: 'textarea'` on it too: it says what the kind already is.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp, firstPresent, numberProp } from '../../engine/registry/read-props';

export interface TextareaOptions {
  minRows: number;
  maxRows: number;
  maxlength?: number;
  showWordLimit: boolean;
}

export const textareaKind: KindDescription<string, TextareaOptions> = {
  key: 'textarea',
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
