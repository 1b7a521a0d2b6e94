import { registerKind } from '../../engine/registry/registry';
import { rowKind } from './kind';

registerKind(rowKind);

export { rowKind };
