import { registerKind } from '../../engine/registry/registry';
import { dividerKind } from './kind';

registerKind(dividerKind, () => import('./views').then((m) => m.dividerViews));

export { dividerKind };
export type { DividerOptions } from './kind';
