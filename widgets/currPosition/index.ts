import { registerKind } from '../../engine/registry/registry';
import { currPositionKind } from './kind';

registerKind(currPositionKind, () => import('./views').then((m) => m.currPositionViews));

export { currPositionKind };
