/** The views of the qrcode kind: loaded when a form uses it (index.ts). */
import type { KindViews } from '../../engine/registry/types';
import type { QrcodeOptions } from './kind';
import { QrcodeStatic } from './QrcodeStatic';

export const qrcodeViews: KindViews<undefined, QrcodeOptions> = {
  Static: QrcodeStatic,
};
