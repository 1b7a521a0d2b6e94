import { registerKind } from '../../engine/registry/registry';
import { checkboxKind } from './kind';

registerKind(checkboxKind, () => import('./views').then((m) => m.checkboxViews));

export { checkboxKind };
export type { CheckboxOptions } from './kind';
