import { registerKind } from '../../engine/registry/registry';
import { roleSelectKind } from './kind';

registerKind(roleSelectKind, () => import('./views').then((m) => m.roleSelectViews));

export { roleSelectKind };
