/** The 60 px bar on top of the page area. */
import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';

export function Header({ children, bg = 'bg', color = 'fg', bordered = true }: { children: ReactNode; bg?: string; color?: string; bordered?: boolean }) {
  return (
    <Flex as="header" h="60px" flexShrink={0} align="center" gap="2" px="2" bg={bg} color={color} borderBottomWidth={bordered ? '1px' : '0'} data-testid="header">
      {children}
    </Flex>
  );
}
