/**
 * The forced password dialog of spec 000 section 2.9: 600 px wide, old, new and repeated password and a
 * captcha image. It cannot be dismissed (no close button, Escape and clicks outside do nothing): it
 * closes when the change succeeds, through `onChanged`.
 */
import { Dialog, Portal, Text } from '@chakra-ui/react';
import type { PasswordPolicy } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PASSWORD_NAMESPACE, passwordBundles } from './i18n';
import { PasswordChangeForm, type PasswordFormApi } from './PasswordChangeForm';

/** Spec 000 section 9: password dialog 600 px. */
export const FORCE_PASSWORD_DIALOG_WIDTH = '600px';

export interface ForcePasswordDialogProps {
  open: boolean;
  api: PasswordFormApi;
  policy: PasswordPolicy | null | undefined;
  /** Called with the server's success message once the password changed. */
  onChanged: (message: string) => void;
  newCaptchaKey?: () => string;
}

export function ForcePasswordDialog({ open, api, policy, onChanged, newCaptchaKey }: ForcePasswordDialogProps) {
  const { t } = useBundleTranslation(PASSWORD_NAMESPACE, passwordBundles);
  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={FORCE_PASSWORD_DIALOG_WIDTH} maxW="calc(100vw - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{t('forcedTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text mb="4" color="fg.muted">
                {t('forcedHint')}
              </Text>
              <PasswordChangeForm api={api} policy={policy} onChanged={onChanged} newCaptchaKey={newCaptchaKey} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
