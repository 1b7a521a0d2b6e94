import { registerKind } from '../../engine/registry/registry';
import { organizeSelectKind } from './kind';

registerKind(organizeSelectKind, () => import('./views').then((m) => m.organizeSelectViews));

export { organizeSelectKind };
