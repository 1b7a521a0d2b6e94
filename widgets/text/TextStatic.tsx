import { memo } from 'react';
import type { StaticKindProps } from '../../engine/registry/types';
import { textStyleOf } from '../kit/text-style';
import type { TextOptions } from './kind';

function TextStaticImpl({ field }: StaticKindProps<TextOptions>) {
  return (
    <p style={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: '2rem', fontSize: '0.875rem', ...textStyleOf(field.options.textStyle) }}>{field.options.content}</p>
  );
}

export const TextStatic = memo(TextStaticImpl);
