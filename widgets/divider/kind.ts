/** Divider (reference 2.4): a rule with text (`__slot__.default` in V2, `content` in V3) at `content-position`. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export type ContentPosition = 'left' | 'center' | 'right';

export interface DividerOptions {
  content?: string;
  contentPosition: ContentPosition;
}

export function contentPositionOf(value: unknown, fallback: ContentPosition): ContentPosition {
  return value === 'left' || value === 'center' || value === 'right' ? value : fallback;
}

export const dividerKind: KindDescription<undefined, DividerOptions> = {
  key: 'divider',
  palette: { group: 'layout', label: '分割线' },
  settings: [
    s.string('content', '文字', { group: 'common', oldKey: 'slot.default', default: '我是分割线' }),
    s.select('contentPosition', '文字位置', choices(['left', '左边'], ['center', '中间'], ['right', '右边']), {
      oldKey: 'content-position',
      default: 'center',
    }),
  ],
  valueless: true,
  defaultShowLabel: false,
  props: ['content', 'contentPosition', 'slot.default'],
  compile({ props, slot }) {
    return {
      options: {
        content: stringProp(slot.default) ?? stringProp(props.content),
        contentPosition: contentPositionOf(props.contentPosition, 'center'),
      },
    };
  },
};
