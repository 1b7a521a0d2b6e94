import { registerKind } from '../../engine/registry/registry';
import { alertKind } from './kind';

registerKind(alertKind);

export { alertKind };
export type { AlertOptions } from './kind';
