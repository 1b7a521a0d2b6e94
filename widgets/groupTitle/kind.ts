/** Group title (reference 2.4 layout kinds): a section heading, `content` at `content-position`, with `tipLabel`. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { contentPositionOf, type ContentPosition } from '../divider/kind';
import { choices, s } from '../../engine/registry/settings';

export interface GroupTitleOptions {
  content: string;
  contentPosition: ContentPosition;
}

export const groupTitleKind: KindDescription<undefined, GroupTitleOptions> = {
  key: 'groupTitle',
  palette: { group: 'layout', label: '分组标题' },
  settings: [
    s.string('content', '标题文字', { group: 'common', default: '分组标题' }),
    s.select('contentPosition', '文字位置', choices(['left', '左边'], ['center', '中间'], ['right', '右边']), {
      oldKey: 'content-position',
      default: 'left',
    }),
  ],
  valueless: true,
  defaultShowLabel: false,
  props: ['content', 'contentPosition'],
  compile({ props }) {
    return {
      options: {
        content: stringProp(props.content) ?? '分组标题',
        contentPosition: contentPositionOf(props.contentPosition, 'left'),
      },
    };
  },
};
