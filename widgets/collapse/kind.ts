/**
 * Collapsible panels (`collapse` with `collapseItem` panes, reference 2.4): `__config__.active` is
 * the list of open panes (names or indexes); `accordion` keeps one open at a time.
 */
import type { KindDescription } from '../../engine/registry/types';
import { booleanProp } from '../../engine/registry/read-props';
import { paneKind } from '../shared/pane';

export interface CollapseOptions {
  active: string[];
  accordion: boolean;
}

export const collapseKind: KindDescription<never, CollapseOptions> = {
  key: 'collapse',
  container: true,
  valueless: true,
  props: ['accordion'],
  configKeys: ['active', 'componentName'],
  compile: ({ props, config }) => {
    const active = Array.isArray(config.active) ? config.active : config.active === undefined || config.active === null || config.active === '' ? [] : [config.active];
    return { options: { active: active.map(String), accordion: booleanProp(props.accordion) } };
  },
};

export const collapseItemKind = paneKind('collapseItem');
