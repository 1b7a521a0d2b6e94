/** Tabs (`tab` with `tabItem` panes, reference 2.4): `__config__.active` opens a pane by index or name. */
import type { KindDescription } from '../../engine/registry/types';
import { paneKind } from '../shared/pane';

export interface TabOptions {
  active: string;
  type: 'line' | 'card' | 'border-card';
  position: 'top' | 'bottom' | 'left' | 'right';
}

export const tabKind: KindDescription<never, TabOptions> = {
  key: 'tab',
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

export const tabItemKind = paneKind('tabItem');
