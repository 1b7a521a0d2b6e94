import { registerKind } from '../../engine/registry/registry';
import { depSelectKind } from './kind';

registerKind(depSelectKind, () => import('./views').then((m) => m.depSelectViews));

export { depSelectKind };
