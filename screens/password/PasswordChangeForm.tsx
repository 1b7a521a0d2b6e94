/**
 * Old, new and repeated password with a captcha image (click for another), checked with the messages
 * of spec 000 section 5 before `Actions/ModifyPassword` is called. The server consumes a captcha on
 * every attempt, so a refused attempt brings a new image. Used by the profile page and the forced
 * password dialog.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Image, Input, Stack, chakra } from '@chakra-ui/react';
import type { ApiEnvelope, PasswordPolicy } from '../../api';
import { buildModifyPasswordRequest, newCaptchaTimestamp, type CurrentUserApi } from '../../api';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { PASSWORD_NAMESPACE, passwordBundles } from './i18n';
import { validatePasswordChange, type PasswordChangeErrors, type PasswordChangeValues } from './validation';

/** Characters of the captcha (`/api/oauth/ImageCode/4/<random>`). */
export const PASSWORD_CAPTCHA_LENGTH = 4;

export interface PasswordFormApi {
  modifyPassword: CurrentUserApi['modifyPassword'];
  /** Address of the captcha image for a length and a random key. */
  captchaUrl: (codeLength: number, key: string) => string;
}

export interface PasswordChangeFormProps {
  api: PasswordFormApi;
  policy: PasswordPolicy | null | undefined;
  /** Called with the server's success message. */
  onChanged: (message: string) => void;
  newCaptchaKey?: () => string;
}

const emptyValues: PasswordChangeValues = { oldPassword: '', newPassword: '', repeatPassword: '', code: '' };

export function PasswordChangeForm({ api, policy, onChanged, newCaptchaKey = newCaptchaTimestamp }: PasswordChangeFormProps) {
  const { t } = useBundleTranslation(PASSWORD_NAMESPACE, passwordBundles);
  const [values, setValues] = useState<PasswordChangeValues>(emptyValues);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [serverError, setServerError] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof PasswordChangeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setValues((current) => ({ ...current, code: '' }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    const found = validatePasswordChange(values, policy);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    let answer: ApiEnvelope<null>;
    try {
      answer = await api.modifyPassword(
        buildModifyPasswordRequest({
          oldPassword: values.oldPassword,
          newPassword: values.newPassword,
          code: values.code,
          timestamp: captchaKey,
        }),
      );
    } catch (error) {
      setServerError(errorMessage(error, t('failed')));
      refreshCaptcha();
      return;
    } finally {
      setSubmitting(false);
    }
    onChanged(answer.msg);
  };

  const field = (name: keyof PasswordChangeValues, type: 'password' | 'text', autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{t(name)}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`${name}Placeholder`)}
        value={values[name]}
        onChange={set(name)}
      />
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      <Stack gap="4">
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        {field('oldPassword', 'password', 'current-password')}
        {field('newPassword', 'password', 'new-password')}
        {field('repeatPassword', 'password', 'new-password')}
        <Field.Root invalid={Boolean(errors.code)} required>
          <Field.Label>{t('code')}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              name="code"
              autoComplete="off"
              maxLength={PASSWORD_CAPTCHA_LENGTH}
              placeholder={t('codePlaceholder')}
              value={values.code}
              onChange={set('code')}
            />
            <chakra.button
              type="button"
              flexShrink={0}
              cursor="pointer"
              title={t('refreshCaptcha')}
              aria-label={t('refreshCaptcha')}
              onClick={refreshCaptcha}
            >
              <Image src={api.captchaUrl(PASSWORD_CAPTCHA_LENGTH, captchaKey)} alt={t('captchaImage')} h="10" w="30" />
            </chakra.button>
          </HStack>
          <Field.ErrorText>{errors.code}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={submitting} loadingText={t('submitting')}>
          {t('submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
