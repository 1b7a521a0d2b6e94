import { registerKind } from '../../engine/registry/registry';
import { inputNumberKind } from './kind';

registerKind(inputNumberKind);

export { inputNumberKind };
export type { InputNumberOptions } from './kind';
