import { registerKind } from '../../engine/registry/registry';
import { textKind } from './kind';

registerKind(textKind, () => import('./views').then((m) => m.textViews));

export { textKind };
export type { TextOptions } from './kind';
