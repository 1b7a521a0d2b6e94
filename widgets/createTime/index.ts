import { registerKind } from '../../engine/registry/registry';
import { createTimeKind } from './kind';

registerKind(createTimeKind, () => import('./views').then((m) => m.createTimeViews));

export { createTimeKind };
