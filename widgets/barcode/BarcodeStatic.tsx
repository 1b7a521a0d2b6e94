import { memo, useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import type { StaticKindProps } from '../../engine/registry/types';
import { useCodeText } from '../kit/code-source';
import { useWidgetWords } from '../kit/words';
import type { BarcodeOptions } from './kind';

/** Spec 002 section 5.4: a barcode holds letters and digits only. */
export const BARCODE_TEXT = /^[A-Za-z0-9]+$/;

function BarcodeStaticImpl({ field, scope }: StaticKindProps<BarcodeOptions>) {
  const w = useWidgetWords();
  const { format, lineColor, background, width, height } = field.options;
  const text = useCodeText(field.options, scope);
  const drawable = BARCODE_TEXT.test(text);
  const svg = useRef<SVGSVGElement>(null);

  // Redrawn whenever the text or the look changes (spec 002 section 4.3). SVG, not canvas: the text is
  // never drawn (displayValue false), so nothing needs a 2D context.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    element.replaceChildren();
    if (!drawable) return;
    try {
      JsBarcode(element, text, { format, lineColor, background, width, height, margin: 5, displayValue: false });
    } catch {
      // A text the format cannot encode (EAN13 with letters…) draws nothing, as in the original.
      element.replaceChildren();
    }
  }, [drawable, text, format, lineColor, background, width, height]);

  return (
    <div style={{ minHeight: 40, overflow: 'hidden' }} data-testid="barcode">
      <svg ref={svg} role="img" aria-label={drawable ? `${w('barcodeLabel')} ${text}` : w('barcodeLabel')} style={{ display: drawable ? 'block' : 'none', maxWidth: '100%' }} />
    </div>
  );
}

export const BarcodeStatic = memo(BarcodeStaticImpl);
