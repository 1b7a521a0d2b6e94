/**
 * Text (`JNPFText` / `text`, reference 2.4): a paragraph; V2 keeps it in `__config__.defaultValue`,
 * V3 in `content`. `textStyle` sets colour, alignment, weight, style, decoration, line height and size.
 */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';

export interface TextOptions {
  content: string;
  textStyle?: Record<string, unknown>;
}

export const textKind: KindDescription<undefined, TextOptions> = {
  key: 'text',
  aliases: ['JNPFText'],
  valueless: true,
  defaultShowLabel: false,
  props: ['content', 'textStyle'],
  compile({ props, config }) {
    return {
      options: {
        content: stringProp(props.content) ?? stringProp(config.defaultValue) ?? '这是一段文字',
        ...(props.textStyle && typeof props.textStyle === 'object' ? { textStyle: props.textStyle as Record<string, unknown> } : {}),
      },
    };
  },
};
