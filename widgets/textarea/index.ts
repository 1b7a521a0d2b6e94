import { registerKind } from '../../engine/registry/registry';
import { textareaKind } from './kind';

registerKind(textareaKind);

export { textareaKind };
export type { TextareaOptions } from './kind';
