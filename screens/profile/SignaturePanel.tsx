/**
 * The profile's drawn signatures (`SignImg`, spec 000 section 7.2): each image with its default mark,
 * "set as default" and "delete" (after a confirmation), and "new signature", which opens the pad.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Card, HStack, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { CurrentUserApi, SignImage } from '../../api';
import { ConfirmDialog } from '../../engine/page/kit/ConfirmDialog';
import { useBundleTranslation } from '../use-bundle-translation';
import { PROFILE_NAMESPACE, profileBundles } from './i18n';
import { SignatureDialog } from './SignatureDialog';

export type SignatureApi = Pick<CurrentUserApi, 'getSignImages' | 'addSignImage' | 'deleteSignImage' | 'setDefaultSignImage'>;

export function SignaturePanel({ api }: { api: SignatureApi }) {
  const { t } = useBundleTranslation(PROFILE_NAMESPACE, profileBundles);
  const { getSignImages } = api;
  const [list, setList] = useState<SignImage[] | null>(null);
  const [drawing, setDrawing] = useState(false);
  /** A new key per opening: the dialog starts with an empty pad and no message. */
  const [drawingKey, setDrawingKey] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const reload = async () => {
    try {
      setList((await getSignImages()).data ?? []);
    } catch {
      // The request client already showed the failure.
    }
  };

  useEffect(() => {
    let current = true;
    getSignImages().then(
      (answer) => current && setList(answer.data ?? []),
      // The request client already showed the failure; the panel says there is nothing to show.
      () => current && setList([]),
    );
    return () => {
      current = false;
    };
  }, [getSignImages]);

  const done = async (message: string) => {
    setNotice(message);
    await reload();
  };

  const setDefault = async (id: string) => {
    setBusyId(id);
    try {
      await done((await api.setDefaultSignImage(id)).msg);
    } catch {
      // Shown by the request client.
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await done((await api.deleteSignImage(removing)).msg);
    } catch {
      // Shown by the request client; the list is read again in case the signature was already gone.
      await reload();
    }
    setRemoving(null);
  };

  return (
    <Stack gap="4" data-testid="signature-panel">
      <HStack>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => {
            setNotice('');
            setDrawingKey((key) => key + 1);
            setDrawing(true);
          }}
        >
          {t('sign.add')}
        </Button>
      </HStack>
      {notice ? (
        <Alert.Root status="success" role="status" size="sm">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      ) : null}
      {list === null ? (
        <Spinner size="md" aria-label={t('tabs.signatures')} />
      ) : list.length === 0 ? (
        <Text color="fg.muted">{t('sign.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={t('tabs.signatures')}>
          {list.map((item, index) => {
            const label = t('sign.image', { n: list.length - index });
            return (
              <Card.Root as="li" key={item.id} size="sm" aria-label={label} data-default={item.isDefault === 1 ? 'true' : undefined}>
                <Card.Body gap="2">
                  <Box borderWidth="1px" rounded="md" bg="white" p="2" h="120px" display="flex" alignItems="center" justifyContent="center">
                    <Image src={item.signImg} alt={label} maxH="100%" maxW="100%" objectFit="contain" />
                  </Box>
                  <HStack gap="2">
                    {item.isDefault === 1 ? (
                      <Badge colorPalette="green" variant="subtle">
                        {t('sign.default')}
                      </Badge>
                    ) : (
                      <Button size="xs" variant="outline" loading={busyId === item.id} onClick={() => void setDefault(item.id)}>
                        {t('sign.setDefault')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      ms="auto"
                      onClick={() => {
                        setNotice('');
                        setRemoving(item.id);
                      }}
                    >
                      {t('sign.remove')}
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      <SignatureDialog
        key={drawingKey}
        api={api}
        open={drawing}
        onClose={() => setDrawing(false)}
        onSaved={(message) => {
          setDrawing(false);
          void done(message);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('sign.removeTitle')}
        message={t('sign.removeMessage')}
        confirmLabel={t('sign.confirm')}
        cancelLabel={t('sign.cancel')}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
        dismissWhileBusy={false}
      />
    </Stack>
  );
}
