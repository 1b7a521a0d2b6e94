import { registerKind } from '../../engine/registry/registry';
import { dividerKind } from './kind';

registerKind(dividerKind);

export { dividerKind };
export type { DividerOptions } from './kind';
