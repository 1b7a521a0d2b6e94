import { memo } from 'react';
import type { StaticKindProps } from '../../engine/registry/types';
import { safeHref, textStyleOf } from '../kit/text-style';
import type { LinkOptions } from './kind';

function LinkStaticImpl({ field }: StaticKindProps<LinkOptions>) {
  const { content, href, target, textStyle } = field.options;
  const safe = safeHref(href);
  return (
    <div style={{ lineHeight: '2rem', ...textStyleOf(textStyle) }}>
      <a
        href={safe}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        style={{ color: 'var(--chakra-colors-blue-600)', cursor: safe ? 'pointer' : 'default' }}
      >
        {content}
      </a>
    </div>
  );
}

export const LinkStatic = memo(LinkStaticImpl);
