import { registerKind } from '../../engine/registry/registry';
import { treeSelectKind } from './kind';

registerKind(treeSelectKind);

export { treeSelectKind };
export type { TreeSelectOptions } from './kind';
