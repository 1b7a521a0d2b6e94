import { registerKind } from '../../engine/registry/registry';
import { datePickerKind } from './kind';

registerKind(datePickerKind, () => import('./views').then((m) => m.datePickerViews));

export { datePickerKind };
export type { DatePickerOptions } from './kind';
