import { registerKind } from '../../engine/registry/registry';
import { switchKind } from './kind';

registerKind(switchKind);

export { switchKind };
export type { SwitchOptions, SwitchValue } from './kind';
