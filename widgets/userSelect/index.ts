import { registerKind } from '../../engine/registry/registry';
import { userSelectKind } from './kind';

registerKind(userSelectKind, () => import('./views').then((m) => m.userSelectViews));

export { userSelectKind };
