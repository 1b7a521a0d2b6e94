import { registerKind } from '../../engine/registry/registry';
import { usersSelectKind } from './kind';

registerKind(usersSelectKind, () => import('./views').then((m) => m.usersSelectViews));

export { usersSelectKind };
