import { registerKind } from '../../engine/registry/registry';
import { buttonKind } from './kind';

registerKind(buttonKind, () => import('./views').then((m) => m.buttonViews));

export { buttonKind };
export type { ButtonOptions } from './kind';
