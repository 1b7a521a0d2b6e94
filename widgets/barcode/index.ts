import { registerKind } from '../../engine/registry/registry';
import { barcodeKind } from './kind';

registerKind(barcodeKind);

export { barcodeKind };
export type { BarcodeOptions } from './kind';
