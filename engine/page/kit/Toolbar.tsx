/** The one toolbar: actions at the start, tools (icons, switches, counts) at the end, one height and spacing. */
import type { ReactNode } from 'react';
import { HStack } from '@chakra-ui/react';

export interface ToolbarProps {
  start?: ReactNode;
  end?: ReactNode;
  /** For tests and styling hooks. */
  testId?: string;
}

export function Toolbar({ start, end, testId }: ToolbarProps) {
  return (
    <HStack justify="space-between" align="center" minH="8" gap="2" flexWrap="wrap" data-testid={testId} data-kit="toolbar">
      <HStack gap="2" flexWrap="wrap">
        {start}
      </HStack>
      <HStack gap="1" ms="auto">
        {end}
      </HStack>
    </HStack>
  );
}
