import { registerKind } from '../../engine/registry/registry';
import { linkKind } from './kind';

registerKind(linkKind);

export { linkKind };
export type { LinkOptions } from './kind';
