import { registerKind } from '../../engine/registry/registry';
import { currPositionKind } from './kind';

registerKind(currPositionKind);

export { currPositionKind };
