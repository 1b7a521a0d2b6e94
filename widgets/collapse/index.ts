import { registerKind } from '../../engine/registry/registry';
import { collapseItemKind, collapseKind } from './kind';

registerKind(collapseKind, () => import('./views').then((m) => m.collapseViews));
registerKind(collapseItemKind);

export { collapseKind, collapseItemKind };
