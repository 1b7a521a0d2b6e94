/** The views of the barcode kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { BarcodeOptions } from './kind';
import { BarcodeStatic } from './BarcodeStatic';

export const barcodeViews: KindViews<undefined, BarcodeOptions> = {
  Static: BarcodeStatic,
};
