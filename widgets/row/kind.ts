/** Row (`row`, reference 2.4): children side by side by their spans; `type: 'flex'` with justify/align. */
import type { KindDescription } from '../../engine/registry/types';
import { stringProp } from '../../engine/registry/read-props';
import { choices, s } from '../../engine/registry/settings';

export interface RowOptions {
  flex: boolean;
  justify: string;
  align: string;
}

export const rowKind: KindDescription<never, RowOptions> = {
  key: 'row',
  palette: { group: 'layout', label: '栅格容器', values: { 'config.layout': 'rowFormItem' } },
  settings: [
    s.select('type', '布局', choices(['default', '默认'], ['flex', 'flex']), { default: 'default' }),
    s.select(
      'justify',
      '水平排列',
      choices(['start', '左对齐'], ['end', '右对齐'], ['center', '居中'], ['space-around', '两侧间隔'], ['space-between', '两端对齐']),
      {
        default: 'start',
        when: { key: 'type', in: ['flex'] },
      },
    ),
    s.select('align', '垂直排列', choices(['top', '顶部'], ['middle', '居中'], ['bottom', '底部']), {
      default: 'top',
      when: { key: 'type', in: ['flex'] },
    }),
    s.number('gutter', '栅格间隔', { min: 0 }),
    s.string('config.rowType', '行类型', { group: 'advanced' }),
    s.string('config.componentName', '组件名', { group: 'advanced' }),
  ],
  container: true,
  valueless: true,
  props: ['type', 'justify', 'align', 'gutter'],
  configKeys: ['rowType', 'componentName'],
  compile: ({ props }) => ({
    options: { flex: props.type === 'flex', justify: stringProp(props.justify) ?? 'start', align: stringProp(props.align) ?? 'top' },
  }),
};
