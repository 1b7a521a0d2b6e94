import { memo, useMemo } from 'react';
import type { StaticKindProps } from '../../engine/registry/types';
import { useCodeText } from '../kit/code-source';
import { useWidgetWords } from '../kit/words';
import type { QrcodeOptions } from './kind';
import { qrShape } from './qr-path';

function QrcodeStaticImpl({ field, scope }: StaticKindProps<QrcodeOptions>) {
  const w = useWidgetWords();
  const { size, colorDark, colorLight } = field.options;
  const text = useCodeText(field.options, scope);
  // Redrawn when the text changes (spec 002 section 4.3); colours and size are attributes.
  const shape = useMemo(() => qrShape(text), [text]);
  return (
    <div style={{ minHeight: 40 }} data-testid="qrcode">
      {shape && (
        <svg
          role="img"
          aria-label={`${w('qrcodeLabel')} ${text}`}
          width={size}
          height={size}
          viewBox={`0 0 ${shape.size} ${shape.size}`}
          shapeRendering="crispEdges"
          data-modules={shape.size}
        >
          <rect width={shape.size} height={shape.size} fill={colorLight} />
          <path d={shape.path} fill={colorDark} />
        </svg>
      )}
    </div>
  );
}

export const QrcodeStatic = memo(QrcodeStaticImpl);
