import { registerKind } from '../../engine/registry/registry';
import { colorPickerKind } from './kind';

registerKind(colorPickerKind, () => import('./views').then((m) => m.colorPickerViews));

export { colorPickerKind };
export type { ColorPickerOptions } from './kind';
