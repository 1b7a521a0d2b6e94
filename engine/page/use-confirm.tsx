/** One confirmation dialog per page (alertdialog, default title 提示): `confirm()` resolves true on 确定. */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { KIT_PALETTE } from './kit';
import { ConfirmDialog } from './kit/ConfirmDialog';
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
    <ConfirmDialog
      open={pending !== null}
      title={pending?.config.title ? localText(pending.config.title, language) : pageWord(language, 'prompt')}
      message={pending ? localText(pending.config.message, language) : null}
      confirmLabel={pageWord(language, 'confirm')}
      cancelLabel={pageWord(language, 'cancel')}
      size="sm"
      palette={KIT_PALETTE}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return { confirm, element };
}
