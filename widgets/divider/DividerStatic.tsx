import { memo } from 'react';
import { Flex, Separator, Text } from '@chakra-ui/react';
import type { StaticKindProps } from '../../engine/registry/types';
import type { DividerOptions } from './kind';

const GROW = { left: [0.05, 1], center: [1, 1], right: [1, 0.05] } as const;

function DividerStaticImpl({ field }: StaticKindProps<DividerOptions>) {
  const { content, contentPosition } = field.options;
  if (!content) return <Separator my="4" role="separator" />;
  const [before, after] = GROW[contentPosition];
  return (
    <Flex align="center" gap="3" my="4" role="separator" aria-label={content}>
      <Separator flex={before} />
      <Text fontSize="sm" fontWeight="medium" flexShrink={0}>
        {content}
      </Text>
      <Separator flex={after} />
    </Flex>
  );
}

export const DividerStatic = memo(DividerStaticImpl);
