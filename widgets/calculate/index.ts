import { registerKind } from '../../engine/registry/registry';
import { calculateKind } from './kind';

registerKind(calculateKind);

export { calculateKind };
export type { CalculateOptions } from './kind';
