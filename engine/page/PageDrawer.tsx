/** A drawer from the right (default 700 px) holding another page, e.g. the dictionary's category management. */
import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';

export interface PageDrawerProps {
  title: string;
  width?: number;
  testId: string;
  onClose(): void;
  children: ReactNode;
}

export function PageDrawer({ title, width = 700, testId, onClose, children }: PageDrawerProps) {
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w={`min(${width}px, 100vw)`} maxW="none" data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body bg="bg.subtle" p="3">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
