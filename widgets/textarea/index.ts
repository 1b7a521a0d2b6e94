import { registerKind } from '../../engine/registry/registry';
import { textareaKind } from './kind';

registerKind(textareaKind, () => import('./views').then((m) => m.textareaViews));

export { textareaKind };
export type { TextareaOptions } from './kind';
