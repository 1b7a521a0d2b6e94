import { registerKind } from '../../engine/registry/registry';
import { rateKind } from './kind';

registerKind(rateKind);

export { rateKind };
export type { RateOptions } from './kind';
