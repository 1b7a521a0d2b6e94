import { registerKind } from '../../engine/registry/registry';
import { popupSelectKind } from './kind';

registerKind(popupSelectKind, () => import('./views').then((m) => m.popupSelectViews));

export { popupSelectKind };
export type { PopupSelectOptions } from './kind';
