import { registerKind } from '../../engine/registry/registry';
import { cardKind } from './kind';

registerKind(cardKind, () => import('./views').then((m) => m.cardViews));

export { cardKind };
