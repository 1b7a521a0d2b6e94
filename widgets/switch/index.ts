import { registerKind } from '../../engine/registry/registry';
import { switchKind } from './kind';

registerKind(switchKind, () => import('./views').then((m) => m.switchViews));

export { switchKind };
export type { SwitchOptions, SwitchValue } from './kind';
