import { registerKind } from '../../engine/registry/registry';
import { modifyTimeKind } from './kind';

registerKind(modifyTimeKind);

export { modifyTimeKind };
