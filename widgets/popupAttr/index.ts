import { registerKind } from '../../engine/registry/registry';
import { popupAttrKind } from './kind';

registerKind(popupAttrKind, () => import('./views').then((m) => m.popupAttrViews));

export { popupAttrKind };
export type { PopupAttrOptions } from './kind';
