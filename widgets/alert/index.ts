import { registerKind } from '../../engine/registry/registry';
import { alertKind } from './kind';

registerKind(alertKind, () => import('./views').then((m) => m.alertViews));

export { alertKind };
export type { AlertOptions } from './kind';
