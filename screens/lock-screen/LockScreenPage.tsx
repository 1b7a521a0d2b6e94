/**
 * `/lockScreen` (spec 000 sections 2.10 and 4): the signed-in user's name and a password field. Unlock
 * calls `POST /api/oauth/LockScreen {account, password: md5}`; on success `onUnlocked` runs (the shell
 * clears the lock flag and goes back), a refusal shows the server's message. The session stays
 * alive on a wrong password (the request client exempts this call from ending the session).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Avatar, Box, Button, Center, Field, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { OAuthApi } from '../../api';
import { md5Hex } from '../../api';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { LOCK_SCREEN_NAMESPACE, lockScreenBundles } from './i18n';

export interface LockScreenPageProps {
  api: Pick<OAuthApi, 'lockScreen'>;
  /** The signed-in account (`userInfo.userAccount`). */
  account: string;
  userName?: string;
  /** Address of the avatar image, '' for none. */
  avatarUrl?: string;
  onUnlocked: () => void | Promise<void>;
  /** Leave the locked session and sign in again; the button shows only when given. */
  onSignOut?: () => void | Promise<void>;
}

export function LockScreenPage({ api, account, userName, avatarUrl, onUnlocked, onSignOut }: LockScreenPageProps) {
  const { t } = useBundleTranslation(LOCK_SCREEN_NAMESPACE, lockScreenBundles);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    if (!password) {
      setFieldError(t('passwordRequired'));
      return;
    }
    setFieldError('');
    setSubmitting(true);
    try {
      await api.lockScreen({ account, password: md5Hex(password) });
    } catch (error) {
      setServerError(errorMessage(error, t('failed')));
      setPassword('');
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    await onUnlocked();
  };

  return (
    <Center minH="100vh" bg="gray.800" px="4">
      <Box as="main" w="full" maxW="sm" bg="white" p="8" borderRadius="lg" boxShadow="lg">
        <Stack gap="5" align="center">
          <Avatar.Root size="2xl">
            <Avatar.Fallback name={userName || account} />
            {avatarUrl ? <Avatar.Image src={avatarUrl} /> : null}
          </Avatar.Root>
          <Stack gap="1" textAlign="center">
            <Heading as="h1" size="lg">
              {t('title')}
            </Heading>
            <Text fontWeight="medium">{userName || account}</Text>
            <Text color="gray.600" fontSize="sm">
              {t('hint')}
            </Text>
          </Stack>
          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <chakra.form noValidate onSubmit={onSubmit} w="full">
            <Stack gap="4">
              <Field.Root invalid={Boolean(fieldError)}>
                <Field.Label>{t('password')}</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  placeholder={t('passwordPlaceholder')}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Field.ErrorText>{fieldError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" w="full" loading={submitting} loadingText={t('unlocking')}>
                {t('unlock')}
              </Button>
              {onSignOut ? (
                <Button type="button" variant="ghost" size="sm" onClick={() => void onSignOut()}>
                  {t('signOut')}
                </Button>
              ) : null}
            </Stack>
          </chakra.form>
        </Stack>
      </Box>
    </Center>
  );
}
