/** Group title (reference 2.4 layout kinds): a section heading, `content` at `content-position`, with `tipLabel`. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { contentPositionOf, type ContentPosition } from '../divider/kind';

export interface GroupTitleOptions {
  content: string;
  contentPosition: ContentPosition;
}

export const groupTitleKind: KindDescription<undefined, GroupTitleOptions> = {
  key: 'groupTitle',
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
