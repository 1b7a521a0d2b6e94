/** The views of the tab kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { TabOptions } from './kind';
import { TabContainer } from './TabContainer';

export const tabViews: KindViews<never, TabOptions> = {
  Container: TabContainer,
};
