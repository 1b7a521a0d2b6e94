/** Tabs (`tab` with `tabItem` panes, reference 2.4): `__config__.active` opens a pane by index or name. */
import type { KindDescription } from '../../engine/registry/types';
import { paneKind } from '../shared/pane';
import { choices, s } from '../../engine/registry/settings';

export interface TabOptions {
  active: string;
  type: 'line' | 'card' | 'border-card';
  position: 'top' | 'bottom' | 'left' | 'right';
}

export const tabKind: KindDescription<never, TabOptions> = {
  key: 'tab',
  palette: {
    group: 'layout',
    label: '标签面板',
    takes: 'tabItem',
    values: { 'config.layout': 'rowFormItem' },
    children: [
      { kind: 'tabItem', values: { title: 'Tab 1', name: '1' } },
      { kind: 'tabItem', values: { title: 'Tab 2', name: '2' } },
    ],
  },
  settings: [
    s.select('type', '风格', choices(['', '默认'], ['card', '选项卡'], ['border-card', '卡片化']), { default: '' }),
    s.select('tabPosition', '标签位置', choices(['top', '顶部'], ['bottom', '底部'], ['left', '左侧'], ['right', '右侧']), {
      oldKey: 'tab-position',
      default: 'top',
    }),
    s.string('config.active', '默认打开', { group: 'common', default: '1', hint: '标签页的名称或序号' }),
    s.string('config.componentName', '组件名', { group: 'advanced' }),
  ],
  container: true,
  valueless: true,
  props: ['type', 'tabPosition'],
  configKeys: ['active', 'componentName'],
  compile: ({ props, config }) => ({
    options: {
      active: config.active === undefined || config.active === null ? '0' : String(config.active),
      type: props.type === 'card' || props.type === 'border-card' ? props.type : 'line',
      position: props.tabPosition === 'bottom' || props.tabPosition === 'left' || props.tabPosition === 'right' ? props.tabPosition : 'top',
    },
  }),
};

export const tabItemKind = paneKind('tabItem', '标签页');
