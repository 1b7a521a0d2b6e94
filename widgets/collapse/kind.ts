/**
 * Collapsible panels (`collapse` with `collapseItem` panes, reference 2.4): `__config__.active` is
 * the list of open panes (names or indexes); `accordion` keeps one open at a time.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp } from '../../engine/registry/read-props';
import { paneKind } from '../shared/pane';
import { s } from '../../engine/registry/settings';

export interface CollapseOptions {
  active: string[];
  accordion: boolean;
}

export const collapseKind: KindDescription<never, CollapseOptions> = {
  key: 'collapse',
  palette: {
    group: 'layout',
    label: '折叠面板',
    takes: 'collapseItem',
    values: { 'config.layout': 'rowFormItem' },
    children: [{ kind: 'collapseItem', values: { title: '面板 1', name: '1' } }],
  },
  settings: [
    s.boolean('accordion', '手风琴', { default: false }),
    s.json('config.active', '默认展开', { group: 'common', default: ['1'], hint: '展开的面板名称，如 ["1"]' }),
    s.string('config.componentName', '组件名', { group: 'advanced' }),
  ],
  container: true,
  valueless: true,
  props: ['accordion'],
  configKeys: ['active', 'componentName'],
  compile: ({ props, config }) => {
    const active = Array.isArray(config.active)
      ? config.active
      : config.active === undefined || config.active === null || config.active === ''
        ? []
        : [config.active];
    return { options: { active: active.map(String), accordion: booleanProp(props.accordion) } };
  },
};

export const collapseItemKind = paneKind('collapseItem', '面板');
