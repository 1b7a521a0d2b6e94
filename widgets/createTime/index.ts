import { registerKind } from '../../engine/registry/registry';
import { createTimeKind } from './kind';

registerKind(createTimeKind);

export { createTimeKind };
