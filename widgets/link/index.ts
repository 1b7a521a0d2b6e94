import { registerKind } from '../../engine/registry/registry';
import { linkKind } from './kind';

registerKind(linkKind, () => import('./views').then((m) => m.linkViews));

export { linkKind };
export type { LinkOptions } from './kind';
