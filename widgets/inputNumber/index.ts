import { registerKind } from '../../engine/registry/registry';
import { inputNumberKind } from './kind';

registerKind(inputNumberKind, () => import('./views').then((m) => m.inputNumberViews));

export { inputNumberKind };
export type { InputNumberOptions } from './kind';
