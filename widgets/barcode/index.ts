import { registerKind } from '../../engine/registry/registry';
import { barcodeKind } from './kind';

registerKind(barcodeKind, () => import('./views').then((m) => m.barcodeViews));

export { barcodeKind };
export type { BarcodeOptions } from './kind';
