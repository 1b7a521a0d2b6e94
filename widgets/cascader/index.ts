import { registerKind } from '../../engine/registry/registry';
import { cascaderKind } from './kind';

registerKind(cascaderKind);

export { cascaderKind };
export type { CascaderOptions, CascaderValue } from './kind';
