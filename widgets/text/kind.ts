/**
 * Text (`JNPFText` / `text`, reference 2.4): a paragraph; V2 keeps it in `__config__.defaultValue`,
 * V3 in `content`. `textStyle` sets colour, alignment, weight, style, decoration, line height and size.
 */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { s } from '../../engine/registry/settings';

export interface TextOptions {
  content: string;
  textStyle?: Record<string, unknown>;
}

export const textKind: KindDescription<undefined, TextOptions> = {
  key: 'text',
  aliases: ['JNPFText'],
  palette: { group: 'basic', label: '文本', keys: { old: 'JNPFText', new: 'text' } },
  settings: [
    s.text('content', '文本内容', { group: 'common', oldKey: 'config.defaultValue', default: '这是一段文字' }),
    s.json('textStyle', '文字样式', {
      group: 'look',
      default: {
        color: '#000000',
        'text-align': 'left',
        'font-weight': 'normal',
        'font-style': 'normal',
        'text-decoration': 'none',
        'line-height': 32,
        'font-size': 12,
      },
    }),
  ],
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
