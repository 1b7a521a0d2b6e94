import { registerKind } from '../../engine/registry/registry';
import { radioKind } from './kind';

registerKind(radioKind);

export { radioKind };
