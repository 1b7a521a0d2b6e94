import { registerKind } from '../../engine/registry/registry';
import { rateKind } from './kind';

registerKind(rateKind, () => import('./views').then((m) => m.rateViews));

export { rateKind };
export type { RateOptions } from './kind';
