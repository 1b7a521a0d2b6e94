/**
 * The transfer, consult and three-way dialogs (spec 002 section 2.3): one number, required, with the
 * spec's message under the field when it is empty (section 5.5).
 */
import { useState } from 'react';
import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useBundleTranslation } from '../use-bundle-translation';
import { SOFTPHONE_NAMESPACE, softphoneBundles } from './i18n';

export type NumberPurpose = 'transfer' | 'consult' | 'threeWay';

export interface NumberDialogProps {
  purpose: NumberPurpose;
  onConfirm(number: string): void | Promise<void>;
  onCancel(): void;
}

export function NumberDialog({ purpose, onConfirm, onCancel }: NumberDialogProps) {
  const { t } = useBundleTranslation(SOFTPHONE_NAMESPACE, softphoneBundles);
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = number.trim() === '';
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(number.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(400px, 95vw)" data-testid={`softphone-${purpose}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{t(`numberDialog.${purpose}.title`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void confirm();
                }}
              >
                <Field.Root required invalid={touched && missing}>
                  <Field.Label>{t(`numberDialog.${purpose}.label`)}</Field.Label>
                  <Input
                    size="sm"
                    value={number}
                    inputMode="tel"
                    autoFocus
                    placeholder={t(`numberDialog.${purpose}.required`)}
                    onChange={(event) => setNumber(event.target.value)}
                    onBlur={() => setTouched(true)}
                  />
                  <Field.ErrorText>{t(`numberDialog.${purpose}.required`)}</Field.ErrorText>
                </Field.Root>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
                {t('button.cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void confirm()}>
                {t('button.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
