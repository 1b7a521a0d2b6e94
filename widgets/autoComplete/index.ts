import { registerKind } from '../../engine/registry/registry';
import { autoCompleteKind } from './kind';

registerKind(autoCompleteKind, () => import('./views').then((m) => m.autoCompleteViews));

export { autoCompleteKind };
export type { AutoCompleteOptions } from './kind';
