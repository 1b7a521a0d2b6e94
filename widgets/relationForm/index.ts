import { registerKind } from '../../engine/registry/registry';
import { relationFormKind } from './kind';

registerKind(relationFormKind, () => import('./views').then((m) => m.relationFormViews));

export { relationFormKind };
