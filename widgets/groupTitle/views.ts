/** The views of the groupTitle kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { GroupTitleOptions } from './kind';
import { GroupTitleStatic } from './GroupTitleStatic';

export const groupTitleViews: KindViews<undefined, GroupTitleOptions> = {
  Static: GroupTitleStatic,
};
