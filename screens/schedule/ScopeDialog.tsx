/**
 * Which occurrences of a repeating schedule a delete or a change reaches (380 px; spec 001 section 4):
 * this schedule, this and following, all. Confirming with none chosen warns 'please select a schedule'.
 */
import { useState } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { Notice } from '../../api';
import { scheduleScopes, type ScheduleScope } from '../../api/schedule';
import { useBundleTranslation } from '../use-bundle-translation';
import { SCHEDULE_NAMESPACE, scheduleBundles } from './i18n';

export const SCOPE_DIALOG_WIDTH = '380px';

export interface ScopeDialogProps {
  /** 'remove' or 'edit': the title. */
  purpose: 'remove' | 'edit';
  notify(notice: Notice): void;
  /** A returned promise keeps the dialog busy until it settles. */
  onConfirm(scope: ScheduleScope): void | Promise<void>;
  onCancel(): void;
}

export function ScopeDialog({ purpose, notify, onConfirm, onCancel }: ScopeDialogProps) {
  const { t } = useBundleTranslation(SCHEDULE_NAMESPACE, scheduleBundles);
  const [scope, setScope] = useState<ScheduleScope | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (scope === null) return notify({ type: 'warning', message: t('pickScope'), duration: 1500 });
    setBusy(true);
    try {
      await onConfirm(scope);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`min(${SCOPE_DIALOG_WIDTH}, 95vw)`} data-testid="schedule-scope">
            <Dialog.Header>
              <Dialog.Title>{t(purpose === 'remove' ? 'scopeDeleteTitle' : 'scopeEditTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="fieldset" gap="2" fontSize="sm">
                {scheduleScopes.map((value) => (
                  <label key={value}>
                    <input type="radio" name="schedule-scope" checked={scope === value} onChange={() => setScope(value)} />{' '}
                    {t(`scopes.${value}`)}
                  </label>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button size="sm" colorPalette={purpose === 'remove' ? 'red' : 'blue'} loading={busy} onClick={() => void confirm()}>
                {t('confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
