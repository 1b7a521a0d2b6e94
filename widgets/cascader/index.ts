import { registerKind } from '../../engine/registry/registry';
import { cascaderKind } from './kind';

registerKind(cascaderKind, () => import('./views').then((m) => m.cascaderViews));

export { cascaderKind };
export type { CascaderOptions, CascaderValue } from './kind';
