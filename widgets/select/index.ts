import { registerKind } from '../../engine/registry/registry';
import { selectKind } from './kind';

registerKind(selectKind);

export { selectKind };
export type { SelectOptions } from './kind';
