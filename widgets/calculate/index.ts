import { registerKind } from '../../engine/registry/registry';
import { calculateKind } from './kind';

registerKind(calculateKind, () => import('./views').then((m) => m.calculateViews));

export { calculateKind };
export type { CalculateOptions } from './kind';
