import { registerKind } from '../../engine/registry/registry';
import { relationFormAttrKind } from './kind';

registerKind(relationFormAttrKind, () => import('./views').then((m) => m.relationFormAttrViews));

export { relationFormAttrKind };
