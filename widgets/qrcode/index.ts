import { registerKind } from '../../engine/registry/registry';
import { qrcodeKind } from './kind';

registerKind(qrcodeKind);

export { qrcodeKind };
export type { QrcodeOptions } from './kind';
