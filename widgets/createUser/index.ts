import { registerKind } from '../../engine/registry/registry';
import { createUserKind } from './kind';

registerKind(createUserKind, () => import('./views').then((m) => m.createUserViews));

export { createUserKind };
