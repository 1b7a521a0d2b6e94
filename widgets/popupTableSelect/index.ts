import { registerKind } from '../../engine/registry/registry';
import { popupTableSelectKind } from './kind';

registerKind(popupTableSelectKind, () => import('./views').then((m) => m.popupTableSelectViews));

export { popupTableSelectKind };
export type { PopupTableSelectOptions } from './kind';
