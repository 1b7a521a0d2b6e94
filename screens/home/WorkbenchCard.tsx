/** A card of the workbench: its title, an optional link at the top right, and its body. */
import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack } from '@chakra-ui/react';

export interface WorkbenchCardProps {
  title: string;
  extra?: ReactNode;
  more?: { label: string; onClick(): void };
  children: ReactNode;
}

export function WorkbenchCard({ title, extra, more, children }: WorkbenchCardProps) {
  return (
    <Box as="section" aria-label={title} data-testid="workbench-card" p="4" borderWidth="1px" borderRadius="md" bg="bg" minH="160px">
      <HStack mb="3" gap="2">
        <Heading as="h2" size="sm" flex="1">
          {title}
        </Heading>
        {extra}
        {more ? (
          <Button size="xs" variant="ghost" onClick={more.onClick}>
            {more.label}
          </Button>
        ) : null}
      </HStack>
      {children}
    </Box>
  );
}
