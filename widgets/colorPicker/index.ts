import { registerKind } from '../../engine/registry/registry';
import { colorPickerKind } from './kind';

registerKind(colorPickerKind);

export { colorPickerKind };
export type { ColorPickerOptions } from './kind';
