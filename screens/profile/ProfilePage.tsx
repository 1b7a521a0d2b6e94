/**
 * `/profile` (spec 000 sections 2.2 and 7.2): the user's avatar, name and account, with the main
 * organisation and position to switch (MajorSwitch), above four tabs — basic information (view, and
 * edit through `PUT BaseInfo`), password change (`Actions/ModifyPassword` with a captcha), the drawn
 * signatures (SignaturePanel) and the own sign-in log. Framework data comes in through props, so the
 * page runs in tests and Storybook without a server. The avatar changes by upload (AvatarPicker).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import type { BaseInfo, PasswordPolicy } from '../../api';
import type { CurrentUserApi } from '../../api';
import { PasswordChangeForm, type PasswordFormApi } from '../password/PasswordChangeForm';
import { errorMessage } from '../../api';
import { useBundleTranslation } from '../use-bundle-translation';
import { AvatarPicker, type AvatarApi } from './AvatarPicker';
import { BaseInfoForm } from './BaseInfoForm';
import { BaseInfoView } from './BaseInfoView';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';
import { MajorSwitch, type MajorApi } from './MajorSwitch';
import { SignaturePanel, type SignatureApi } from './SignaturePanel';
import { SignInLogPanel } from './SignInLogPanel';

export type ProfileApi = Pick<CurrentUserApi, 'getBaseInfo' | 'updateBaseInfo' | 'getSystemLog'> &
  AvatarApi &
  PasswordFormApi &
  MajorApi &
  SignatureApi;

export interface ProfilePageProps {
  api: ProfileApi;
  /** The password policy (`CurrentUser.sysConfigInfo`); null checks only that fields are filled. */
  policy: PasswordPolicy | null;
  /** The address of a server path such as the avatar's. */
  resolveUrl?: (path: string) => string;
  /** After a successful save, with the fresh profile (the shell updates the name it shows). */
  onBaseInfoSaved?: (info: BaseInfo) => void;
  /** After the main organisation or position changed (the shell reloads the current user: menu, permissions). */
  onMajorChanged?: () => Promise<void> | void;
  newCaptchaKey?: () => string;
}

type Notice = { status: 'success'; text: string } | null;

function SuccessNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert.Root status="success" role="status" mb="4">
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

export function ProfilePage({
  api,
  policy,
  resolveUrl = (path) => path,
  onBaseInfoSaved,
  onMajorChanged,
  newCaptchaKey,
}: ProfilePageProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const { getBaseInfo } = api;
  const [info, setInfo] = useState<BaseInfo | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);
  const [infoNotice, setInfoNotice] = useState<Notice>(null);
  const [passwordNotice, setPasswordNotice] = useState<Notice>(null);
  const [majorNotice, setMajorNotice] = useState<Notice>(null);
  const [passwordFormKey, setPasswordFormKey] = useState(0);

  const fetchInfo = useCallback(async () => (await getBaseInfo()).data, [getBaseInfo]);

  useEffect(() => {
    let current = true;
    fetchInfo().then(
      (data) => {
        if (!current) return;
        setInfo(data);
        setFailure(null);
      },
      (error: unknown) => {
        if (current) setFailure(error ?? new Error());
      },
    );
    return () => {
      current = false;
    };
  }, [fetchInfo, attempt]);

  const refreshInfo = async () => {
    try {
      const fresh = await fetchInfo();
      setInfo(fresh);
      onBaseInfoSaved?.(fresh);
    } catch {
      // The change went through; the request client already reported the failed reload.
    }
  };

  const onSaved = async (message: string) => {
    setEditing(false);
    setInfoNotice({ status: 'success', text: message });
    await refreshInfo();
  };

  const onMajorSwitched = async (message: string) => {
    setMajorNotice({ status: 'success', text: message });
    await Promise.all([refreshInfo(), onMajorChanged?.()]);
  };

  const onPasswordChanged = (message: string) => {
    setPasswordNotice({ status: 'success', text: message });
    setPasswordFormKey((key) => key + 1);
  };

  if (!info) {
    return (
      <Box p="6">
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(failure, t('loadFailed'))}</Alert.Title>
            <Button size="xs" variant="outline" ms="auto" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </Alert.Root>
        ) : (
          <Spinner size="md" aria-label={t('title')} />
        )}
      </Box>
    );
  }

  return (
    <Stack as="section" gap="4" p="6" aria-label={t('title')}>
      <Card.Root>
        <Card.Body>
          <SuccessNotice notice={majorNotice} />
          <HStack gap="4" flexWrap="wrap" align="flex-start">
            <AvatarPicker
              api={api}
              name={info.realName || info.account}
              src={info.headIcon ? resolveUrl(info.headIcon) : ''}
              onChanged={() => void refreshInfo()}
            />
            <Stack gap="0">
              <Heading as="h1" size="lg">
                {info.realName}
              </Heading>
              <Text color="fg.muted" data-testid="profile-account">
                {info.account}
              </Text>
              {info.organize ? (
                <Text color="fg.muted" data-testid="profile-organize">
                  {info.organize}
                </Text>
              ) : null}
            </Stack>
            <Box ms={{ md: 'auto' }}>
              <MajorSwitch api={api} onSwitched={onMajorSwitched} />
            </Box>
          </HStack>
        </Card.Body>
      </Card.Root>

      <Card.Root>
        <Card.Body>
          <Tabs.Root defaultValue="baseInfo" lazyMount variant="line">
            <Tabs.List>
              <Tabs.Trigger value="baseInfo">{t('tabs.baseInfo')}</Tabs.Trigger>
              <Tabs.Trigger value="password">{t('tabs.password')}</Tabs.Trigger>
              <Tabs.Trigger value="signatures">{t('tabs.signatures')}</Tabs.Trigger>
              <Tabs.Trigger value="signInLog">{t('tabs.signInLog')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="baseInfo">
              <SuccessNotice notice={infoNotice} />
              {editing ? (
                <BaseInfoForm
                  info={info}
                  save={api.updateBaseInfo}
                  onSaved={(message) => void onSaved(message)}
                  onCancel={() => setEditing(false)}
                />
              ) : (
                <Stack gap="4">
                  <BaseInfoView info={info} />
                  <Button
                    alignSelf="flex-start"
                    colorPalette="blue"
                    onClick={() => {
                      setInfoNotice(null);
                      setEditing(true);
                    }}
                  >
                    {t('edit')}
                  </Button>
                </Stack>
              )}
            </Tabs.Content>
            <Tabs.Content value="password" maxW="lg">
              <SuccessNotice notice={passwordNotice} />
              <PasswordChangeForm
                key={passwordFormKey}
                api={api}
                policy={policy}
                onChanged={onPasswordChanged}
                newCaptchaKey={newCaptchaKey}
              />
            </Tabs.Content>
            <Tabs.Content value="signatures">
              <SignaturePanel api={api} />
            </Tabs.Content>
            <Tabs.Content value="signInLog">
              <SignInLogPanel getSystemLog={api.getSystemLog} />
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
