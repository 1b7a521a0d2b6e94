import { registerKind } from '../../engine/registry/registry';
import { qrcodeKind } from './kind';

registerKind(qrcodeKind, () => import('./views').then((m) => m.qrcodeViews));

export { qrcodeKind };
export type { QrcodeOptions } from './kind';
