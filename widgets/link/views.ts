/** The views of the link kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { LinkOptions } from './kind';
import { LinkStatic } from './LinkStatic';

export const linkViews: KindViews<undefined, LinkOptions> = {
  Static: LinkStatic,
};
