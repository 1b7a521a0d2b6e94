import { registerKind } from '../../engine/registry/registry';
import { inputKind } from './kind';

registerKind(inputKind);

export { inputKind };
export type { InputOptions } from './kind';
