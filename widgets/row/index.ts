import { registerKind } from '../../engine/registry/registry';
import { rowKind } from './kind';

registerKind(rowKind, () => import('./views').then((m) => m.rowViews));

export { rowKind };
