/**
 * The extension settings dialog (spec 002 sections 2.3 and 5.5): the CTI address (read only), ACD
 * group, extension, extension IP (each required, with the spec's message), the handset switch
 * (headset or desk phone) and the download-log button. Saving keeps the settings in the browser,
 * warns when another user has the same extension, and starts the softphone over with them.
 */
import { useState } from 'react';
import { Button, Dialog, Field, HStack, Input, Portal, Stack } from '@chakra-ui/react';
import { ToggleSwitch } from '../../engine/page/kit';
import { useBundleTranslation } from '../use-bundle-translation';
import { SOFTPHONE_NAMESPACE, softphoneBundles } from './i18n';
import type { SoftphoneSettings } from './softphone-settings';

export interface SettingsDialogProps {
  ctiServer: string | undefined;
  settings: SoftphoneSettings;
  /** Resolves once saved; a rejection keeps the dialog open. */
  onSave(settings: SoftphoneSettings): Promise<void>;
  onDownloadLog(): void;
  onCancel(): void;
}

type Required = 'telAcdgroup' | 'telExtnum' | 'phonejjip';
const requiredMessage: Record<Required, string> = {
  telAcdgroup: 'settings.required.acdGroup',
  telExtnum: 'settings.required.extension',
  phonejjip: 'settings.required.extensionIp',
};

export function SettingsDialog({ ctiServer, settings, onSave, onDownloadLog, onCancel }: SettingsDialogProps) {
  const { t } = useBundleTranslation(SOFTPHONE_NAMESPACE, softphoneBundles);
  const [values, setValues] = useState(settings);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = (key: Required) => values[key].trim() === '';
  const field = (key: Required, label: string, testId: string, extra: { inputMode?: 'numeric' | 'text' } = {}) => (
    <Field.Root required invalid={checked && missing(key)}>
      <Field.Label>{t(label)}</Field.Label>
      <Input
        size="sm"
        data-testid={testId}
        value={values[key]}
        placeholder={t(requiredMessage[key])}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        {...extra}
      />
      <Field.ErrorText>{t(requiredMessage[key])}</Field.ErrorText>
    </Field.Root>
  );
  const save = async () => {
    setChecked(true);
    if (missing('telAcdgroup') || missing('telExtnum') || missing('phonejjip')) return;
    setBusy(true);
    try {
      await onSave({
        ...values,
        telAcdgroup: values.telAcdgroup.trim(),
        telExtnum: values.telExtnum.trim(),
        phonejjip: values.phonejjip.trim(),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && !busy && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(460px, 95vw)" data-testid="softphone-settings">
            <Dialog.Header>
              <Dialog.Title>{t('settings.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void save();
                }}
              >
                <Stack gap="3">
                  <Field.Root>
                    <Field.Label>{t('settings.ctiServer')}</Field.Label>
                    <Input size="sm" readOnly value={ctiServer ?? t('settings.notConfiguredServer')} data-testid="softphone-cti-server" />
                  </Field.Root>
                  {field('telAcdgroup', 'settings.acdGroup', 'softphone-acd-group')}
                  {field('telExtnum', 'settings.extension', 'softphone-extension', { inputMode: 'numeric' })}
                  {field('phonejjip', 'settings.extensionIp', 'softphone-extension-ip')}
                  <HStack justify="space-between">
                    <ToggleSwitch
                      checked={values.phonejjfs}
                      onChange={(phonejjfs) => setValues({ ...values, phonejjfs })}
                      label={t('settings.handsetMode')}
                      stateText={t(values.phonejjfs ? 'settings.headset' : 'settings.deskPhone')}
                    />
                    <Button size="xs" variant="outline" onClick={onDownloadLog}>
                      {t('settings.downloadLog')}
                    </Button>
                  </HStack>
                  {/* Enter submits. */}
                  <button type="submit" hidden />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
                {t('button.cancel')}
              </Button>
              <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void save()}>
                {t('button.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
