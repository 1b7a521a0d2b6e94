import { registerKind } from '../../engine/registry/registry';
import { timePickerKind } from './kind';

registerKind(timePickerKind);

export { timePickerKind };
export type { TimePickerOptions } from './kind';
