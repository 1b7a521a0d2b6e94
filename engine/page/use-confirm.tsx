/** One confirmation dialog per page (alertdialog, default title 提示): `confirm()` resolves true on 确定. */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { KIT_PALETTE } from './kit';
import type { EngineLanguage } from '../i18n/messages';
import type { ConfirmConfig } from './schema-types';
import { localText, pageWord } from './words';

interface Pending {
  config: ConfirmConfig;
  resolve(answer: boolean): void;
}

export function useConfirm(language: EngineLanguage): { confirm(config: ConfirmConfig): Promise<boolean>; element: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const confirm = useCallback(
    (config: ConfirmConfig) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { config, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const answer = (value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  };

  const element = (
    <Dialog.Root
      open={pending !== null}
      onOpenChange={(details) => !details.open && answer(false)}
      role="alertdialog"
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {pending?.config.title ? localText(pending.config.title, language) : pageWord(language, 'prompt')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{pending ? localText(pending.config.message, language) : null}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={() => answer(false)}>
                {pageWord(language, 'cancel')}
              </Button>
              <Button size="sm" colorPalette={KIT_PALETTE} onClick={() => answer(true)}>
                {pageWord(language, 'confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return { confirm, element };
}
