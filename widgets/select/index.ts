import { registerKind } from '../../engine/registry/registry';
import { selectKind } from './kind';

registerKind(selectKind, () => import('./views').then((m) => m.selectViews));

export { selectKind };
export type { SelectOptions } from './kind';
