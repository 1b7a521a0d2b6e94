/** The views of the divider kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { DividerOptions } from './kind';
import { DividerStatic } from './DividerStatic';

export const dividerViews: KindViews<undefined, DividerOptions> = {
  Static: DividerStatic,
};
