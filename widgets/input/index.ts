import { registerKind } from '../../engine/registry/registry';
import { inputKind } from './kind';

registerKind(inputKind, () => import('./views').then((m) => m.inputViews));

export { inputKind };
export type { InputOptions } from './kind';
