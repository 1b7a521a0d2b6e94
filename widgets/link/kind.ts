/** Link (reference 2.4): display text opening `href` in `target`; no value. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';

export interface LinkOptions {
  content: string;
  href?: string;
  target: string;
  textStyle?: Record<string, unknown>;
}

export const linkKind: KindDescription<undefined, LinkOptions> = {
  key: 'link',
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
