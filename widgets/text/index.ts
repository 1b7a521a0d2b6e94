import { registerKind } from '../../engine/registry/registry';
import { textKind } from './kind';

registerKind(textKind);

export { textKind };
export type { TextOptions } from './kind';
