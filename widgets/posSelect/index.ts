import { registerKind } from '../../engine/registry/registry';
import { posSelectKind } from './kind';

registerKind(posSelectKind, () => import('./views').then((m) => m.posSelectViews));

export { posSelectKind };
