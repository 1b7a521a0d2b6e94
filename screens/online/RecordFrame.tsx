/**
 * Where a generated form's record opens (reference 2.1, spec 002 section 2.8), as the form's
 * `popupType` says: `general` a centred dialog `generalWidth` wide, `fullScreen` the whole screen with a
 * back header and the form `fullScreenWidth` wide in its middle, `drawer` a side drawer `drawerWidth`
 * wide. The form and its buttons are the caller's.
 */
import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Drawer, HStack, Portal, Text } from '@chakra-ui/react';
import type { FormSettings } from '../../engine';

export type PopupType = 'general' | 'fullScreen' | 'drawer';

export interface RecordFrameProps {
  settings: Pick<FormSettings, 'popupType' | 'generalWidth' | 'fullScreenWidth' | 'drawerWidth'>;
  title: string;
  testId: string;
  /** The back button's word (full screen). */
  backText: string;
  /** Closing is refused while busy (a save under way). */
  busy?: boolean;
  onClose(): void;
  footer?: ReactNode;
  children: ReactNode;
}

export function popupTypeOf(settings: Pick<FormSettings, 'popupType'>): PopupType {
  return settings.popupType === 'fullScreen' || settings.popupType === 'drawer' ? settings.popupType : 'general';
}

/** A width of the definition ('600px', '100%', 600) as CSS; anything else gives the fallback. */
export function cssWidth(value: unknown, fallback: string): string {
  if (typeof value === 'number' && value > 0) return `${value}px`;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|%|vw)?\s*$/.exec(value);
  return match ? `${match[1]}${match[2] ?? 'px'}` : fallback;
}

export function RecordFrame({ settings, title, testId, backText, busy = false, onClose, footer, children }: RecordFrameProps) {
  const type = popupTypeOf(settings);
  const close = (open: boolean) => !open && !busy && onClose();

  if (type === 'drawer') {
    const width = cssWidth(settings.drawerWidth, '600px');
    return (
      <Drawer.Root open onOpenChange={(details) => close(details.open)} placement="end" closeOnInteractOutside={false}>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w={`min(${width}, 100vw)`} maxW="none" data-testid={testId} data-popup="drawer">
              <Drawer.Header>
                <Drawer.Title>{title}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>{children}</Drawer.Body>
              {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  if (type === 'fullScreen') {
    const width = cssWidth(settings.fullScreenWidth, '100%');
    return (
      <Dialog.Root open onOpenChange={(details) => close(details.open)} size="full" closeOnInteractOutside={false} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={testId} data-popup="fullScreen" bg="bg.subtle">
              <Dialog.Header bg="bg" borderBottomWidth="1px" py="2">
                <HStack justify="space-between" w="full">
                  <HStack gap="3">
                    <Button size="sm" variant="ghost" onClick={() => !busy && onClose()} disabled={busy}>
                      ← {backText}
                    </Button>
                    <Dialog.Title asChild>
                      <Text fontSize="md" fontWeight="medium">
                        {title}
                      </Text>
                    </Dialog.Title>
                  </HStack>
                  {footer && <HStack gap="2">{footer}</HStack>}
                </HStack>
              </Dialog.Header>
              <Dialog.Body py="4">
                <Box mx="auto" w="full" maxW={width} bg="bg" p="4" borderRadius="md">
                  {children}
                </Box>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }

  const width = cssWidth(settings.generalWidth, '600px');
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => close(details.open)}
      placement="center"
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="full" maxW={`min(${width}, 95vw)`} data-testid={testId} data-popup="general">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
