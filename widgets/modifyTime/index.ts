import { registerKind } from '../../engine/registry/registry';
import { modifyTimeKind } from './kind';

registerKind(modifyTimeKind, () => import('./views').then((m) => m.modifyTimeViews));

export { modifyTimeKind };
