import { registerKind } from '../../engine/registry/registry';
import { cardKind } from './kind';

registerKind(cardKind);

export { cardKind };
