import { registerKind } from '../../engine/registry/registry';
import { createUserKind } from './kind';

registerKind(createUserKind);

export { createUserKind };
