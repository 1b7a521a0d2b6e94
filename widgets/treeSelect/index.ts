import { registerKind } from '../../engine/registry/registry';
import { treeSelectKind } from './kind';

registerKind(treeSelectKind, () => import('./views').then((m) => m.treeSelectViews));

export { treeSelectKind };
export type { TreeSelectOptions } from './kind';
