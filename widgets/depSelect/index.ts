import { registerKind } from '../../engine/registry/registry';
import { depSelectKind } from './kind';

registerKind(depSelectKind);

export { depSelectKind };
