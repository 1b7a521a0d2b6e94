/** Card (`card`, reference 2.4): a framed group with an optional header. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export interface CardOptions {
  header?: string;
  shadow: 'always' | 'hover' | 'never';
}

export const cardKind: KindDescription<never, CardOptions> = {
  key: 'card',
  palette: { group: 'layout', label: '卡片容器', values: { 'config.layout': 'rowFormItem' } },
  settings: [
    s.string('header', '卡片标题', { group: 'common', aliases: ['title'], default: '卡片' }),
    s.select('shadow', '阴影', choices(['always', '总是'], ['hover', '悬停时'], ['never', '从不']), { default: 'always' }),
    s.string('config.componentName', '组件名', { group: 'advanced' }),
  ],
  container: true,
  valueless: true,
  props: ['header', 'shadow', 'title'],
  configKeys: ['componentName'],
  compile: ({ props }) => {
    const shadow = props.shadow === 'hover' || props.shadow === 'never' ? props.shadow : 'always';
    return { options: { header: stringProp(props.header ?? props.title), shadow } };
  },
};
