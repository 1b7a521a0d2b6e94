import { registerKind } from '../../engine/registry/registry';
import { modifyUserKind } from './kind';

registerKind(modifyUserKind);

export { modifyUserKind };
