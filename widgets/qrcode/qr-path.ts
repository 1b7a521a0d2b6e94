/** The dark modules of a QR code as one SVG path (1 unit a module), lowest error correction. */
import QRCode from 'qrcode';

export interface QrShape {
  size: number;
  path: string;
}

export function qrShape(text: string): QrShape | undefined {
  if (text === '') return undefined;
  let modules;
  try {
    modules = QRCode.create(text, { errorCorrectionLevel: 'L' }).modules;
  } catch {
    // Too long for a QR code: nothing is drawn.
    return undefined;
  }
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (data[row * size + col]) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size, path };
}
