import { registerKind } from '../../engine/registry/registry';
import { timePickerKind } from './kind';

registerKind(timePickerKind, () => import('./views').then((m) => m.timePickerViews));

export { timePickerKind };
export type { TimePickerOptions } from './kind';
