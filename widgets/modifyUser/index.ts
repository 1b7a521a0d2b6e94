import { registerKind } from '../../engine/registry/registry';
import { modifyUserKind } from './kind';

registerKind(modifyUserKind, () => import('./views').then((m) => m.modifyUserViews));

export { modifyUserKind };
