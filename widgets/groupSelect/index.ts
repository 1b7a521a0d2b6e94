import { registerKind } from '../../engine/registry/registry';
import { groupSelectKind } from './kind';

registerKind(groupSelectKind, () => import('./views').then((m) => m.groupSelectViews));

export { groupSelectKind };
