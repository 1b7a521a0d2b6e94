/** Link (reference 2.4): display text opening `href` in `target`; no value. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export interface LinkOptions {
  content: string;
  href?: string;
  target: string;
  textStyle?: Record<string, unknown>;
}

export const linkKind: KindDescription<undefined, LinkOptions> = {
  key: 'link',
  palette: { group: 'basic', label: '链接' },
  settings: [
    s.string('content', '链接文字', { group: 'common', default: '文本链接' }),
    s.string('href', '链接地址', { group: 'data' }),
    s.select('target', '打开方式', choices(['_self', '当前窗口'], ['_blank', '新窗口']), { default: '_self' }),
    s.json('textStyle', '文字样式', { group: 'look', default: { 'text-align': 'left' } }),
  ],
  valueless: true,
  defaultShowLabel: false,
  props: ['content', 'href', 'target', 'textStyle'],
  compile({ props }) {
    return {
      options: {
        content: stringProp(props.content) ?? '文本链接',
        href: stringProp(props.href),
        target: stringProp(props.target) ?? '_self',
        ...(props.textStyle && typeof props.textStyle === 'object' ? { textStyle: props.textStyle as Record<string, unknown> } : {}),
      },
    };
  },
};
