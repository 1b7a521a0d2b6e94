/**
 * The profile's avatar with a "change" button: the chosen file is checked here (images only, at
 * most 5 MB, the same limits the server applies), uploaded, then set as the avatar by its name.
 */
import { useRef, useState } from 'react';
import { Alert, Avatar, Button, Stack } from '@chakra-ui/react';
import { errorMessage, type CurrentUserApi } from '../../api';
import { chatImageMaxBytes } from '../../api/messages';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';

export type AvatarApi = Pick<CurrentUserApi, 'uploadAvatar' | 'setAvatar'>;

export interface AvatarPickerProps {
  api: AvatarApi;
  name: string;
  /** The current avatar's address, already resolved; empty shows the initials. */
  src: string;
  onChanged: () => void;
}

export function AvatarPicker({ api, name, src, onChanged }: AvatarPickerProps) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) return setProblem(t('avatar.notImage'));
    if (file.size > chatImageMaxBytes) return setProblem(t('avatar.tooLarge'));
    setProblem('');
    setBusy(true);
    try {
      const stored = await api.uploadAvatar(file, file.name);
      await api.setAvatar(stored.data.name);
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error, t('loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack align="center" gap="2">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {src ? <Avatar.Image src={src} alt={name} /> : null}
      </Avatar.Root>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="xs" variant="outline" loading={busy} loadingText={t('avatar.uploading')} onClick={() => input.current?.click()}>
        {t('avatar.change')}
      </Button>
      {problem ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
