/**
 * A portal (type-8 menus and /dashboard; docs/portal.md): its cards as the user arranged them, or as
 * designed. 调整布局 lets any viewer drag and resize the cards; 保存布局 keeps the arrangement for that
 * user alone, 恢复默认 forgets it, and a designer (btn_edit of 门户设计) may 保存为默认布局 for everyone.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Notice } from '../../api';
import type { PortalSelectorNode, PortalView } from '../../api/portal';
import type { PortalClient } from '../../api/portal-client';
import { placesOf, type PortalCard } from '../../schemas/portal-layout';
import { useBundleTranslation } from '../use-bundle-translation';
import { PORTAL_NAMESPACE, portalBundles } from './i18n';
import type { PortalEnv } from './portal-env';
import { PortalGrid } from './PortalGrid';

/** /dashboard's choice among the portals the user may see. */
export interface PortalChoice {
  portals: PortalSelectorNode[];
  defaultId: string;
  onSwitch(id: string): void;
  onSetDefault(id: string): Promise<void>;
}

export interface PortalScreenProps {
  /** The portal's id or code. */
  portalKey: string;
  client: PortalClient;
  env: PortalEnv;
  /** The user designs portals: they may save the arrangement as the portal's own. */
  canDesign: boolean;
  notify(notice: Notice): void;
  choice?: PortalChoice;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: PortalView };

export function PortalScreen({ portalKey, client, env, canDesign, notify, choice }: PortalScreenProps) {
  const { t } = useBundleTranslation(PORTAL_NAMESPACE, portalBundles);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [draft, setDraft] = useState<PortalCard[] | null>(null);
  const [busy, setBusy] = useState(false);

  // Bumped after a save or a reset: the portal is read again as the server now shows it.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    client.view(portalKey).then(
      (view) => current && setLoaded({ state: 'ready', view }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [client, portalKey, version]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify({ type: 'success', message: await work(), duration: 1500 });
      setDraft(null);
      setVersion((n) => n + 1);
    } catch {
      // The request client showed the server's message; the arrangement stays as it was dragged.
    } finally {
      setBusy(false);
    }
  };

  if (loaded.state === 'loading') return <Text p="6">{t('loading')}</Text>;
  if (loaded.state === 'failed') return <Text p="6">{t('notFound')}</Text>;
  const { view } = loaded;
  const arranging = draft !== null;
  const cards = draft ?? view.formData.cards;

  return (
    <Stack gap="3" p="4" data-testid="portal-screen">
      <HStack gap="2" wrap="wrap">
        <Heading as="h1" size="md" flex="1">
          {view.fullName}
        </Heading>
        {choice && !arranging ? <PortalSwitch choice={choice} current={view.id} t={t} /> : null}
        {arranging ? (
          <>
            <Button
              size="sm"
              colorPalette="blue"
              loading={busy}
              onClick={() => void act(() => client.saveArrangement(view.id, placesOf(cards)))}
            >
              {t('save')}
            </Button>
            {canDesign ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void act(() => client.saveDesign(view.id, placesOf(cards)))}
              >
                {t('saveDesign')}
              </Button>
            ) : null}
            {view.customized ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(() => client.resetArrangement(view.id))}>
                {t('reset')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDraft(null)}>
              {t('cancel')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setDraft(view.formData.cards)}>
            {t('arrange')}
          </Button>
        )}
      </HStack>
      {arranging ? (
        <Text fontSize="sm" color="fg.muted">
          {t('editing')}
        </Text>
      ) : null}
      <Box>
        <PortalGrid cards={cards} arranging={arranging} onChange={setDraft} env={env} t={t} />
      </Box>
    </Stack>
  );
}

function PortalSwitch({ choice, current, t }: { choice: PortalChoice; current: string; t: (key: string) => string }) {
  const [setting, setSetting] = useState(false);
  return (
    <HStack gap="2">
      {choice.portals.length > 1 ? (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('switchPortal')} value={current} onChange={(event) => choice.onSwitch(event.target.value)}>
            {choice.portals.map((portal) => (
              <option key={portal.id} value={portal.id}>
                {portal.fullName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
      {choice.defaultId === current ? (
        <Text fontSize="sm" color="fg.muted">
          {t('isDefault')}
        </Text>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          loading={setting}
          onClick={() => {
            setSetting(true);
            void choice.onSetDefault(current).finally(() => setSetting(false));
          }}
        >
          {t('setDefault')}
        </Button>
      )}
    </HStack>
  );
}
