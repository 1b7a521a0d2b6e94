import { registerKind } from '../../engine/registry/registry';
import { radioKind } from './kind';

registerKind(radioKind, () => import('./views').then((m) => m.radioViews));

export { radioKind };
