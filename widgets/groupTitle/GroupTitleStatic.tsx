import { memo } from 'react';
import { Heading, Tooltip } from '@chakra-ui/react';
import type { StaticKindProps } from '../../engine/registry/types';
import type { GroupTitleOptions } from './kind';

function GroupTitleStaticImpl({ field }: StaticKindProps<GroupTitleOptions>) {
  const { content, contentPosition } = field.options;
  return (
    <Heading as="h3" size="sm" textAlign={contentPosition} borderBottomWidth="1px" borderColor="border" pb="2" mb="4" lineHeight="2rem">
      {content}
      {field.tipLabel && !field.showLabel && (
        <Tooltip.Root openDelay={200}>
          <Tooltip.Trigger asChild>
            <span tabIndex={0} role="img" aria-label={field.tipLabel} style={{ marginInlineStart: '0.25rem', fontSize: '0.75rem', cursor: 'help' }}>
              ⓘ
            </span>
          </Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content maxW="xs">{field.tipLabel}</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
      )}
    </Heading>
  );
}

export const GroupTitleStatic = memo(GroupTitleStaticImpl);
