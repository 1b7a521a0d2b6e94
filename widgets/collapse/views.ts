/** The views of the collapse kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { CollapseOptions } from './kind';
import { CollapseContainer } from './CollapseContainer';

export const collapseViews: KindViews<never, CollapseOptions> = {
  Container: CollapseContainer,
};
