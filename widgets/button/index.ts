import { registerKind } from '../../engine/registry/registry';
import { buttonKind } from './kind';

registerKind(buttonKind);

export { buttonKind };
export type { ButtonOptions } from './kind';
