import { registerKind } from '../../engine/registry/registry';
import { posSelectKind } from './kind';

registerKind(posSelectKind);

export { posSelectKind };
