import { registerKind } from '../../engine/registry/registry';
import { datePickerKind } from './kind';

registerKind(datePickerKind);

export { datePickerKind };
export type { DatePickerOptions } from './kind';
