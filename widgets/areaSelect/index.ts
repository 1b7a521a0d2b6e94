import { registerKind } from '../../engine/registry/registry';
import { areaSelectKind } from './kind';

registerKind(areaSelectKind, () => import('./views').then((m) => m.areaSelectViews));

export { areaSelectKind };
